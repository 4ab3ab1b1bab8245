package org.repsim.experiments.input;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.repsim.charts.ChartKind;
import org.repsim.charts.ChartSpec;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.run.Metric;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.matrix.Axis;
import org.repsim.experiments.matrix.AxisValue;
import org.repsim.experiments.matrix.Cell;
import org.repsim.experiments.matrix.CellRule;
import org.repsim.experiments.matrix.Matrix;
import org.repsim.experiments.matrix.Setting;
import org.repsim.experiments.schema.IntSchema;
import org.repsim.experiments.schema.NumberSchema;
import org.repsim.experiments.schema.Paths;
import org.repsim.experiments.schema.Schema;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.problem.Suggest;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/**
 * The {@code analysis:} section (structurally checked by {@link ExperimentSchema}) → an
 * {@link AnalysisSpec}, checked against the matrix and the model: every cell it names exists and
 * is one cell, the metric and the keys are declared, the crossover axis is a numeric parameter and
 * its range can be bisected. Null after reporting its problems.
 */
final class AnalysisReader {
    static final List<String> KINDS = List.of("sensitivity", "crossover");
    private static final List<String> SENSITIVITY_KEYS = List.of("kind", "metric", "cell", "relative_to", "saving",
            "step", "keys");
    private static final List<String> CROSSOVER_KEYS = List.of("kind", "metric", "axis", "between", "where", "vs",
            "iterations", "tolerance", "scale");
    /** The axis a sensitivity analysis adds: one value per perturbed key and direction, and the base. */
    static final String PERTURBATION_AXIS = "perturbation";

    private final YMap node;
    private final Matrix matrix;
    private final ModelBinding model;
    private final MatrixReader rules;
    private final Problems problems;

    private AnalysisReader(YMap node, Matrix matrix, ModelBinding model, MatrixReader rules, Problems problems) {
        this.node = node;
        this.matrix = matrix;
        this.model = model;
        this.rules = rules;
        this.problems = problems;
    }

    /**
     * @param checked  the section as the schema checked it (defaults filled in)
     * @param profiles the cost profile a cell of the matrix runs with
     */
    static AnalysisSpec read(Map<String, Object> checked, YMap node, Matrix matrix, ModelBinding model,
                             MatrixReader rules, Function<Cell, CostProfile> profiles, Problems problems) {
        AnalysisReader r = new AnalysisReader(node, matrix, model, rules, problems);
        String kind = (String) checked.get("kind");
        if (!r.onlyKeysOf(kind, kind.equals("sensitivity") ? SENSITIVITY_KEYS : CROSSOVER_KEYS)) {
            return null;
        }
        String metric = (String) checked.get("metric");
        List<String> scalars = model.metrics().declared().stream().filter(m -> m.kind() == Metric.Kind.SCALAR)
                .map(Metric::name).toList();
        if (!ReferenceReader.knownMetric(metric, node.get("metric").orElseThrow(), "analysis.metric", scalars, model,
                problems)) {
            return null;
        }
        return kind.equals("sensitivity") ? r.sensitivity(checked, metric, scalars, profiles)
                : r.crossover(checked, metric);
    }

    /** The chart an analysis draws: a tornado of the elasticities, or both conditions' curves and the crossing. */
    static ChartSpec chart(AnalysisSpec analysis) {
        if (analysis instanceof AnalysisSpec.Sensitivity s) {
            String quantity = s.isRatio() ? (s.saving() ? "saving in " : "ratio of ") + s.metric() : s.metric();
            return new ChartSpec("tornado", ChartKind.TORNADO, "Sensitivity of the " + quantity + " ("
                    + AnalysisSpec.describe(s.cell()) + ") to each unit cost", List.of(s.metric()), null, null,
                    Map.of(), false, false, null);
        }
        AnalysisSpec.Crossover c = (AnalysisSpec.Crossover) analysis;
        List<String> differing = new ArrayList<>();
        c.where().forEach((axis, label) -> {
            if (!label.equals(c.vs().get(axis))) {
                differing.add(axis);
            }
        });
        return new ChartSpec("crossover", ChartKind.CROSSOVER, c.metric() + ": " + AnalysisSpec.describe(c.where())
                + " vs " + AnalysisSpec.describe(c.vs()) + " over " + c.xAxis(), List.of(c.metric()), c.xAxis(),
                differing.size() == 1 ? differing.get(0) : null, Map.of(), c.log(), false, null);
    }

    /** Refuses keys of the other kind of analysis, each where it is written. */
    private boolean onlyKeysOf(String kind, List<String> allowed) {
        boolean ok = true;
        for (YMap.Entry e : node.entries()) {
            if (!allowed.contains(e.key())) {
                problems.add(e.keyMark(), Paths.child("analysis", e.key()), "'" + e.key() + "' is not a key of a "
                        + kind + " analysis (its keys: " + String.join(", ", allowed) + ")");
                ok = false;
            }
        }
        return ok;
    }

