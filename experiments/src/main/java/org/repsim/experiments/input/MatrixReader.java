package org.repsim.experiments.input;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.problem.Suggest;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.experiments.schema.Paths;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;
import org.repsim.experiments.matrix.Axis;
import org.repsim.experiments.matrix.AxisValue;
import org.repsim.experiments.matrix.CellRule;
import org.repsim.experiments.matrix.Matrix;
import org.repsim.experiments.matrix.Setting;

/**
 * Turns the (structurally checked) {@code matrix:} node into axes and cells: checks labels,
 * the parameter paths values set, lockstep partners and {@code exclude}/{@code only} rules, and
 * refuses a matrix that yields no cell.
 */
final class MatrixReader {
    /** Top-level keys an axis may set besides scenario.* and overrides.*. */
    private static final List<String> SETTABLE_TOP = List.of("scenario", "overrides", "profile", "warmup", "duration");

    private final ObjectSchema scenarioSchema;
    private final List<String> costKeys;
    private final String modelId;
    private final Problems problems;
    private final long maxCells;

    /** {@code costKeys}: the cost-profile keys of the model ({@code modelId}) that {@code overrides.<key>} may name. */
    MatrixReader(ObjectSchema scenarioSchema, String modelId, List<String> costKeys, Problems problems, long maxCells) {
        this.scenarioSchema = scenarioSchema;
        this.modelId = modelId;
        this.costKeys = List.copyOf(costKeys);
        this.problems = problems;
        this.maxCells = maxCells;
    }

    private List<Axis> readAxes = List.of();
    private List<Axis> intactAxes = new ArrayList<>();

    /** The axes read by the last {@link #read}, those with problems included (their bad values left out). */
    List<Axis> axes() {
        return List.copyOf(readAxes);
    }

    /** The axes of the last {@link #read} that had no problem of their own (path and every value fine). */
    List<Axis> intactAxes() {
        return List.copyOf(intactAxes);
    }

