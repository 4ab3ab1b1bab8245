package org.repsim.models.battleroyale;

/**
 * Counts of non-negative values in fixed-width bins, for quantiles of a quantity sampled far too
 * often to keep every observation (the far-character error is sampled once per relevant pair per
 * frame: millions per run). Values beyond the last bin land in it; {@link #max} stays exact.
 * Quantiles are accurate to one bin width. Nothing here depends on the order of the samples (the
 * far-character error's decisions are counted in whatever order the replication pass takes them).
 */
final class ErrorHistogram {
    private final double binWidth;
    private final long[] counts;
    private long total;
    private double max;

    ErrorHistogram(double binWidth, double range) {
        this.binWidth = binWidth;
        this.counts = new long[(int) Math.ceil(range / binWidth)];
    }

    void add(double value) {
        addAt(binOf(value), value, 1);
    }

    /** The bin {@code value} falls in; histograms of one bin width and range share it. */
    int binOf(double value) {
        return Math.min((int) (value / binWidth), counts.length - 1);
    }

    /** Adds {@code value} {@code times} times; its bin ({@link #binOf}, same width and range) is already known. */
    void addAt(int bin, double value, int times) {
        counts[bin] += times;
        total += times;
        if (value > max) {
            max = value;
        }
    }

    long count() {
        return total;
    }

    double max() {
        return total == 0 ? Double.NaN : max;
    }

    /** The p-quantile, interpolated linearly inside the bin that holds it; NaN when empty. */
    double quantile(double p) {
        if (total == 0) {
            return Double.NaN;
        }
        double rank = p * total;
        long cumulative = 0;
        for (int b = 0; b < counts.length; b++) {
            long next = cumulative + counts[b];
            if (next >= rank && counts[b] > 0) {
                double within = (rank - cumulative) / counts[b];
                return Math.min((b + within) * binWidth, max);
            }
            cumulative = next;
        }
        return max;
    }
}
