package org.repsim.experiments.input;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.repsim.charts.ChartSpec;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.run.RunWindow;
import org.repsim.experiments.RepsimVersion;
import org.repsim.experiments.bindings.BindingException;
import org.repsim.experiments.bindings.CellInput;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.bindings.PreparedCell;
import org.repsim.experiments.bindings.ProfileResolver;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;
import org.repsim.experiments.matrix.Cell;
import org.repsim.experiments.matrix.CellSeeds;
import org.repsim.experiments.matrix.Matrix;
import org.repsim.experiments.matrix.Setting;

/**
 * Experiment file → validated {@link ExperimentSpec}, or {@link InvalidInputException} listing
 * every problem found. Nothing runs and nothing is written here; every cell is built (and
 * accepted by its model binding) before the first one runs.
 */
public final class ExperimentLoader {
    private final ModelRegistry registry;
    private final ObjectSchema topSchema;
    private final Limits limits;

    /** A loader without size or cost limits (for re-reading what a run has already accepted). */
    public ExperimentLoader(ModelRegistry registry) {
        this(registry, Limits.NONE);
    }

    public ExperimentLoader(ModelRegistry registry, Limits limits) {
        this.registry = registry;
        this.topSchema = ExperimentSchema.of(registry);
        this.limits = limits;
    }

    public ObjectSchema schema() {
        return topSchema;
    }

    /**
     * Validates everything before returning: every problem of the file is collected (schema,
     * matrix, references, charts, each cell's binding and run window, limits), then thrown at once.
     * Checks that depend on a part found broken are skipped, so nothing is reported twice.
     */
    public ExperimentSpec load(Path file, List<SetOverride> sets) {
        String[] activity = {"loading " + file};
        try {
            return load(file, sets, activity);
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw new OutOfResourcesException(activity[0], e);
        }
    }

    /**
     * Validates a document that is already resolved (extends merged, paths absolute), as
     * {@link #load} does after reading a file: how an analysis checks the cells it derives from an
     * experiment ({@code source} and {@code inputHash} are the experiment's own).
     */
    public ExperimentSpec loadResolved(Path source, String inputHash, YMap document) {
        String[] activity = {"loading " + source};
        try {
            return check(source, inputHash, document, new Problems(), activity);
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw new OutOfResourcesException(activity[0], e);
        }
    }

    /** {@code activity[0]} names the cell being prepared, for the message if memory runs out. */
    private ExperimentSpec load(Path file, List<SetOverride> sets, String[] activity) {
        String display = file.toString();
        ExtendsResolver.Resolved resolved = ExtendsResolver.resolve(file, display);
        Problems problems = new Problems();
        YMap doc = resolved.document();
        for (SetOverride s : sets) {
            YMap updated = DocumentPaths.set(doc, s.path(), s.value(), s.value().mark()).orElse(null);
            if (updated == null) {
                problems.add(s.value().mark(), s.path(), "cannot set: the path runs through a value that is not a mapping");
            } else {
                doc = updated;
            }
        }
        return check(file, resolved.inputHash(), normalise(doc, file), problems, activity);
    }

