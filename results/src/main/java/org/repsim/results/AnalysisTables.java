package org.repsim.results;

import java.util.List;

/**
 * What an analysis experiment finds beyond its cells' statistics: a sensitivity analysis's table
 * ({@code sensitivity.csv}) or a crossover's crossing and evaluated points ({@code crossover.csv},
 * {@code crossover-points.csv}). {@link #NONE} for a plain experiment, which writes none of them.
 *
 * @param crossing null unless the experiment is a crossover
 */
public record AnalysisTables(List<SensitivityRow> sensitivity, Crossing crossing, List<CrossoverPoint> points) {
    public static final AnalysisTables NONE = new AnalysisTables(List.of(), null, List.of());

    public AnalysisTables {
        sensitivity = List.copyOf(sensitivity);
        points = List.copyOf(points);
    }

    public static AnalysisTables ofSensitivity(List<SensitivityRow> rows) {
        return new AnalysisTables(rows, null, List.of());
    }

    public static AnalysisTables ofCrossover(Crossing crossing, List<CrossoverPoint> points) {
        return new AnalysisTables(List.of(), crossing, points);
    }

    public boolean isEmpty() {
        return sensitivity.isEmpty() && crossing == null && points.isEmpty();
    }
}
