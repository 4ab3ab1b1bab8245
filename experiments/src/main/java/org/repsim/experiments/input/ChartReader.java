package org.repsim.experiments.input;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.repsim.charts.ChartKind;
import org.repsim.charts.ChartSpec;
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
import org.repsim.experiments.matrix.Matrix;

/**
 * The {@code charts:} list → {@link ChartSpec}s, checked against the model's metrics and timer
 * scopes and the matrix (its axes, and the cells left after exclude/only): everything the chart
 * stage would refuse that does not depend on simulated values is found here, before a run.
 */
final class ChartReader {
    private final ModelBinding model;
    private final List<Axis> axes;
    private final List<Cell> cells;
    private final Problems problems;

    ChartReader(ModelBinding model, Matrix matrix, Problems problems) {
        this.model = model;
        this.axes = matrix.axes();
        this.cells = matrix.cells();
        this.problems = problems;
    }

    @SuppressWarnings("unchecked")
    List<ChartSpec> read(List<Object> checked, YNode chartsNode) {
        List<ChartSpec> out = new ArrayList<>();
        Set<String> ids = new LinkedHashSet<>();
        for (int i = 0; i < checked.size(); i++) {
            Map<String, Object> c = (Map<String, Object>) checked.get(i);
            YMap node = (YMap) ((YList) chartsNode).items().get(i);
            String path = Paths.index("charts", i);
            String id = (String) c.get("id");
            if (!ids.add(id)) {
                problems.add(node.get("id").orElseThrow().mark(), Paths.child(path, "id"), "duplicate chart id '" + id + "'");
            }
            ChartKind kind = ChartKind.fromYaml((String) c.get("kind"));
            List<String> metrics = (List<String>) c.get("metrics");
            checkMetrics(kind, metrics, node, path);
            String x = (String) c.get("x");
            String series = (String) c.get("series");
            checkAxis(x, node, path, "x");
            checkAxis(series, node, path, "series");
            if (kind == ChartKind.LINES) {
                checkNumericX(x, node, path, (Boolean) c.get("log_x"));
            }
            Map<String, String> baseline = labelMap(node, path, "baseline");
            Map<String, String> where = labelMap(node, path, "where");
            List<Cell> drawn = cellsWhere(where, node, path);
            if (kind == ChartKind.BARS && !baseline.isEmpty() && !drawn.isEmpty()) {
                checkBaselines(baseline, drawn, node, path);
            }
            if (kind == ChartKind.TIMERS) {
                checkScopes((List<String>) c.get("scopes"), node, path);
            }
            out.add(new ChartSpec(id, kind, (String) c.get("title"), metrics, x, series, baseline,
                    (Boolean) c.get("log_x"), (Boolean) c.get("log_y"), (String) c.get("y_label"), where,
                    (List<String>) c.get("scopes")));
        }
        return out;
    }

    private void checkMetrics(ChartKind kind, List<String> metrics, YMap node, String path) {
        if (kind == ChartKind.TIMERS) {
            return;
        }
        String metricsPath = Paths.child(path, "metrics");
        if (metrics.isEmpty()) {
            problems.add(node.get("metrics").map(YNode::mark).orElse(node.mark()), metricsPath,
                    "a " + kind.yamlName() + " chart needs at least one metric");
            return;
        }
        Metric.Kind wanted = switch (kind) {
            case TIMESERIES -> Metric.Kind.SERIES;
            case CDF -> Metric.Kind.DISTRIBUTION;
            default -> Metric.Kind.SCALAR;
        };
        List<YNode> items = ((YList) node.get("metrics").orElseThrow()).items();
        List<String> known = model.metrics().declared().stream().filter(m -> m.kind() == wanted).map(Metric::name).toList();
        for (int j = 0; j < metrics.size(); j++) {
            String m = metrics.get(j);
            if (model.metrics().find(m, wanted).isPresent()) {
                continue;   // a name may exist in several kinds (e.g. frame_ms as scalar and series)
            }
            Optional<Metric> info = model.metrics().declared().stream().filter(x -> x.matches(m)).findFirst();
            if (info.isEmpty()) {
                problems.add(items.get(j).mark(), Paths.index(metricsPath, j), "unknown metric '" + m + "' for model "
                        + model.id() + Suggest.didYouMean(m, model.metrics().declared().stream().map(Metric::name).distinct().toList()));
            } else if (info.get().kind() != wanted) {
                problems.add(items.get(j).mark(), Paths.index(metricsPath, j), "metric '" + m + "' is a "
                        + info.get().kind().name().toLowerCase(java.util.Locale.ROOT) + " metric; a " + kind.yamlName()
                        + " chart draws " + wanted.name().toLowerCase(java.util.Locale.ROOT) + " metrics"
                        + (known.isEmpty() ? "" : " such as " + String.join(", ", known.subList(0, Math.min(3, known.size())))));
            }
        }
    }

    private void checkAxis(String axis, YMap node, String path, String key) {
        if (axis != null && axes.stream().noneMatch(a -> a.name().equals(axis))) {
            problems.add(node.get(key).orElseThrow().mark(), Paths.child(path, key), "unknown axis '" + axis + "'"
                    + Suggest.didYouMean(axis, axes.stream().map(Axis::name).toList())
                    + (axes.isEmpty() ? "; this experiment has no matrix" : ""));
        }
    }

