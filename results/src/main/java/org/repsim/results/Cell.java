package org.repsim.results;

import java.util.List;
import java.util.Objects;

/**
 * One cell of the experiment matrix as the result files name it.
 *
 * @param label  the stable cell label, e.g. {@code condition=push-off,rate=0.01}
 * @param axes   axis names in matrix order
 * @param values axis value labels, parallel to {@code axes}
 */
public record Cell(String label, List<String> axes, List<String> values) {
    public Cell {
        Objects.requireNonNull(label, "label");
        axes = List.copyOf(axes);
        values = List.copyOf(values);
        if (axes.size() != values.size()) {
            throw new IllegalArgumentException("axes and values differ in length for cell " + label);
        }
    }

    /** The value label of {@code axis}; fails naming the axes that exist for an axis the experiment lacks. */
    public String value(String axis) {
        int i = axes.indexOf(axis);
        if (i < 0) {
            throw new IllegalArgumentException("unknown axis '" + axis + "' (axes: " + String.join(", ", axes) + ")");
        }
        return values.get(i);
    }

    /**
     * Short human label: the axis values without axis names ({@code push-off, 0.01}), leaving out
     * the given axes. Falls back to the full label when nothing is left, so a single-cell
     * experiment still gets a name.
     */
    public String shortLabel(List<String> omitAxes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < axes.size(); i++) {
            if (omitAxes.contains(axes.get(i))) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(values.get(i));
        }
        return sb.length() > 0 ? sb.toString() : label;
    }

    /** True when this cell has the same values as {@code other} on every axis except {@code ignoredAxes}. */
    public boolean sameExcept(Cell other, List<String> ignoredAxes) {
        for (int i = 0; i < axes.size(); i++) {
            if (!ignoredAxes.contains(axes.get(i)) && !values.get(i).equals(other.value(axes.get(i)))) {
                return false;
            }
        }
        return true;
    }
}
