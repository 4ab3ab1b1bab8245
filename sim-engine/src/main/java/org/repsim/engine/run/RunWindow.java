package org.repsim.engine.run;

/** The simulated time span of one run: a warm-up that is not measured, then the measured window. */
public record RunWindow(long warmupNanos, long durationNanos) {
    public RunWindow {
        if (warmupNanos < 0 || durationNanos <= 0) {
            throw new IllegalArgumentException("warm-up must be >= 0 and duration > 0");
        }
    }

    public static RunWindow ofSeconds(double warmup, double duration) {
        return new RunWindow(Math.round(warmup * 1e9), Math.round(duration * 1e9));
    }

    public long endNanos() {
        return warmupNanos + durationNanos;
    }

    public double durationSeconds() {
        return durationNanos / 1e9;
    }
}
