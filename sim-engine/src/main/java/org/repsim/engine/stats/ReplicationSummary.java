package org.repsim.engine.stats;

import it.unimi.dsi.fastutil.doubles.DoubleList;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * One metric across independent replications: n, mean, sample standard deviation and the
 * half-width of the Student-t 95% confidence interval of the mean,
 * t(0.975, n - 1) * sd / sqrt(n) (commons-math3 {@link TDistribution}).
 *
 * <p>Replications are independent by construction (separate random substreams), which is what
 * makes the t interval valid even when observations within a run are autocorrelated.
 * With n = 1 there is no estimate of spread: sd and half-width are 0 and the "interval" is the
 * single value itself; callers that need a real interval must run at least two replications.
 */
public record ReplicationSummary(int n, double mean, double sd, double halfWidth) {
    public static final double CONFIDENCE = 0.95;

    public ReplicationSummary {
        if (n < 1) {
            throw new IllegalArgumentException("a summary needs at least one replication");
        }
    }

    public static ReplicationSummary of(double... values) {
        Tally tally = new Tally(false);
        for (double v : values) {
            tally.add(v);
        }
        return of(tally);
    }

    public static ReplicationSummary of(DoubleList values) {
        Tally tally = new Tally(false);
        for (int i = 0; i < values.size(); i++) {
            tally.add(values.getDouble(i));
        }
        return of(tally);
    }

    /** Summary of the replication values accumulated in {@code tally}. */
    public static ReplicationSummary of(Tally tally) {
        long count = tally.count();
        if (count < 1) {
            throw new IllegalArgumentException("a summary needs at least one replication");
        }
        if (count == 1) {
            return new ReplicationSummary(1, tally.mean(), 0.0, 0.0);
        }
        double sd = tally.sd();
        double t = new TDistribution(null, count - 1.0).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
        return new ReplicationSummary((int) count, tally.mean(), sd, t * sd / Math.sqrt(count));
    }

    public double low() {
        return mean - halfWidth;
    }

    public double high() {
        return mean + halfWidth;
    }

    /** Whether {@code value} lies in the 95% confidence interval (bounds included). */
    public boolean contains(double value) {
        return value >= low() && value <= high();
    }

    /**
     * (mean - reference) in units of the half-width: |result| <= 1 means the reference is inside
     * the 95% interval. Infinite if the half-width is 0 and the values differ, 0 if they agree.
     */
    public double deviationInHalfWidths(double reference) {
        double diff = mean - reference;
        if (halfWidth == 0.0) {
            return diff == 0.0 ? 0.0 : Math.copySign(Double.POSITIVE_INFINITY, diff);
        }
        return diff / halfWidth;
    }
}
