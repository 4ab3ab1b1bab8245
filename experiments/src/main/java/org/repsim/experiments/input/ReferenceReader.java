package org.repsim.experiments.input;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.repsim.experiments.schema.yaml.YScalar;
import org.repsim.experiments.matrix.Axis;
import org.repsim.experiments.matrix.Cell;
import org.repsim.experiments.matrix.CellRule;
import org.repsim.experiments.matrix.Matrix;

/**
 * The {@code reference:} list → one {@link Reference} per (entry, matched cell), and the plain
 * figures per cell (metric → value) that the result files show beside the simulated means. Two
 * figures for the same pair (or the same ratio) is an error; so is a ratio whose denominator cell
 * does not exist for every cell the entry matches.
 */
final class ReferenceReader {
    /** Per cell (matrix index) its plain figures; every figure, ratios included, in file then matrix order. */
    record Read(List<SortedMap<String, Double>> perCell, List<Reference> all) {
    }

    private ReferenceReader() {
    }

    @SuppressWarnings("unchecked")
    static Read read(List<Object> checked, YNode node, Matrix matrix, ModelBinding model, MatrixReader rules,
                     Problems problems) {
        List<SortedMap<String, Double>> perCell = new ArrayList<>();
        matrix.cells().forEach(c -> perCell.add(new TreeMap<>()));
        List<Reference> all = new ArrayList<>();
        Set<List<String>> ratios = new HashSet<>();
        List<String> scalars = model.metrics().declared().stream().filter(m -> m.kind() == Metric.Kind.SCALAR)
                .map(Metric::name).toList();
        for (int i = 0; i < checked.size(); i++) {
            Map<String, Object> r = (Map<String, Object>) checked.get(i);
            YMap rn = (YMap) ((YList) node).items().get(i);
            String path = Paths.index("reference", i);
            String metric = (String) r.get("metric");
            double value = (Double) r.get("value");
            boolean ok = knownMetric(metric, rn.get("metric").orElseThrow(), Paths.child(path, "metric"), scalars,
                    model, problems);
            Tolerance tolerance = rn.get("tolerance").map(t -> ToleranceReader.read(t, Paths.child(path, "tolerance"),
                    value, problems)).orElse(null);
            ok &= tolerance != null || rn.get("tolerance").isEmpty();
            Denominator denominator = denominator(rn, path, metric, scalars, matrix.axes(), model, rules, problems);
            ok &= denominator != null;
            CellRule rule = rules.rule(rn.get("cell").orElse(null), Paths.child(path, "cell"), matrix.axes());
            if (!ok || rule == null) {
                continue;
            }
            boolean any = false;
            for (Cell cell : matrix.cells()) {
                if (!rule.matches(matrix.axes(), cell.labels())) {
                    continue;
                }
                any = true;
                String source = (String) r.get("source");
                if (denominator.isNone()) {
                    if (perCell.get(cell.index()).put(metric, value) != null) {
                        problems.add(rn.mark(), path, "a second reference for cell " + cell.id() + " and metric " + metric);
                    }
                    all.add(new Reference(cell, metric, value, source, tolerance, null));
                    continue;
                }
                Cell over = denominator.cellFor(cell, matrix);
                if (over == null) {
                    problems.add(rn.get("relative_to").orElseThrow().mark(), Paths.child(path, "relative_to"), "cell "
                            + cell.id() + " has no single cell to be relative to (" + denominator.describe(matrix.axes())
                            + " with its other labels kept)");
                    break;
                }
                if (!ratios.add(List.of(cell.id(), metric, over.id(), denominator.metric(metric)))) {
                    problems.add(rn.mark(), path, "a second reference for cell " + cell.id() + " and " + metric
                            + " relative to " + over.id() + " " + denominator.metric(metric));
                }
                all.add(new Reference(cell, metric, value, source, tolerance,
                        new Reference.RelativeTo(over, denominator.metric(metric))));
            }
            if (!any) {
                problems.add(rn.mark(), path, "matches no cell of the matrix");
            }
        }
        return new Read(perCell, all);
    }

    static boolean knownMetric(String metric, YNode at, String path, List<String> scalars, ModelBinding model,
                                Problems problems) {
        if (scalars.contains(metric)) {
            return true;
        }
        problems.add(at.mark(), path, "unknown metric '" + metric + "' for model " + model.id()
                + Suggest.didYouMean(metric, scalars));
        return false;
    }

    /**
     * {@code relative_to: {cell, metric}}: the cell rule replaces the labels of the axes it names
     * (the others stay the figure's own); the metric defaults to the figure's. {@code NONE} when
     * the key is absent, null (with a problem) when it is broken.
     */
    private static Denominator denominator(YMap rn, String path, String metric, List<String> scalars, List<Axis> axes,
                                           ModelBinding model, MatrixReader rules, Problems problems) {
        if (rn.get("relative_to").isEmpty() || !(rn.get("relative_to").get() instanceof YMap rel)) {
            return Denominator.NONE;
        }
        String relPath = Paths.child(path, "relative_to");
        String relMetric = rel.get("metric").map(m -> m instanceof YScalar s ? s.text() : null).orElse(null);
        if (relMetric != null && !knownMetric(relMetric, rel.get("metric").orElseThrow(), Paths.child(relPath, "metric"),
                scalars, model, problems)) {
            return null;
        }
        CellRule rule = rules.rule(rel.get("cell").orElse(null), Paths.child(relPath, "cell"), axes);
        if (rule == null) {
            return null;
        }
        if (rule.accepted().isEmpty() && (relMetric == null || relMetric.equals(metric))) {
            problems.add(rel.mark(), relPath, "names the figure itself; give another cell, another metric or both");
            return null;
        }
        return new Denominator(rule, relMetric);
    }

    /** A ratio's denominator as written: which labels change, and which metric (null: the figure's). */
    private record Denominator(CellRule rule, String relMetric) {
        static final Denominator NONE = new Denominator(null, null);

        boolean isNone() {
            return rule == null;
        }

        String metric(String figureMetric) {
            return relMetric == null ? figureMetric : relMetric;
        }

        /** The changed labels in axis order ({@link CellRule#accepted} has no order of its own): "rate=1|2, mode=poll". */
        String describe(List<Axis> axes) {
            List<String> parts = new ArrayList<>();
            for (Axis a : axes) {
                if (rule.accepted().containsKey(a.name())) {
                    parts.add(a.name() + "=" + String.join("|", a.labels().stream()
                            .filter(rule.accepted().get(a.name())::contains).toList()));
                }
            }
            return String.join(", ", parts);
        }

        /** The one cell matching the rule that has {@code cell}'s labels on every other axis; null if not exactly one. */
        Cell cellFor(Cell cell, Matrix matrix) {
            Cell found = null;
            for (Cell c : matrix.cells()) {
                if (rule.matches(matrix.axes(), c.labels()) && sameOutside(c, cell, matrix.axes())) {
                    if (found != null) {
                        return null;
                    }
                    found = c;
                }
            }
            return found;
        }

        private boolean sameOutside(Cell a, Cell b, List<Axis> axes) {
            for (int i = 0; i < axes.size(); i++) {
                if (!rule.accepted().containsKey(axes.get(i).name()) && !a.labels().get(i).equals(b.labels().get(i))) {
                    return false;
                }
            }
            return true;
        }
    }
}
