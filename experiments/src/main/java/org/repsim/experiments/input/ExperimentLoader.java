package org.repsim.experiments.input;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.repsim.charts.ChartSpec;
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

    public ExperimentLoader(ModelRegistry registry) {
        this.registry = registry;
        this.topSchema = ExperimentSchema.of(registry);
    }

    public ObjectSchema schema() {
        return topSchema;
    }

    public ExperimentSpec load(Path file, List<SetOverride> sets) {
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
        problems.throwIfAny();
        doc = normalise(doc, file);

        @SuppressWarnings("unchecked")
        Map<String, Object> top = (Map<String, Object>) topSchema.check(doc, "", problems);
        problems.throwIfAny();
        ModelBinding model = registry.find((String) top.get("model")).orElseThrow();
        doc = absolutePaths(doc, file, model.fileKeys());

        MatrixReader matrixReader = new MatrixReader(model.scenarioSchema(), problems);
        Matrix matrix = matrixReader.read(doc.get("matrix").orElse(null));
        problems.throwIfAny();

        @SuppressWarnings("unchecked")
        List<SortedMap<String, Double>> references = ReferenceReader.read((List<Object>) top.get("reference"),
                doc.get("reference").orElse(null), matrix, model, matrixReader, problems);
        @SuppressWarnings("unchecked")
        List<ChartSpec> charts = new ChartReader(model, matrix.axes(), problems)
                .read((List<Object>) top.get("charts"), doc.get("charts").orElse(null));

        long seed = (Long) top.get("seed");
        int replications = Math.toIntExact((Long) top.get("replications"));
        Path baseDir = file.toAbsolutePath().getParent();
        List<CellPlan> plans = new ArrayList<>();
        for (Cell cell : matrix.cells()) {
            CellPlan plan = plan(cell, doc, model, seed, replications, baseDir, references.get(cell.index()), problems);
            if (plan != null) {
                plans.add(plan);
            }
        }
        problems.throwIfAny();
        String profile = top.get("profile") == null ? model.profiles().defaultName() : (String) top.get("profile");
        return new ExperimentSpec((String) top.get("name"), (String) top.get("description"), model, profile, seed,
                replications, file, resolved.inputHash(), doc, matrix, plans, charts);
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

    private CellPlan plan(Cell cell, YMap doc, ModelBinding model, long seed, int replications, Path baseDir,
                          SortedMap<String, Double> references, Problems problems) {
        YMap cellDoc = doc;
        for (Setting s : cell.settings()) {
            Mark mark = s.value().mark();
            cellDoc = DocumentPaths.set(cellDoc, s.path(), s.value(), mark).orElse(cellDoc);
        }
        Problems local = new Problems();
        @SuppressWarnings("unchecked")
        Map<String, Object> top = (Map<String, Object>) topSchema.check(cellDoc, "", local);
        YNode scenarioNode = cellDoc.get("scenario").orElse(new YScalar("", true, cellDoc.mark()));
        @SuppressWarnings("unchecked")
        Map<String, Object> scenario = (Map<String, Object>) model.scenarioSchema().check(scenarioNode, "scenario", local);
        problems.addAll(local);
        if (top == null || scenario == null) {
            return null;
        }
        String profile = top.get("profile") == null ? model.profiles().defaultName() : (String) top.get("profile");
        Map<String, Double> overrides = new LinkedHashMap<>();
        @SuppressWarnings("unchecked")
        Map<String, Object> rawOverrides = (Map<String, Object>) top.get("overrides");
        rawOverrides.forEach((k, v) -> overrides.put(k, (Double) v));
        PreparedCell prepared;
        try {
            prepared = model.prepare(new CellInput(scenario, profile, baseDir, overrides));
        } catch (BindingException e) {
            problems.add(DocumentPaths.markOf(cellDoc, e.keyPath()), e.keyPath(),
                    e.getMessage() + (setByCell(cell, e.keyPath()) ? " (in cell " + cell.id() + ")" : ""));
            return null;
        } catch (RuntimeException e) {
            // Safety net: a model record refusing a value the binding did not foresee is still bad
            // input, reported with a location rather than as a stack trace.
            problems.add(DocumentPaths.markOf(cellDoc, "scenario"), "scenario", "the " + model.id()
                    + " model refused this scenario: " + e.getMessage()
                    + (cell.id().equals(Cell.NO_AXES_ID) ? "" : " (in cell " + cell.id() + ")"));
            return null;
        }
        RunWindow window = RunWindow.ofSeconds((Double) top.get("warmup"), (Double) top.get("duration"));
        long cellSeed = CellSeeds.of(seed, cell.id());
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
