package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.repsim.experiments.analysis.AnalysisRun;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.output.ChartStage;
import org.repsim.experiments.output.ExperimentWriter;
import org.repsim.experiments.output.RunLog;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.LocalEngine;
import org.repsim.experiments.runner.Progress;
import org.repsim.experiments.runner.RunFailedException;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.results.AnalysisTables;
import org.repsim.results.CellValue;
import org.repsim.results.ExperimentCommit;
import org.repsim.results.Manifest;
import org.repsim.results.ManifestFile;
import org.repsim.results.Numbers;
import org.repsim.results.ResultFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code repsim verify DIR}: re-runs every experiment recorded in DIR (from its experiment.yaml,
 * restricted to the cells in its manifest) into a temporary folder, draws its charts and the
 * report again, and compares per-cell fingerprints and every file the run wrote but run.log
 * (result files, experiment.yaml, manifest.json, charts, index.html), naming each file that
 * differs, is missing or was not written by a run. Exit 0 identical, 1 different, 2 when DIR
 * cannot be verified (nothing recorded, an interrupted write).
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Re-run the experiments recorded in DIR and check results are identical (exit 0) or not (1).")
public final class VerifyCommand implements Callable<Integer> {
    private static final String REPORT = "index.html";

    @Spec
    CommandSpec commandSpec;

    @Mixin
    ResultsFolder results;

    @Mixin
    ThreadsOption threads;

    public VerifyCommand() {
        this(ModelRegistry.standard());
    }

    public VerifyCommand(ModelRegistry registry) {
        results = new ResultsFolder(registry);
        this.registry = registry;
    }

