package org.repsim.results;

/**
 * The points at which RepSim changes an output folder on disk: each file moved into place by
 * {@link AtomicFile} and each step of an {@link ExperimentCommit}. No listener in production. The
 * crash test (experiments' CrashSafetyTest) installs one in a child JVM that halts the process at
 * step k, for every k, and checks the folder is the old or the new complete state afterwards: the
 * strongest form of "a crash never leaves a mixed folder" short of pulling the power.
 */
public final class WriteSteps {
    /** Told before each step; may halt the process. */
    @FunctionalInterface
    public interface Listener {
        void reached(String step);
    }

    private static volatile Listener listener;

    private WriteSteps() {
    }

    /** Installs (or, with null, removes) the listener of this process. */
    public static void observe(Listener l) {
        listener = l;
    }

    static void reached(String step) {
        Listener l = listener;
        if (l != null) {
            l.reached(step);
        }
    }
}