    private Mark markOf(String key) {
        return node.get(key).map(YNode::mark).orElse(node.mark());
    }

    @SuppressWarnings("unchecked")
    private AnalysisSpec.Sensitivity sensitivity(Map<String, Object> checked, String metric, List<String> scalars,
                                                 Function<Cell, CostProfile> profiles) {
        if (matrix.axes().stream().anyMatch(a -> a.name().equals(PERTURBATION_AXIS))) {
            problems.add(node.mark(), "analysis", "the matrix has an axis named '" + PERTURBATION_AXIS
                    + "', the name of the axis a sensitivity analysis adds; rename it");
            return null;
        }
        Cell cell = oneCell(node.get("cell").orElse(null), "analysis.cell", matrix.axes(), matrix.cells());
        Cell over = null;
        String relativeMetric = metric;
        boolean ratio = node.get("relative_to").isPresent();
        if (ratio && node.get("relative_to").get() instanceof YMap rel) {
            YNode relMetric = rel.get("metric").orElse(null);
            if (relMetric instanceof YScalar m) {
                relativeMetric = m.text();
                if (!ReferenceReader.knownMetric(relativeMetric, m, "analysis.relative_to.metric", scalars, model,
                        problems)) {
                    return null;
                }
            }
            CellRule rule = rules.rule(rel.get("cell").orElse(null), "analysis.relative_to.cell", matrix.axes());
            if (rule == null || cell == null) {
                return null;
            }
            if (rule.accepted().isEmpty() && relativeMetric.equals(metric)) {
                problems.add(rel.mark(), "analysis.relative_to", "names the analysed quantity itself; give another"
                        + " cell, another metric or both");
                return null;
            }
            over = denominator(cell, rule, rel.mark());
            if (over == null) {
                return null;
            }
        }
        boolean saving = (Boolean) checked.get("saving");
        if (saving && !ratio) {
            problems.add(markOf("saving"), "analysis.saving", "a saving is relative to another cell: give relative_to");
            return null;
        }
        List<String> keys = keys((List<Object>) checked.get("keys"));
        if (cell == null || keys == null && node.get("keys").isPresent()) {
            return null;
        }
        CostProfile profile = profiles.apply(cell);
        CostProfile denominatorProfile = over == null ? profile : profiles.apply(over);
        if (profile == null || denominatorProfile == null) {
            return null;   // the profile's own problem is reported with the cell
        }
        Map<String, Double> values = new LinkedHashMap<>();
        Map<String, String> units = new LinkedHashMap<>();
        for (CostKey k : profile.keys().keys()) {
            values.put(k.name(), profile.value(k));
            units.put(k.name(), k.unit());
            boolean perturbed = keys == null || keys.contains(k.name());
            if (perturbed && profile.value(k) != denominatorProfile.value(k)) {
                problems.add(markOf("relative_to"), "analysis.relative_to", "cells " + cell.id() + " and " + over.id()
                        + " run with different values of " + k.name() + " (" + profile.value(k) + ", "
                        + denominatorProfile.value(k) + "); a perturbation sets one value for both");
                return null;
            }
        }
        return new AnalysisSpec.Sensitivity(metric, labels(cell, matrix.axes()),
                over == null ? null : labels(over, matrix.axes()), relativeMetric, saving, (Double) checked.get("step"),
                keys, Collections.unmodifiableMap(values), Collections.unmodifiableMap(units), PERTURBATION_AXIS);
    }

    /** The listed keys, each declared by the model and named once; null (with problems) otherwise. */
    private List<String> keys(List<Object> listed) {
        if (listed == null) {
            return null;
        }
        List<String> declared = model.profiles().keys().keys().stream().map(CostKey::name).toList();
        YList nodes = (YList) node.get("keys").orElseThrow();
        Set<String> out = new LinkedHashSet<>();
        boolean ok = true;
        for (int i = 0; i < listed.size(); i++) {
            String k = (String) listed.get(i);
            Mark at = nodes.items().get(i).mark();
            if (!declared.contains(k)) {
                problems.add(at, Paths.index("analysis.keys", i), "unknown cost-profile key '" + k + "' for model "
                        + model.id() + Suggest.didYouMean(k, declared));
                ok = false;
            } else if (!out.add(k)) {
                problems.add(at, Paths.index("analysis.keys", i), "key '" + k + "' is listed twice");
                ok = false;
            }
        }
        return ok ? List.copyOf(out) : null;
    }

