package org.repsim.experiments.input;

import org.repsim.experiments.matrix.Cell;

/**
 * One published figure of an experiment file's {@code reference:} list, for one cell (a rule
 * matching several cells gives one per cell, in matrix order).
 *
 * <p>Without {@code relativeTo} the figure is the cell's mean of {@code metric}. With it, the
 * figure is a ratio in percent: 100 × {@code metric} of {@code cell} / {@code relativeTo.metric}
 * of {@code relativeTo.cell} — between two cells (push on / push off = 87) or between two metrics
 * of one cell (Net Flush / frame = a share of 41).
 *
 * @param source    where the figure comes from ("" when not given)
 * @param tolerance how far the simulated figure may lie from {@code value}; null: none (reported, not judged)
 * @param relativeTo the denominator of a ratio figure; null for a plain one
 */
public record Reference(Cell cell, String metric, double value, String source, Tolerance tolerance,
                        RelativeTo relativeTo) {
    /** The denominator of a ratio figure: {@code metric} of {@code cell}. */
    public record RelativeTo(Cell cell, String metric) {
    }

    public boolean isRatio() {
        return relativeTo != null;
    }
}