    private void checkNumericX(String x, YMap node, String path, boolean logX) {
        if (x == null) {
            problems.add(node.mark(), Paths.child(path, "x"), "a lines chart needs an x axis");
            return;
        }
        axes.stream().filter(a -> a.name().equals(x)).findFirst().ifPresent(a -> {
            for (String label : a.labels()) {
                try {
                    double value = Double.parseDouble(label);   // parsed first: a log-free chart needs numbers too
                    if (logX && value <= 0) {
                        problems.add(node.get("log_x").orElseThrow().mark(), Paths.child(path, "log_x"), "a logarithmic"
                                + " x axis cannot show " + x + " = " + label + " (values must be > 0)");
                        return;
                    }
                } catch (NumberFormatException e) {
                    problems.add(node.get("x").orElseThrow().mark(), Paths.child(path, "x"), "a lines chart needs a numeric"
                            + " x axis, but axis '" + x + "' has the label '" + label + "'");
                    return;
                }
            }
        });
    }

    /** The cells a {@code where:} keeps; none left is refused (an empty chart would hide a typo). */
    private List<Cell> cellsWhere(Map<String, String> where, YMap node, String path) {
        List<Cell> kept = cells.stream().filter(c -> matches(c, where)).toList();
        if (kept.isEmpty() && !cells.isEmpty()) {
            problems.add(node.get("where").orElseThrow().mark(), Paths.child(path, "where"),
                    "no cell of the matrix matches " + where + " (exclude/only rules remove them)");
        }
        return kept;
    }

    private boolean matches(Cell c, Map<String, String> labels) {
        for (Map.Entry<String, String> e : labels.entrySet()) {
            int axis = axisIndex(e.getKey());
            if (axis < 0 || !c.labels().get(axis).equals(e.getValue())) {
                return false;
            }
        }
        return true;
    }

    private int axisIndex(String name) {
        for (int i = 0; i < axes.size(); i++) {
            if (axes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** bars with a baseline: each drawn cell needs its baseline cell (same labels but the baseline axes'). */
    private void checkBaselines(Map<String, String> baseline, List<Cell> drawn, YMap node, String path) {
        for (Cell c : drawn) {
            boolean found = drawn.stream().anyMatch(b -> matches(b, baseline) && sameExcept(b, c, baseline.keySet()));
            if (!found) {
                problems.add(node.get("baseline").orElseThrow().mark(), Paths.child(path, "baseline"), "cell " + c.id()
                        + " has no baseline cell " + baseline + " among the drawn cells (exclude/only or where remove it)");
                return;
            }
        }
    }

    private boolean sameExcept(Cell a, Cell b, Set<String> ignored) {
        for (int i = 0; i < axes.size(); i++) {
            if (!ignored.contains(axes.get(i).name()) && !a.labels().get(i).equals(b.labels().get(i))) {
                return false;
            }
        }
        return true;
    }

    /** timers: each scope must be a scope the model declares (empty declaration: not checked). */
    private void checkScopes(List<String> scopes, YMap node, String path) {
        List<String> declared = model.timerScopes();
        if (declared.isEmpty()) {
            return;
        }
        for (int j = 0; j < scopes.size(); j++) {
            String scope = scopes.get(j);
            if (!declared.contains(scope)) {
                List<YNode> items = ((YList) node.get("scopes").orElseThrow()).items();
                problems.add(items.get(j).mark(), Paths.index(Paths.child(path, "scopes"), j), "model " + model.id()
                        + " has no timer scope '" + scope + "'" + Suggest.didYouMean(scope, declared)
                        + "; its top-level scopes are " + String.join(", ", declared.stream()
                        .filter(d -> d.indexOf('/') < 0).toList()) + " (children as parent/child)");
            }
        }
    }

    /** baseline / where: axis → one label of that axis. */
    private Map<String, String> labelMap(YMap node, String path, String key) {
        Map<String, String> out = new LinkedHashMap<>();
        Optional<YNode> b = node.get(key);
        if (b.isEmpty() || !(b.get() instanceof YMap m)) {
            return out;
        }
        for (YMap.Entry e : m.entries()) {
            String keyPath = Paths.child(Paths.child(path, key), e.key());
            Axis axis = axes.stream().filter(a -> a.name().equals(e.key())).findFirst().orElse(null);
            if (axis == null) {
                problems.add(e.keyMark(), keyPath, "unknown axis '" + e.key() + "'"
                        + Suggest.didYouMean(e.key(), axes.stream().map(Axis::name).toList()));
            } else if (!(e.value() instanceof YScalar s) || !axis.labels().contains(s.text())) {
                String got = e.value() instanceof YScalar s ? s.text() : e.value().shape();
                problems.add(e.value().mark(), keyPath, "axis '" + axis.name() + "' has no value '" + got + "'"
                        + Suggest.didYouMean(got, axis.labels()));
            } else {
                out.put(e.key(), s.text());
            }
        }
        return out;
    }
}
