package org.repsim.engine.stats;

import it.unimi.dsi.fastutil.doubles.DoubleArrayList;
import java.util.Arrays;

/**
 * Per-run statistics of a sequence of observations (e.g. each customer's waiting time): count,
 * mean, standard deviation, min, max and, when observations are kept, quantiles.
 *
 * <p>Mean and variance use Welford's one-pass update, which stays accurate when the mean is
 * large compared to the spread (the naive sum-of-squares formula cancels catastrophically).
 * Observations are kept in a fastutil {@code DoubleArrayList} (no boxing; amortised
 * allocation-free {@link #add}) so that quantiles are exact order statistics, not sketches.
 */
public final class Tally {
    private final DoubleArrayList values;
    private double[] sorted; // cache for quantile(), dropped by add()
    private long count;
    private double mean;
    private double sumSquaredDeviations;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    /** A tally that keeps its observations, so quantiles are available. */
    public Tally() {
        this(true);
    }

    /** @param keepObservations false for moments only (constant memory, no quantiles) */
    public Tally(boolean keepObservations) {
        this.values = keepObservations ? new DoubleArrayList() : null;
    }

    public void add(double x) {
        count++;
        double delta = x - mean;
        mean += delta / count;
        sumSquaredDeviations += delta * (x - mean);
        if (x < min) {
            min = x;
        }
        if (x > max) {
            max = x;
        }
        if (values != null) {
            values.add(x);
            sorted = null;
        }
    }

    /** Forgets everything (e.g. at the end of a warm-up). */
    public void clear() {
        count = 0;
        mean = 0.0;
        sumSquaredDeviations = 0.0;
        min = Double.POSITIVE_INFINITY;
        max = Double.NEGATIVE_INFINITY;
        if (values != null) {
            values.clear();
        }
        sorted = null;
    }

    public long count() {
        return count;
    }

    /** Arithmetic mean; NaN when empty. */
    public double mean() {
        return count == 0 ? Double.NaN : mean;
    }

    /** Sample variance (divisor n - 1); NaN with fewer than two observations. */
    public double variance() {
        return count < 2 ? Double.NaN : sumSquaredDeviations / (count - 1);
    }

    /** Sample standard deviation (divisor n - 1); NaN with fewer than two observations. */
    public double sd() {
        return Math.sqrt(variance());
    }

    /** Smallest observation; NaN when empty. */
    public double min() {
        return count == 0 ? Double.NaN : min;
    }

    /** Largest observation; NaN when empty. */
    public double max() {
        return count == 0 ? Double.NaN : max;
    }

    public boolean keepsObservations() {
        return values != null;
    }

    /**
     * The {@code p}-quantile ({@code p} in [0, 1]; 0.99 is the 99th percentile), by linear
     * interpolation between order statistics: with the n observations sorted as x[0..n-1],
     * h = (n - 1) p and Q = x[floor h] + (h - floor h)(x[floor h + 1] - x[floor h]).
     * This is Hyndman &amp; Fan's definition 7, the default of R and NumPy and Excel's
     * PERCENTILE.INC; it gives the min at p = 0 and the max at p = 1. NaN when empty.
     */
    public double quantile(double p) {
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException("quantile probability must be in [0, 1], was " + p);
        }
        if (values == null) {
            throw new IllegalStateException("this tally does not keep observations, so it has no quantiles");
        }
        if (count == 0) {
            return Double.NaN;
        }
        if (sorted == null) {
            sorted = values.toDoubleArray();
            Arrays.sort(sorted);
        }
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        if (lo >= sorted.length - 1) {
            return sorted[sorted.length - 1];
        }
        return sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]);
    }
}
