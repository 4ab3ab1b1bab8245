package org.repsim.engine.queueing;

import org.repsim.engine.random.RandomStream;

/**
 * Exponentially distributed durations (Poisson arrivals, memoryless service), drawn from one
 * named stream by inversion and rounded to the nanosecond. Rounding shifts the mean by less than
 * half a nanosecond, negligible against the microsecond-and-up means used here.
 */
public final class ExponentialDurations implements DurationSource {
    private final RandomStream stream;
    private final double meanNanos;

    public ExponentialDurations(RandomStream stream, double meanNanos) {
        if (!(meanNanos > 0.0)) {
            throw new IllegalArgumentException("mean must be > 0, was " + meanNanos);
        }
        this.stream = stream;
        this.meanNanos = meanNanos;
    }

    /** Durations of a Poisson process with {@code ratePerSecond} events per second. */
    public static ExponentialDurations ofRate(RandomStream stream, double ratePerSecond) {
        return new ExponentialDurations(stream, 1e9 / ratePerSecond);
    }

    @Override
    public long nextNanos() {
        return Math.round(stream.exponential(meanNanos));
    }
}
