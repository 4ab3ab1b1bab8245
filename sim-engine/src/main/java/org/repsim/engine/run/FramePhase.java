package org.repsim.engine.run;

/**
 * One ordered step of a server frame (receive, game work, replication, channel tick, ...). A
 * phase charges its simulated work to the run's ledger; the frame's length is what all phases
 * charged (see {@link FrameLoop}).
 */
@FunctionalInterface
public interface FramePhase {
    void run(FrameLoop.Frame frame);
}
