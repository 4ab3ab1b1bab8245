package org.repsim.experiments.matrix;

import java.util.List;

/**
 * One cell of the matrix: its position in expansion order, its stable id
 * ({@code axis=label,axis=label} in axis order; {@code default} with no axes), one label per
 * axis and the settings its axis values apply.
 */
public record Cell(int index, String id, List<String> labels, List<Setting> settings) {
    public static final String NO_AXES_ID = "default";

    public Cell {
        labels = List.copyOf(labels);
        settings = List.copyOf(settings);
    }
}
