package org.repsim.results;

/** One line of {@code distributions.csv}: the {@code p}-quantile of a distribution metric (declared unit) of one cell. */
public record QuantilePoint(Cell cell, String metric, String unit, double p, double value) {
    public QuantilePoint {
        p = Numbers.canonical(p);
        value = Numbers.canonical(value);
    }
}
