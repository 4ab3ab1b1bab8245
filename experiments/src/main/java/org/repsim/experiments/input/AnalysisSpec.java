package org.repsim.experiments.input;

import java.util.List;
import java.util.Map;
import org.repsim.experiments.schema.problem.Mark;

/**
 * A validated {@code analysis:} section (docs/analysis.md): what the experiment runs instead of its
 * matrix. The matrix names the conditions; the analysis names cells of it by their labels, always on
 * every axis it keeps ({@code axis → label}, in matrix order).
 */
public sealed interface AnalysisSpec permits AnalysisSpec.Sensitivity, AnalysisSpec.Crossover {
    /** The scalar metric the analysis follows. */
    String metric();

    /** A cell as its labels: {@code axis=label,axis=label} in matrix order, {@code default} with no axis. */
    static String describe(Map<String, String> labels) {
        if (labels.isEmpty()) {
            return org.repsim.experiments.matrix.Cell.NO_AXES_ID;
        }
        StringBuilder b = new StringBuilder();
        labels.forEach((axis, label) -> b.append(b.length() == 0 ? "" : ",").append(axis).append('=').append(label));
        return b.toString();
    }

    /**
     * Elasticity of a quantity of one cell to each unit cost.
     *
     * @param cell       the analysed cell
     * @param relativeTo the denominator's cell of a ratio, or null for the metric itself
     * @param relativeMetric the denominator's metric (the metric unless given)
     * @param saving     with a ratio: the quantity is {@code 100 - ratio}
     * @param keys       the keys to perturb, or null for every key the cell charges or does not count
     * @param keyValues  every key's value in the analysed cells (the same in both), declaration order
     * @param keyUnits   every key's unit, declaration order
     * @param axis       the name of the perturbation axis the analysis adds to the matrix
     */
    record Sensitivity(String metric, Map<String, String> cell, Map<String, String> relativeTo,
                       String relativeMetric, boolean saving, double step, List<String> keys,
                       Map<String, Double> keyValues, Map<String, String> keyUnits, String axis)
            implements AnalysisSpec {
        public Sensitivity {
            keys = keys == null ? null : List.copyOf(keys);
        }

        public boolean isRatio() {
            return relativeTo != null;
        }
    }

    /**
     * Where {@code D(x) = metric(where, x) - metric(vs, x)} changes sign along a numeric parameter.
     *
     * @param path       the parameter, {@code scenario.<key path>} or {@code overrides.<key>}
     * @param xAxis      the name of the axis the analysis adds for it (matrix axes setting it are dropped)
     * @param dropped    the matrix axes dropped because they set {@code path}
     * @param from       the lower end A (as written: {@code fromText})
     * @param to         the upper end B
     * @param integer    whether the parameter is an integer (midpoints are rounded, the bracket ends at width 1)
     * @param log        bisect in log space
     * @param mark       where the range was given (values of the added axis are located there)
     */
    record Crossover(String metric, String path, String xAxis, List<String> dropped, double from, String fromText,
                     double to, String toText, boolean integer, boolean log, Map<String, String> where,
                     Map<String, String> vs, int iterations, double tolerance, Mark mark)
            implements AnalysisSpec {
        public Crossover {
            dropped = List.copyOf(dropped);
        }
    }
}