    /** The one cell with the rule's labels that keeps {@code cell}'s labels on the other axes; null after a problem. */
    private Cell denominator(Cell cell, CellRule rule, Mark mark) {
        Cell found = null;
        int count = 0;
        for (Cell c : matrix.cells()) {
            if (!rule.matches(matrix.axes(), c.labels())) {
                continue;
            }
            boolean same = true;
            for (int i = 0; i < matrix.axes().size(); i++) {
                if (!rule.accepted().containsKey(matrix.axes().get(i).name())
                        && !c.labels().get(i).equals(cell.labels().get(i))) {
                    same = false;
                }
            }
            if (same) {
                found = c;
                count++;
            }
        }
        if (count != 1) {
            problems.add(mark, "analysis.relative_to", count == 0 ? "no cell of the matrix matches it (with "
                    + cell.id() + "'s other labels kept)" : "matches " + count + " cells; name one label per axis");
            return null;
        }
        return found;
    }

    /** The one cell of {@code cells} a rule names, projected on {@code axes}; null after a problem. */
    private Cell oneCell(YNode ruleNode, String path, List<Axis> axes, List<Cell> cells) {
        CellRule rule = rules.rule(ruleNode, path, axes);
        if (rule == null) {
            return null;
        }
        Mark mark = ruleNode == null ? node.mark() : ruleNode.mark();
        Map<List<String>, Cell> matching = new LinkedHashMap<>();
        for (Cell c : cells) {
            if (rule.matches(axes, c.labels())) {
                matching.putIfAbsent(c.labels(), c);
            }
        }
        if (matching.isEmpty()) {
            problems.add(mark, path, "matches no cell of the matrix");
            return null;
        }
        if (matching.size() > 1) {
            List<String> open = new ArrayList<>();
            for (int i = 0; i < axes.size(); i++) {
                final int a = i;
                if (matching.keySet().stream().map(l -> l.get(a)).distinct().count() > 1) {
                    open.add(axes.get(i).name() + " (" + String.join(", ", matching.keySet().stream()
                            .map(l -> l.get(a)).distinct().toList()) + ")");
                }
            }
            problems.add(mark, path, "matches " + matching.size() + " cells; name one label of "
                    + String.join(" and ", open));
            return null;
        }
        return matching.values().iterator().next();
    }

