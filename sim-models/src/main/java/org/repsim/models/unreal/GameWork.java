package org.repsim.models.unreal;

import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.FramePhase;
import org.repsim.models.unreal.replication.FrameClock;

/**
 * The frame's non-replication game work (editor binary, uncooked content;
 * docs/sources.md#unreal-frame) as the first phase of the Unreal model's frame, and the
 * frame-length rule of {@link FrameClock}: sequential frames last all their charged work;
 * overlapped ones the longer of the game work (run in parallel, waited for at frame end) and
 * everything else.
 */
final class GameWork implements FramePhase, FrameLoop.FrameLength {
    private final FrameWorkModel work;
    private final UnrealServer server;
    private final FrameClock clock;
    private double lastNanos;
    private final double[] factors = new double[3];

    GameWork(FrameWorkModel work, UnrealServer server, FrameClock clock) {
        this.work = work;
        this.server = server;
        this.clock = clock;
    }

    @Override
    public void run(FrameLoop.Frame frame) {
        lastNanos = work.nextFrameNanos();
        work.lastFactors(factors);
        server.chargeGameWork(lastNanos, factors[0], factors[1], factors[2]);
    }

    @Override
    public double nanos(FrameLoop.Frame frame, double chargedNanos) {
        return clock == FrameClock.SEQUENTIAL ? chargedNanos : Math.max(lastNanos, chargedNanos - lastNanos);
    }
}
