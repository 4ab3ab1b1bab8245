package org.repsim.results;

import java.util.Objects;

/**
 * One line of {@code summary.csv}: a scalar metric's statistics over the replications of one cell,
 * with the metric's declared unit. {@code reference} and {@code deviationPct} are NaN when the
 * experiment gives no published figure (empty fields in the file).
 */
public record SummaryRow(Cell cell, String metric, String unit, int n, double mean, double sd, double ci95Low,
                         double ci95High, double reference, double deviationPct) {
    public SummaryRow {
        Objects.requireNonNull(unit, "unit");
        mean = Numbers.canonical(mean);
        sd = Numbers.canonical(sd);
        ci95Low = Numbers.canonical(ci95Low);
        ci95High = Numbers.canonical(ci95High);
        reference = Numbers.canonical(reference);
        deviationPct = Numbers.canonical(deviationPct);
    }

    public boolean hasReference() {
        return !Double.isNaN(reference);
    }

    /** Half the width of the 95% confidence interval (the interval is symmetric around the mean). */
    public double ciHalfWidth() {
        double h = (ci95High - ci95Low) / 2;
        return Double.isFinite(h) ? h : 0;
    }
}