    private ExperimentSpec check(Path file, String inputHash, YMap doc, Problems problems, String[] activity) {
        @SuppressWarnings("unchecked")
        Map<String, Object> top = (Map<String, Object>) topSchema.check(doc, "", problems);
        ExperimentNames.checkReserved(doc, problems);
        YNode modelNode = doc.get("model").orElse(null);
        ModelBinding model = modelNode instanceof YScalar ms ? registry.find(ms.text()).orElse(null) : null;
        if (model == null) {
            problems.throwIfAny();   // no model: nothing else can be checked
        }
        doc = absolutePaths(doc, file, model.fileKeys());

        MatrixReader matrixReader = new MatrixReader(model.scenarioSchema(), model.id(),
                model.profiles().keys().keys().stream().map(org.repsim.engine.cost.CostKey::name).toList(), problems,
                limits.maxCells());
        Matrix matrix = doc.get("matrix").isPresent() && field("matrix", doc) == null ? null
                : matrixReader.read(doc.get("matrix").orElse(null));
        if (matrix == null) {
            checkWithoutMatrix(doc, model, matrixReader, baseDir(file), problems);
            problems.throwIfAny();
        }

        @SuppressWarnings("unchecked")
        List<Object> referenceList = (List<Object>) field("reference", doc);
        ReferenceReader.Read referenceRead = referenceList == null ? null : ReferenceReader.read(referenceList,
                doc.get("reference").orElse(null), matrix, model, matrixReader, problems);
        List<SortedMap<String, Double>> references = referenceRead == null ? null : referenceRead.perCell();
        @SuppressWarnings("unchecked")
        List<Object> chartList = (List<Object>) field("charts", doc);
        List<ChartSpec> charts = chartList == null ? List.of()
                : new ChartReader(model, matrix, problems).read(chartList, doc.get("charts").orElse(null));

        Object seedValue = field("seed", doc);
        Object replicationsValue = field("replications", doc);
        long seed = seedValue == null ? 0 : (Long) seedValue;
        int replications = replicationsValue == null ? 1 : Math.toIntExact((Long) replicationsValue);
        boolean commonRandomNumbers = Boolean.TRUE.equals(field("common_random_numbers", doc));
        Path baseDir = baseDir(file);
        List<CellPlan> plans = new ArrayList<>();
        for (Cell cell : matrix.cells()) {
            activity[0] = "loading " + file + ", cell " + cell.id();
            CellPlan plan = plan(cell, doc, model, commonRandomNumbers ? CellSeeds.of(seed, Cell.NO_AXES_ID)
                    : CellSeeds.of(seed, cell.id()), replications, baseDir,
                    references == null ? new TreeMap<>() : references.get(cell.index()), problems);
            if (plan != null) {
                plans.add(plan);
            }
        }
        AnalysisSpec analysis = null;
        @SuppressWarnings("unchecked")
        Map<String, Object> analysisValue = (Map<String, Object>) field("analysis", doc);
        if (analysisValue != null && problems.isEmpty()) {
            YMap analysed = doc;
            analysis = AnalysisReader.read(analysisValue, (YMap) doc.get("analysis").orElseThrow(), matrix, model,
                    matrixReader, cell -> profileOf(cell, analysed, model, baseDir), problems);
            if (analysis != null) {
                // The analysis draws its own chart; the file's charts describe the matrix's cells.
                charts = List.of(AnalysisReader.chart(analysis));
            }
        }
        if (problems.isEmpty()) {
            CostBudget.check(limits, plans, replications, doc, problems);
        }
        problems.throwIfAny();
        String profile = top.get("profile") == null ? model.profiles().defaultName() : (String) top.get("profile");
        return new ExperimentSpec((String) top.get("name"), (String) top.get("description"), model, profile, seed,
                replications, file, inputHash, doc, matrix, plans, charts,
                referenceRead == null ? List.of() : referenceRead.all(), analysis);
    }

    private static Path baseDir(Path file) {
        return file.toAbsolutePath().getParent();
    }

    /**
     * A matrix with problems has no cells, yet the rest of the file can still be checked, so that
     * the user sees every problem in one go: the charts against the axes that could be read, and
     * each value of the axes without problems of their own, alone on top of the document (schema,
     * profile, model binding).
     */
    private void checkWithoutMatrix(YMap doc, ModelBinding model, MatrixReader matrixReader, Path baseDir,
                                    Problems problems) {
        List<org.repsim.experiments.matrix.Axis> axes = matrixReader.axes();
        @SuppressWarnings("unchecked")
        List<Object> chartList = (List<Object>) field("charts", doc);
        if (chartList != null) {
            new ChartReader(model, new Matrix(axes, List.of()), problems).read(chartList, doc.get("charts").orElse(null));
        }
        plan(new Cell(0, Cell.NO_AXES_ID, List.of(), List.of()), doc, model, 0, 1, baseDir, new TreeMap<>(), problems);
        for (org.repsim.experiments.matrix.Axis axis : matrixReader.intactAxes()) {
            for (org.repsim.experiments.matrix.AxisValue v : axis.values()) {
                plan(new Cell(0, axis.name() + "=" + v.label(), List.of(v.label()), v.settings()), doc, model, 0, 1,
                        baseDir, new TreeMap<>(), problems);
            }
        }
    }