    /** The matrix, or null after reporting its problems (problems found before this call are not its own). */
    Matrix read(YNode matrixNode) {
        int before = problems.size();
        if (!(matrixNode instanceof YMap matrix)) {
            return Matrix.expand(List.of(), List.of(), List.of());
        }
        YList axesNode = (YList) matrix.get("axes").orElseThrow();
        List<Axis> axes = new ArrayList<>();
        readAxes = axes;
        intactAxes = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < axesNode.items().size(); i++) {
            YMap a = (YMap) axesNode.items().get(i);
            int beforeAxis = problems.size();
            Axis axis = axis(a, "matrix.axes[" + i + "]");
            if (axis == null) {
                continue;
            }
            if (problems.size() == beforeAxis) {
                intactAxes.add(axis);
            }
            if (!names.add(axis.name())) {
                problems.add(a.get("name").orElseThrow().mark(), "matrix.axes[" + i + "].name",
                        "duplicate axis name '" + axis.name() + "'");
                continue;
            }
            axes.add(axis);
        }
        checkLocksteps(axes, axesNode);
        if (problems.size() > before) {
            return null;
        }
        List<CellRule> exclude = rules(matrix.get("exclude").orElse(null), "matrix.exclude", axes);
        List<CellRule> only = rules(matrix.get("only").orElse(null), "matrix.only", axes);
        if (problems.size() > before || !withinSize(axes, matrix)) {
            return null;
        }
        Matrix m = Matrix.expand(axes, exclude, only);
        if (m.cells().isEmpty()) {
            problems.add(matrix.mark(), "matrix", "the matrix is empty: exclude/only rules remove every cell");
            return null;
        }
        return m;
    }

    /**
     * The product of the (non-lockstep) axis sizes against the cell limit, before anything is
     * expanded: a few lines of YAML can ask for millions of cells, each validated and held in memory.
     */
    private boolean withinSize(List<Axis> axes, YMap matrix) {
        double product = 1;
        StringBuilder sizes = new StringBuilder();
        for (Axis a : axes) {
            if (!a.isLockstep()) {
                product *= a.values().size();
                sizes.append(sizes.length() == 0 ? "" : " × ").append(a.values().size());
            }
        }
        if (product > maxCells) {
            problems.add(matrix.mark(), "matrix", String.format(java.util.Locale.ROOT, "the matrix has %.0f cells (%s"
                    + " values), more than the limit of %d (--max-cells); split the experiment, use fewer axis"
                    + " values, or raise --max-cells", product, sizes, maxCells));
            return false;
        }
        return true;
    }

    private Axis axis(YMap a, String path) {
        String name = ((YScalar) a.get("name").orElseThrow()).text();
        String axisPath = a.get("path").map(n -> ((YScalar) n).text()).orElse(null);
        String lockstep = a.get("lockstep").map(n -> ((YScalar) n).text()).orElse(null);
        if (axisPath != null) {
            checkParameterPath(axisPath, a.get("path").get().mark(), Paths.child(path, "path"));
        }
        YList values = (YList) a.get("values").orElseThrow();
        List<AxisValue> out = new ArrayList<>();
        Set<String> labels = new LinkedHashSet<>();
        for (int i = 0; i < values.items().size(); i++) {
            String vpath = Paths.index(Paths.child(path, "values"), i);
            AxisValue v = value(values.items().get(i), axisPath, name, vpath);
            if (v == null) {
                continue;
            }
            if (!labels.add(v.label())) {
                problems.add(v.mark(), vpath, "duplicate label '" + v.label() + "' in axis '" + name + "'");
                continue;
            }
            out.add(v);
        }
        return new Axis(name, out, lockstep, a.mark());
    }

    private AxisValue value(YNode node, String axisPath, String axisName, String path) {
        if (node instanceof YScalar s && !s.isNull()) {
            if (axisPath == null) {
                problems.add(s.mark(), path, "axis '" + axisName
                        + "' has no path, so its values must be {label: ..., set: {path: value, ...}}");
                return null;
            }
            return checkLabel(s.text(), s.mark(), path)
                    ? new AxisValue(s.text(), List.of(new Setting(axisPath, s)), s.mark()) : null;
        }
        if (!(node instanceof YMap m)) {
            problems.add(node.mark(), path, "expected a scalar or {label, set}, got a " + node.shape());
            return null;
        }
        boolean ok = true;
        for (YMap.Entry e : m.entries()) {
            if (!e.key().equals("label") && !e.key().equals("set")) {
                problems.add(e.keyMark(), Paths.child(path, e.key()), "unknown key '" + e.key() + "'"
                        + Suggest.didYouMean(e.key(), List.of("label", "set")));
                ok = false;
            }
        }
        YNode label = m.get("label").orElse(null);
        YNode set = m.get("set").orElse(null);
        if (!(label instanceof YScalar ls) || ls.isNull()) {
            problems.add(label == null ? m.mark() : label.mark(), Paths.child(path, "label"),
                    label == null ? "missing required key 'label'" : "expected a scalar label");
            return null;
        }
        ok &= checkLabel(ls.text(), ls.mark(), Paths.child(path, "label"));
        List<Setting> settings = new ArrayList<>();
        if (set == null && axisPath == null) {
            problems.add(m.mark(), Paths.child(path, "set"), "missing required key 'set' (the axis has no path)");
            return null;
        }
        if (set != null) {
            // An empty mapping is a value that sets nothing: the baseline of an axis of changes.
            if (!(set instanceof YMap sm)) {
                problems.add(set.mark(), Paths.child(path, "set"), "expected a mapping {parameter.path: value}");
                return null;
            }
            for (YMap.Entry e : sm.entries()) {
                ok &= checkParameterPath(e.key(), e.keyMark(), Paths.child(Paths.child(path, "set"), e.key()));
                settings.add(new Setting(e.key(), e.value()));
            }
        }
        return ok ? new AxisValue(ls.text(), settings, ls.mark()) : null;
    }

    private boolean checkLabel(String label, Mark mark, String path) {
        if (label.isEmpty() || label.contains(",") || label.contains("=") || label.contains("\n")) {
            problems.add(mark, path, "label '" + label + "' must be non-empty and contain no ',', '=' or newline"
                    + " (labels form cell ids like axis=label,axis=label)");
            return false;
        }
        return true;
    }

    /** A parameter path an axis may set: scenario.<known key path>, overrides.<key>, profile, warmup, duration. */
    boolean checkParameterPath(String path, Mark mark, String keyPath) {
        String[] segments = path.split("\\.", -1);
        String top = segments[0];
        if (!SETTABLE_TOP.contains(top)) {
            problems.add(mark, keyPath, "cannot set '" + path + "': a matrix axis sets scenario.<key>, overrides.<key>,"
                    + " profile, warmup or duration" + Suggest.didYouMean(top, SETTABLE_TOP));
            return false;
        }
        boolean nested = top.equals("scenario") || top.equals("overrides");
        if (nested != segments.length > 1 || (top.equals("overrides") && segments.length != 2)) {
            problems.add(mark, keyPath, "cannot set '" + path + "': expected " + (nested ? top + ".<key>" : top));
            return false;
        }
        if (top.equals("overrides") && !costKeys.contains(segments[1])) {
            // Found here, at the axis, rather than once per cell and value by the profile resolver.
            problems.add(mark, keyPath, "unknown cost-profile key '" + segments[1] + "' for model " + modelId
                    + Suggest.didYouMean(segments[1], costKeys));
            return false;
        }
        if (top.equals("scenario")) {
            String rest = path.substring("scenario.".length());
            if (scenarioSchema.at(rest).isEmpty()) {
                // Suggest against the keys of the deepest object the path reaches.
                int cut = rest.lastIndexOf('.');
                String parent = cut < 0 ? "" : rest.substring(0, cut);
                String last = rest.substring(cut + 1);
                List<String> siblings = (parent.isEmpty() ? java.util.Optional.<org.repsim.experiments.schema.Schema>of(scenarioSchema)
                        : scenarioSchema.at(parent))
                        .filter(s -> s instanceof ObjectSchema).map(s -> ((ObjectSchema) s).names()).orElse(List.of());
                problems.add(mark, keyPath, "unknown parameter '" + path + "'" + Suggest.didYouMean(last, siblings));
                return false;
            }
        }
        return true;
    }

    private void checkLocksteps(List<Axis> axes, YList axesNode) {
        for (int i = 0; i < axes.size(); i++) {
            Axis a = axes.get(i);
            if (!a.isLockstep()) {
                continue;
            }
            Axis leader = axes.stream().filter(x -> x.name().equals(a.lockstepWith())).findFirst().orElse(null);
            String path = "matrix.axes[" + i + "].lockstep";
            Mark mark = a.mark();
            if (leader == null || leader == a) {
                problems.add(mark, path, "lockstep axis '" + a.lockstepWith() + "' is not another axis of this matrix"
                        + Suggest.didYouMean(a.lockstepWith(), axes.stream().map(Axis::name).toList()));
            } else if (leader.isLockstep()) {
                problems.add(mark, path, "axis '" + leader.name() + "' is itself lockstep; lock to its leader '"
                        + leader.lockstepWith() + "'");
            } else if (leader.values().size() != a.values().size()) {
                problems.add(mark, path, "axis '" + a.name() + "' has " + a.values().size() + " values but its lockstep"
                        + " partner '" + leader.name() + "' has " + leader.values().size());
            }
        }
    }

    /** exclude/only/reference/baseline rules: {axis: label or [labels]}, checked against the axes. */
    List<CellRule> rules(YNode node, String path, List<Axis> axes) {
        List<CellRule> out = new ArrayList<>();
        if (!(node instanceof YList list)) {
            return out;
        }
        for (int i = 0; i < list.items().size(); i++) {
            CellRule r = rule(list.items().get(i), Paths.index(path, i), axes);
            if (r != null) {
                out.add(r);
            }
        }
        return out;
    }

    CellRule rule(YNode node, String path, List<Axis> axes) {
        if (!(node instanceof YMap m)) {
            return new CellRule(Map.of());
        }
        Map<String, Set<String>> accepted = new TreeMap<>();
        boolean ok = true;
        for (YMap.Entry e : m.entries()) {
            String keyPath = Paths.child(path, e.key());
            Axis axis = axes.stream().filter(a -> a.name().equals(e.key())).findFirst().orElse(null);
            if (axis == null) {
                problems.add(e.keyMark(), keyPath, "unknown axis '" + e.key() + "'"
                        + Suggest.didYouMean(e.key(), axes.stream().map(Axis::name).toList()));
                ok = false;
                continue;
            }
            List<YNode> labelNodes = e.value() instanceof YList l ? l.items() : List.of(e.value());
            Set<String> labels = new LinkedHashSet<>();
            for (YNode ln : labelNodes) {
                if (!(ln instanceof YScalar s) || s.isNull()) {
                    problems.add(ln.mark(), keyPath, "expected a label of axis '" + axis.name() + "'");
                    ok = false;
                } else if (!axis.labels().contains(s.text())) {
                    problems.add(s.mark(), keyPath, "axis '" + axis.name() + "' has no value '" + s.text() + "'"
                            + Suggest.didYouMean(s.text(), axis.labels()) + "; its values are "
                            + String.join(", ", axis.labels()));
                    ok = false;
                } else {
                    labels.add(s.text());
                }
            }
            accepted.put(axis.name(), labels);
        }
        return ok ? new CellRule(accepted) : null;
    }
}