    private final ModelRegistry registry;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = commandSpec.commandLine().getOut();
        PrintWriter err = commandSpec.commandLine().getErr();
        List<ExperimentCommit.Interrupted> interrupted = ExperimentCommit.interrupted(results.dir());
        if (!interrupted.isEmpty()) {
            for (ExperimentCommit.Interrupted i : interrupted) {
                err.println(results.dir() + ": interrupted write of " + i.experiment() + " (" + i.state() + ")");
            }
            err.println("nothing verified: `repsim charts " + results.dir() + "` or the next `repsim run` into it repairs"
                    + " the folder first");
            return 2;
        }
        List<Path> dirs = results.experimentsOrReport();
        if (dirs.isEmpty()) {
            return 2;
        }
        ExperimentLoader loader = results.loader();
        List<ExperimentSpec> specs = new ArrayList<>();
        List<Map<String, String>> recorded = new ArrayList<>();
        try {
            for (Path d : dirs) {
                Map<String, String> fingerprints = recordedFingerprints(d.resolve(ManifestFile.NAME));
                ExperimentSpec spec = loader.load(d.resolve(ExperimentWriter.EXPERIMENT_FILE), List.of());
                // An analysis chooses its cells again from its results; a plain experiment reruns the recorded ones.
                List<CellPlan> cells = spec.analysis() != null ? spec.cells()
                        : spec.cells().stream().filter(c -> fingerprints.containsKey(c.cell().id())).toList();
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
            List<BatchRunner.Outcome> outcomes = new ArrayList<>();
            List<AnalysisTables> tables = new ArrayList<>();
            try {
                List<ExperimentSpec> plain = specs.stream().filter(x -> x.analysis() == null).toList();
                Iterator<BatchRunner.Outcome> ran = (plain.isEmpty() ? List.<BatchRunner.Outcome>of()
                        : new BatchRunner(threadCount, false, Progress.forStderr(err)).run(plain, tmp, o -> { }))
                        .iterator();
                try (LocalEngine engine = new LocalEngine(threadCount)) {
                    for (ExperimentSpec spec : specs) {
                        if (spec.analysis() == null) {
                            outcomes.add(ran.next());
                            tables.add(AnalysisTables.NONE);
                        } else {
                            AnalysisRun.Outcome r = new AnalysisRun(registry, engine, false,
                                    () -> Progress.forStderr(err)).run(spec, tmp);
                            outcomes.add(r.run());
                            tables.add(r.tables());
                        }
                    }
                }
            } catch (RunFailedException e) {
                err.println("run failed: " + e.getMessage());
                e.failures().forEach(f -> err.println("run failed: " + f.message()));
                return 1;
            }
            boolean allSame = true;
            Map<String, ChartStage.Charted> fresh = new TreeMap<>();
            for (int i = 0; i < outcomes.size(); i++) {
                BatchRunner.Outcome o = outcomes.get(i);
                Path freshDir = tmp.resolve(o.spec().name());
                ChartStage.Charted c = new ChartStage.Charted(o.spec(), ExperimentWriter.write(freshDir, o.spec(), o.cells(),
                        tables.get(i)));
                // Charts are compared where the run drew them (not after --no-charts).
                if (Files.isDirectory(dirs.get(i).resolve(ChartStage.CHARTS))) {
                    String problem = ChartStage.renderCharts(freshDir, c);
                    if (problem != null) {
                        out.println(o.spec().name() + "  " + problem);
                        allSame = false;
                    }
                }
                fresh.put(o.spec().name(), c);
                allSame &= report(out, dirs.get(i), freshDir, o, recorded.get(i));
            }
            if (Files.isRegularFile(results.dir().resolve(REPORT))) {
                String problem = ChartStage.writeReport(tmp, fresh.values());
                if (problem != null || !sameBytes(results.dir().resolve(REPORT), tmp.resolve(REPORT))) {
                    allSame = false;
                    out.println(REPORT + " differs" + (problem == null ? "" : " (" + problem + ")"));
                }
            }
            out.println(allSame ? "verify: identical" : "verify: DIFFERENT");
            return allSame ? 0 : 1;
        } finally {
            ExperimentCommit.deleteTree(tmp);
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
        // Every file of the folder but run.log (time, host: never the same), byte for byte;
        // manifest.json without its input hash (it names the file the run read, verify reads experiment.yaml).
        TreeSet<String> files = new TreeSet<>(files(old));
        files.addAll(files(fresh));
        for (String f : files) {
            Path a = old.resolve(f);
            Path b = fresh.resolve(f);
            String problem;
            if (!Files.isRegularFile(b)) {
                problem = "not written by repsim run";
            } else if (!Files.isRegularFile(a)) {
                problem = "missing";
            } else if (f.equals(ManifestFile.NAME)) {
                problem = sameManifest(a, b) ? null : "differs";
            } else {
                problem = sameBytes(a, b) ? null : "differs";
            }
            if (problem != null) {
                same = false;
                out.println(o.spec().name() + "  " + f + " " + problem);
            }
        }
        return same;
    }

    /** The files under an experiment folder, '/'-separated relative paths, without run.log. */
    private static List<String> files(Path experimentDir) throws IOException {
        try (Stream<Path> s = Files.walk(experimentDir)) {
            return s.filter(Files::isRegularFile).map(p -> experimentDir.relativize(p).toString().replace('\\', '/'))
                    .filter(f -> !f.equals(RunLog.FILE)).sorted().toList();
        }
    }

    private static boolean sameManifest(Path a, Path b) {
        try {
            Manifest x = ManifestInput.read(a);
            Manifest y = ManifestInput.read(b);
            return withoutInput(x).equals(withoutInput(y));
        } catch (InvalidInputException e) {
            return false;
        }
    }

    /** Byte for byte, streamed (a file of any size is compared, not held); an unreadable one differs. */
    private static boolean sameBytes(Path a, Path b) {
        try {
            return Files.mismatch(a, b) == -1;
        } catch (IOException e) {
            return false;
        }
    }

    private static Manifest withoutInput(Manifest m) {
        return new Manifest(m.repsimVersion(), m.experiment(), m.model(), "", m.seed(), m.replications(), m.axes(),
                m.config(), m.cells());
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
        return ManifestInput.read(manifest).fingerprints();
    }
}