    /**
     * One top-level key checked on its own (its problems are already reported by the whole-document
     * check), so a broken key elsewhere does not stop the checks that need this one. Null if broken.
     */
    private Object field(String key, YMap doc) {
        return fieldOf(topSchema, key, doc, new Problems());
    }

    private static Object fieldOf(ObjectSchema schema, String key, YMap doc, Problems sink) {
        org.repsim.experiments.schema.Field f = schema.field(key).orElseThrow();
        YNode node = doc.get(key).orElse(null);
        return node == null ? f.defaultValue() : f.type().check(node, key, sink);
    }

    /**
     * Makes the resolved document self-contained (it is written as experiment.yaml and re-read
     * from there by {@code repsim charts} and {@code repsim verify}): the name defaults to the
     * file stem and is written out; {@code extends} is gone (already merged); a profile given as
     * a path becomes absolute.
     */
    private static YMap normalise(YMap doc, Path file) {
        if (doc.get("name").isEmpty()) {
            String stem = file.getFileName().toString().replaceFirst("\\.(yaml|yml)$", "");
            doc = new YMap(prepend(new YMap.Entry("name", doc.mark(), new YScalar(stem, true, doc.mark())),
                    doc.entries()), doc.mark());
        }
        return absolutePaths(doc, file, List.of("profile"));
    }

    /** Path-like values at these keys become absolute (the resolved document is re-read from the results folder). */
    private static YMap absolutePaths(YMap doc, Path file, List<String> keyPaths) {
        for (String keyPath : keyPaths) {
            YNode value = DocumentPaths.at(doc, keyPath).orElse(null);
            if (value instanceof YScalar p && !p.isNull() && ProfileResolver.looksLikePath(p.text())) {
                Path abs = file.toAbsolutePath().getParent().resolve(p.text()).normalize();
                doc = DocumentPaths.set(doc, keyPath, new YScalar(abs.toString(), false, p.mark()), p.mark()).orElse(doc);
            }
        }
        return doc;
    }

    private static List<YMap.Entry> prepend(YMap.Entry first, List<YMap.Entry> rest) {
        List<YMap.Entry> out = new ArrayList<>(rest.size() + 1);
        out.add(first);
        out.addAll(rest);
        return out;
    }

    /** Whether the cell's own axis values touch {@code keyPath} (then the message names the cell). */
    private static boolean setByCell(Cell cell, String keyPath) {
        return cell.settings().stream().anyMatch(s -> keyPath.equals(s.path()) || keyPath.startsWith(s.path() + ".")
                || s.path().startsWith(keyPath + "."));
    }

    /** The cost profile {@code cell} runs with (its axis values applied), or null when it does not resolve. */
    private CostProfile profileOf(Cell cell, YMap doc, ModelBinding model, Path baseDir) {
        YMap cellDoc = withSettings(cell, doc);
        Problems ignored = new Problems();
        Object profileValue = fieldOf(topSchema, "profile", cellDoc, ignored);
        @SuppressWarnings("unchecked")
        Map<String, Object> rawOverrides = (Map<String, Object>) fieldOf(topSchema, "overrides", cellDoc, ignored);
        if (!ignored.isEmpty()) {
            return null;
        }
        Map<String, Double> overrides = new LinkedHashMap<>();
        rawOverrides.forEach((k, v) -> overrides.put(k, (Double) v));
        try {
            return model.profiles().resolve("profile", profileValue == null ? model.profiles().defaultName()
                    : (String) profileValue, baseDir, overrides);
        } catch (BindingException e) {
            return null;
        }
    }

