package org.repsim.engine.queueing;

/** The same duration every time (the "D" of M/D/1). Draws no random numbers. */
public record DeterministicDurations(long nanos) implements DurationSource {
    public DeterministicDurations {
        if (nanos < 0) {
            throw new IllegalArgumentException("duration must be >= 0, was " + nanos);
        }
    }

    public static DeterministicDurations ofRate(double ratePerSecond) {
        return new DeterministicDurations(Math.round(1e9 / ratePerSecond));
    }

    @Override
    public long nextNanos() {
        return nanos;
    }
}
