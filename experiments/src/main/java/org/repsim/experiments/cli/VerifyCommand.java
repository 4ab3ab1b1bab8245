package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.results.ExperimentWriter;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.Progress;
import org.repsim.experiments.runner.RunFailedException;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.results.CellValue;
import org.repsim.results.ManifestFile;
import org.repsim.results.Numbers;
import org.repsim.results.ResultFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code repsim verify DIR}: re-runs every experiment recorded in DIR (from its experiment.yaml,
 * restricted to the cells in its manifest) into a temporary folder and compares per-cell
 * fingerprints and the result files byte for byte. Exit 0 identical, 1 different.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Re-run the experiments recorded in DIR and check results are identical (exit 0) or not (1).")
public final class VerifyCommand implements Callable<Integer> {
    /** Compared byte for byte; manifest.json is compared by cell fingerprints (its input hash names the source file). */
    private static final List<String> COMPARED = ExperimentWriter.DETERMINISTIC_FILES.stream()
            .filter(f -> !f.equals(ManifestFile.NAME)).toList();

    @Spec
    CommandSpec commandSpec;

    @Parameters(index = "0", paramLabel = "DIR", description = "Results folder written by repsim run.")
    Path dir;

    @Mixin
    ThreadsOption threads;   // --threads, refused below 1 like run's

    private final ModelRegistry registry;

    public VerifyCommand() {
        this(ModelRegistry.standard());
    }

    public VerifyCommand(ModelRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = commandSpec.commandLine().getOut();
        PrintWriter err = commandSpec.commandLine().getErr();
        List<Path> dirs = ResultDirs.experiments(dir);
        if (dirs.isEmpty()) {
            err.println(dir + ": no experiment results here (no */manifest.json)");
            return 2;
        }
        ExperimentLoader loader = new ExperimentLoader(registry);
        List<ExperimentSpec> specs = new ArrayList<>();
        List<Map<String, String>> recorded = new ArrayList<>();
        try {
            for (Path d : dirs) {
                Map<String, String> fingerprints = recordedFingerprints(d.resolve(ManifestFile.NAME));
                ExperimentSpec spec = loader.load(d.resolve(ExperimentWriter.EXPERIMENT_FILE), List.of());
                List<CellPlan> cells = spec.cells().stream().filter(c -> fingerprints.containsKey(c.cell().id())).toList();
                specs.add(spec.withCells(cells));
                recorded.add(fingerprints);
            }
        } catch (InvalidInputException e) {
            err.print(ExperimentFiles.render(e.problems()));
            err.flush();   // print() does not auto-flush; main() exits right after
            return 2;
        }
        Path tmp = Files.createTempDirectory("repsim-verify");
        try {
            int threadCount = threads.count();
            List<BatchRunner.Outcome> outcomes;
            try {
                outcomes = new BatchRunner(threadCount, false, Progress.forStderr(err)).run(specs, tmp, o -> { });
            } catch (RunFailedException e) {
                err.println("run failed: " + e.getMessage());
                return 1;
            }
            boolean allSame = true;
            for (int i = 0; i < outcomes.size(); i++) {
                BatchRunner.Outcome o = outcomes.get(i);
                Path fresh = tmp.resolve(o.spec().name());
                ExperimentWriter.write(fresh, o.spec(), o.cells());
                allSame &= report(out, dirs.get(i), fresh, o, recorded.get(i));
            }
            out.println(allSame ? "verify: identical" : "verify: DIFFERENT");
            return allSame ? 0 : 1;
        } finally {
            deleteTree(tmp);
        }
    }

    private boolean report(PrintWriter out, Path old, Path fresh, BatchRunner.Outcome o, Map<String, String> recorded)
            throws IOException {
        boolean same = true;
        Set<String> rerun = new LinkedHashSet<>();
        for (var c : o.cells()) {
            String id = c.plan().cell().id();
            rerun.add(id);
            String want = recorded.get(id);
            String got = c.fingerprint();
            if (!got.equals(want)) {
                same = false;
                out.println(o.spec().name() + "  " + id + "  fingerprint " + want + " -> " + got + differingMetrics(old, fresh, id));
            } else {
                out.println(o.spec().name() + "  " + id + "  ok " + got);
            }
        }
        for (String id : recorded.keySet()) {
            if (!rerun.contains(id)) {
                same = false;
                out.println(o.spec().name() + "  " + id + "  recorded in the manifest but not a cell of experiment.yaml");
            }
        }
        for (String f : COMPARED) {
            byte[] a = readOrEmpty(old.resolve(f));
            byte[] b = readOrEmpty(fresh.resolve(f));
            if (!Arrays.equals(a, b)) {
                same = false;
                out.println(o.spec().name() + "  " + f + " differs");
            }
        }
        return same;
    }

    /** " (metrics differing: a, b)" from the cells.csv rows of one cell. */
    private static String differingMetrics(Path old, Path fresh, String cellId) {
        Map<String, String> a = cellRows(old, cellId);
        Map<String, String> b = cellRows(fresh, cellId);
        TreeSet<String> metrics = new TreeSet<>();
        Set<String> keys = new TreeSet<>(a.keySet());
        keys.addAll(b.keySet());
        for (String k : keys) {
            if (!String.valueOf(a.get(k)).equals(String.valueOf(b.get(k)))) {
                metrics.add(k.substring(k.indexOf('\u0000') + 1));
            }
        }
        return metrics.isEmpty() ? "" : " (metrics differing: " + String.join(", ", metrics) + ")";
    }

    /** replication + NUL + metric → value text, for the cells.csv rows of one cell (none when unreadable). */
    private static Map<String, String> cellRows(Path experimentDir, String cellId) {
        Map<String, String> out = new LinkedHashMap<>();
        if (!Files.isRegularFile(experimentDir.resolve(ResultFiles.CELLS))) {
            return out;
        }
        try {
            for (CellValue v : ResultFiles.readCellValues(experimentDir)) {
                if (v.cell().label().equals(cellId)) {
                    out.put(v.replication() + "\u0000" + v.metric(), Numbers.format(v.value()));
                }
            }
        } catch (IOException e) {
            // a tampered cells.csv still shows as "cells.csv differs"; the metric names are a courtesy
        }
        return out;
    }

    private static Map<String, String> recordedFingerprints(Path manifest) {
        try {
            return ManifestFile.read(manifest).fingerprints();
        } catch (IOException e) {
            throw new InvalidInputException(List.of(new org.repsim.experiments.schema.problem.Problem(
                    new org.repsim.experiments.schema.problem.Mark(manifest.toString(), 1, 1), "cells",
                    "unreadable manifest (expected the cells list written by repsim run): " + e.getMessage())));
        }
    }

    private static byte[] readOrEmpty(Path p) throws IOException {
        return Files.isRegularFile(p) ? Files.readAllBytes(p) : new byte[0];
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
