package org.repsim.experiments.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.repsim.engine.run.Metric;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.problem.Suggest;
import org.repsim.experiments.schema.Paths;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.matrix.Cell;
import org.repsim.experiments.matrix.CellRule;
import org.repsim.experiments.matrix.Matrix;

/** The {@code reference:} list → published figure per (cell, metric); two figures for the same pair is an error. */
final class ReferenceReader {
    private ReferenceReader() {
    }

    @SuppressWarnings("unchecked")
    static List<SortedMap<String, Double>> read(List<Object> checked, YNode node, Matrix matrix, ModelBinding model,
                                                MatrixReader rules, Problems problems) {
        List<SortedMap<String, Double>> perCell = new ArrayList<>();
        matrix.cells().forEach(c -> perCell.add(new TreeMap<>()));
        List<String> scalars = model.metrics().declared().stream().filter(m -> m.kind() == Metric.Kind.SCALAR)
                .map(Metric::name).toList();
        for (int i = 0; i < checked.size(); i++) {
            Map<String, Object> r = (Map<String, Object>) checked.get(i);
            YMap rn = (YMap) ((YList) node).items().get(i);
            String path = Paths.index("reference", i);
            String metric = (String) r.get("metric");
            if (!scalars.contains(metric)) {
                problems.add(rn.get("metric").orElseThrow().mark(), Paths.child(path, "metric"), "unknown metric '"
                        + metric + "' for model " + model.id() + Suggest.didYouMean(metric, scalars));
                continue;
            }
            CellRule rule = rules.rule(rn.get("cell").orElse(null), Paths.child(path, "cell"), matrix.axes());
            if (rule == null) {
                continue;
            }
            boolean any = false;
            for (Cell cell : matrix.cells()) {
                if (!rule.matches(matrix.axes(), cell.labels())) {
                    continue;
                }
                any = true;
                if (perCell.get(cell.index()).put(metric, (Double) r.get("value")) != null) {
                    problems.add(rn.mark(), path, "a second reference for cell " + cell.id() + " and metric " + metric);
                }
            }
            if (!any) {
                problems.add(rn.mark(), path, "matches no cell of the matrix");
            }
        }
        return perCell;
    }
}
