package org.repsim.results;

/** One line of {@code series.csv}: a sample of a series metric (declared unit) at simulated time {@code tSeconds}. */
public record SeriesPoint(Cell cell, String metric, String unit, double tSeconds, double value) {
    public SeriesPoint {
        tSeconds = Numbers.canonical(tSeconds);
        value = Numbers.canonical(value);
    }
}