    /** A cell's labels by axis, matrix order. */
    private static Map<String, String> labels(Cell cell, List<Axis> axes) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < axes.size(); i++) {
            out.put(axes.get(i).name(), cell.labels().get(i));
        }
        return Collections.unmodifiableMap(out);
    }

    private AnalysisSpec.Crossover crossover(Map<String, Object> checked, String metric) {
        String path = (String) checked.get("axis");
        List<?> between = (List<?>) checked.get("between");
        boolean ok = true;
        if (path == null) {
            problems.add(node.mark(), "analysis.axis", "a crossover needs axis: the numeric parameter it sweeps");
            ok = false;
        }
        if (between == null) {
            problems.add(node.mark(), "analysis.between", "a crossover needs between: [A, B], the range it searches");
            ok = false;
        }
        for (String key : List.of("where", "vs")) {
            if (node.get(key).isEmpty()) {
                problems.add(node.mark(), Paths.child("analysis", key), "a crossover needs " + key
                        + ": {axis: label}, a condition of the matrix");
                ok = false;
            }
        }
        if (!ok) {
            return null;
        }
        Mark axisMark = markOf("axis");
        Boolean integer = numericType(path, axisMark);
        List<Axis> dropped = droppedAxes(path);
        YList range = (YList) node.get("between").orElseThrow();
        if (between.size() != 2) {
            problems.add(range.mark(), "analysis.between", "expected two numbers [A, B], got " + between.size());
            return null;
        }
        double from = (Double) between.get(0);
        double to = (Double) between.get(1);
        if (integer == null || dropped == null) {
            return null;
        }
        if (!(from < to)) {
            problems.add(range.mark(), "analysis.between", "A must be less than B, got [" + text(range, 0) + ", "
                    + text(range, 1) + "]");
            return null;
        }
        if (integer && (from != Math.rint(from) || to != Math.rint(to))) {
            problems.add(range.mark(), "analysis.between", path + " is an integer: A and B must be integers");
            return null;
        }
        String scale = (String) checked.get("scale");
        if (scale.equals("log") && !(from > 0)) {
            problems.add(markOf("scale"), "analysis.scale", "a log scale needs A > 0, got " + text(range, 0));
            return null;
        }
        boolean log = scale.equals("log") || scale.equals("auto") && from > 0 && to >= 10 * from;
        List<Axis> kept = new ArrayList<>(matrix.axes());
        kept.removeAll(dropped);
        Map<String, String> where = condition("where", kept, dropped, path);
        Map<String, String> vs = condition("vs", kept, dropped, path);
        if (where == null || vs == null) {
            return null;
        }
        if (where.equals(vs)) {
            problems.add(markOf("vs"), "analysis.vs", "names the same cell as where (" + AnalysisSpec.describe(where)
                    + "); the two conditions must differ");
            return null;
        }
        String segment = path.substring(path.lastIndexOf('.') + 1);
        String xAxis = kept.stream().anyMatch(a -> a.name().equals(segment)) ? segment + "_crossover" : segment;
        return new AnalysisSpec.Crossover(metric, path, xAxis, dropped.stream().map(Axis::name).toList(), from,
                canonical(text(range, 0)), to, canonical(text(range, 1)), integer, log, where, vs,
                Math.toIntExact((Long) checked.get("iterations")), (Double) checked.get("tolerance"), range.mark());
    }

    private static String text(YList list, int i) {
        return ((YScalar) list.items().get(i)).text();
    }

    /** A number as an axis label: "0.10" and "1e-1" both become "0.1" (the label is the value set). */
    static String canonical(String number) {
        return new BigDecimal(number.trim().replaceFirst("^\\+", "")).stripTrailingZeros().toPlainString();
    }

    /** True for an integer parameter, false for a real one, null (with a problem) when it is neither or unknown. */
    private Boolean numericType(String path, Mark mark) {
        if (!rules.checkParameterPath(path, mark, "analysis.axis")) {
            return null;
        }
        if (path.startsWith("overrides.")) {
            return false;
        }
        if (path.startsWith("scenario.")) {
            Schema s = model.scenarioSchema().at(path.substring("scenario.".length())).orElseThrow();
            if (s instanceof IntSchema) {
                return true;
            }
            if (s instanceof NumberSchema) {
                return false;
            }
            problems.add(mark, "analysis.axis", path + " is a " + s.typeName() + ", not a number");
            return null;
        }
        problems.add(mark, "analysis.axis", "a crossover sweeps a number: scenario.<key path> or overrides.<key>, not "
                + path);
        return null;
    }

    /**
     * The matrix axes that set the swept parameter: the analysis sets it itself, so they are left out.
     * Refused (null) when such an axis also sets other parameters, or another axis is lockstep with it.
     */
    private List<Axis> droppedAxes(String path) {
        List<Axis> out = new ArrayList<>();
        for (Axis a : matrix.axes()) {
            boolean sets = false;
            boolean setsOthers = false;
            for (AxisValue v : a.values()) {
                for (Setting s : v.settings()) {
                    boolean same = s.path().equals(path) || path.startsWith(s.path() + ".")
                            || s.path().startsWith(path + ".");
                    sets |= same;
                    setsOthers |= !same;
                }
            }
            if (sets && setsOthers) {
                problems.add(a.mark(), "analysis.axis", "matrix axis '" + a.name() + "' sets " + path
                        + " together with other parameters; the crossover sets " + path + " itself");
                return null;
            }
            if (sets) {
                out.add(a);
            }
        }
        for (Axis a : matrix.axes()) {
            if (a.isLockstep() && out.stream().anyMatch(d -> d.name().equals(a.lockstepWith())) && !out.contains(a)) {
                problems.add(a.mark(), "analysis.axis", "matrix axis '" + a.name() + "' is lockstep with '"
                        + a.lockstepWith() + "', which sets the crossover's " + path);
                return null;
            }
        }
        return out;
    }

    /** {@code where} or {@code vs}: the labels of one cell on the kept axes; null after a problem. */
    private Map<String, String> condition(String key, List<Axis> kept, List<Axis> dropped, String path) {
        YNode ruleNode = node.get(key).orElseThrow();
        if (ruleNode instanceof YMap m) {
            for (YMap.Entry e : m.entries()) {
                if (dropped.stream().anyMatch(a -> a.name().equals(e.key()))) {
                    problems.add(e.keyMark(), Paths.child(Paths.child("analysis", key), e.key()), "axis '" + e.key()
                            + "' sets the crossover's " + path + ", so it is not a condition");
                    return null;
                }
            }
        }
        List<Cell> projected = new ArrayList<>();
        for (Cell c : matrix.cells()) {
            List<String> labels = new ArrayList<>();
            for (int i = 0; i < matrix.axes().size(); i++) {
                if (kept.contains(matrix.axes().get(i))) {
                    labels.add(c.labels().get(i));
                }
            }
            projected.add(new Cell(c.index(), c.id(), labels, List.of()));
        }
        Cell cell = oneCell(ruleNode, Paths.child("analysis", key), kept, projected);
        return cell == null ? null : labels(cell, kept);
    }
}