    private static YMap withSettings(Cell cell, YMap doc) {
        YMap cellDoc = doc;
        for (Setting s : cell.settings()) {
            Mark mark = s.value().mark();
            cellDoc = DocumentPaths.set(cellDoc, s.path(), s.value(), mark).orElse(cellDoc);
        }
        return cellDoc;
    }

    private CellPlan plan(Cell cell, YMap doc, ModelBinding model, long cellSeed, int replications, Path baseDir,
                          SortedMap<String, Double> references, Problems problems) {
        YMap cellDoc = withSettings(cell, doc);
        // Only the keys an axis may set (MatrixReader.SETTABLE_TOP) differ between cells; the rest of
        // the document was checked once. Each value is checked where it was written (problems
        // found in several cells are reported once).
        YNode scenarioNode = cellDoc.get("scenario").orElse(new YScalar("", true, cellDoc.mark()));
        @SuppressWarnings("unchecked")
        Map<String, Object> scenario = (Map<String, Object>) model.scenarioSchema().check(scenarioNode, "scenario", problems);
        Problems local = new Problems();
        Object profileValue = fieldOf(topSchema, "profile", cellDoc, local);
        @SuppressWarnings("unchecked")
        Map<String, Object> rawOverrides = (Map<String, Object>) fieldOf(topSchema, "overrides", cellDoc, local);
        Double warmup = (Double) fieldOf(topSchema, "warmup", cellDoc, local);
        Double duration = (Double) fieldOf(topSchema, "duration", cellDoc, local);
        problems.addAll(local);
        if (!local.isEmpty()) {
            return null;
        }
        String inCell = cell.id().equals(Cell.NO_AXES_ID) ? "" : " (in cell " + cell.id() + ")";
        String profile = profileValue == null ? model.profiles().defaultName() : (String) profileValue;
        Map<String, Double> overrides = new LinkedHashMap<>();
        rawOverrides.forEach((k, v) -> overrides.put(k, (Double) v));
        // The profile is resolved on its own first, so that a bad profile does not hide the
        // scenario's problems: the scenario is then checked against the default profile.
        boolean profileOk = true;
        try {
            model.profiles().resolve("profile", profile, baseDir, overrides);
        } catch (BindingException e) {
            problems.add(DocumentPaths.markOf(cellDoc, e.keyPath()), e.keyPath(),
                    e.getMessage() + (setByCell(cell, e.keyPath()) ? inCell : ""));
            profileOk = false;
        }
        if (scenario == null) {
            return null;
        }
        PreparedCell prepared;
        try {
            prepared = model.prepare(profileOk ? new CellInput(scenario, profile, baseDir, overrides)
                    : new CellInput(scenario, model.profiles().defaultName(), baseDir, Map.of()));
        } catch (BindingException e) {
            problems.add(DocumentPaths.markOf(cellDoc, e.keyPath()), e.keyPath(),
                    e.getMessage() + (setByCell(cell, e.keyPath()) ? inCell : ""));
            return null;
        } catch (RuntimeException e) {
            // Safety net: a model record refusing a value the binding did not foresee is still bad
            // input, reported with a location rather than as a stack trace.
            problems.add(DocumentPaths.markOf(cellDoc, "scenario"), "scenario", "the " + model.id()
                    + " model refused this scenario: " + e.getMessage() + inCell);
            return null;
        }
        RunWindow window = RunWindows.of(warmup, duration, cellDoc, prepared, inCell, problems);
        if (window == null || !profileOk) {
            return null;
        }
        Map<String, Object> config = new TreeMap<>();
        config.put("repsim", RepsimVersion.VERSION);
        config.put("model", model.id());
        config.put("cell", cell.id());
        config.put("seed", cellSeed);
        config.put("replications", (long) replications);
        config.put("warmup_ns", window.warmupNanos());
        config.put("duration_ns", window.durationNanos());
        config.put("profile", profile);
        config.put("overrides", rawOverrides);
        config.put("scenario", scenario);
        config.put("identity", prepared.identity());
        String hash = Hashing.sha256Of(config);
        return new CellPlan(cell, window, prepared, cellSeed, references, hash);
    }

}
