package org.repsim.charts.data;

/** One line of {@code series.csv}: a sample of a per-frame metric at simulated time {@code tSeconds}. */
public record SeriesPoint(Cell cell, String metric, double tSeconds, double value) {
}
