package org.repsim.results;

/** One line of {@code cells.csv}: a scalar metric of one replication of one cell. */
public record CellValue(Cell cell, int replication, long seed, String metric, double value) {
    public CellValue {
        value = Numbers.canonical(value);
    }
}
