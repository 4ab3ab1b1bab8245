package org.repsim.charts.data;

/** One line of {@code distributions.csv}: the {@code p}-quantile of a distribution metric of one cell. */
public record QuantilePoint(Cell cell, String metric, double p, double value) {
}
