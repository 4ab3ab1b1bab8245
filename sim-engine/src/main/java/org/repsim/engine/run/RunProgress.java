package org.repsim.engine.run;

import java.util.function.LongConsumer;

/**
 * Where a run on this thread reports how far its simulated clock has got, for a progress display
 * only: a batch runner installs a sink around one replication, and {@link RunContext#run} reports
 * the clock about once per simulated second. What is reported never reaches a result (the sink
 * runs on the simulating thread and may only record the number), and no sink means no report.
 */
public final class RunProgress {
    private static final ThreadLocal<LongConsumer> SINK = new ThreadLocal<>();

    private RunProgress() {
    }

    /** Runs {@code body} with {@code sink} receiving this thread's simulated clock (nanoseconds). */
    public static <T> T reporting(LongConsumer sink, java.util.function.Supplier<T> body) {
        LongConsumer previous = SINK.get();
        SINK.set(sink);
        try {
            return body.get();
        } finally {
            if (previous == null) {
                SINK.remove();
            } else {
                SINK.set(previous);
            }
        }
    }

    /** The sink of the current thread, or one that ignores reports. */
    static LongConsumer current() {
        LongConsumer s = SINK.get();
        return s == null ? nanos -> { } : s;
    }
}
