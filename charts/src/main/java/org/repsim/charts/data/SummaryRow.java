package org.repsim.charts.data;

/**
 * One line of {@code summary.csv}: a metric's statistics over the replications of one cell.
 * {@code reference} and {@code deviationPct} are NaN when the experiment gives no published figure.
 */
public record SummaryRow(Cell cell, String metric, int n, double mean, double sd, double ci95Low,
                         double ci95High, double reference, double deviationPct) {
    public boolean hasReference() {
        return !Double.isNaN(reference);
    }

    /** Half the width of the 95% confidence interval (the interval is symmetric around the mean). */
    public double ciHalfWidth() {
        double h = (ci95High - ci95Low) / 2;
        return Double.isFinite(h) ? h : 0;
    }
}
