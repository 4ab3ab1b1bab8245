package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.repsim.experiments.analysis.AnalysisRun;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.calibrate.CalibrationException;
import org.repsim.experiments.calibrate.ProfileUncertainty;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.SetOverride;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.matrix.CellFilter;
import org.repsim.experiments.analysis.AnalysisReport;
import org.repsim.experiments.output.ChartStage;
import org.repsim.experiments.output.EndTable;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.ExecutionEngine;
import org.repsim.experiments.runner.Progress;
import org.repsim.experiments.runner.RunFailedException;
import org.repsim.results.AnalysisTables;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code repsim run}: validate everything, run every cell, write result files, charts and report. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run experiment files (or folders of them) and write result files under --out.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a cell failed (each failed cell is named; the other experiments are written)", "2:invalid input (nothing was run or written)"})
public class RunCommand implements Callable<Integer> {
    private static final String REPORT = "index.html";

    @Spec
    CommandSpec commandSpec;

    @Mixin
    ExperimentInputs inputs;

    @Option(names = "--out", paramLabel = "DIR", description = "Output folder (default: ${DEFAULT-VALUE}).")
    Path out = Path.of("out");

    @Option(names = "--seed", paramLabel = "N", description = "Override every experiment's seed.")
    Long seed;

    @Option(names = "--replications", paramLabel = "N", description = "Override every experiment's replications.")
    Integer replications;

    @Mixin
    ThreadsOption threads;

    @Mixin
    EngineOptions engine;

    @Option(names = "--only", paramLabel = "CELL-FILTER",
            description = "Run only cells matching axis=label[|label][,axis=label...].")
    String only;

    @Option(names = "--resume", description = "Reuse finished cells from an earlier (interrupted) run whose configuration matches.")
    boolean resume;

    @Option(names = "--no-charts", description = "Write result files only; skip charts and index.html.")
    boolean noCharts;

    @Option(names = "--profile-uncertainty", description = "Run each replication with one bootstrap draw of a"
            + " calibrated profile's unit costs (PROFILE.draws.csv from repsim calibrate), so intervals include"
            + " the calibration's uncertainty.")
    boolean profileUncertainty;

    public RunCommand() {
        this(ModelRegistry.standard());
    }

    private final ModelRegistry registry;

    public RunCommand(ModelRegistry registry) {
        this.registry = registry;
        inputs = new ExperimentInputs(registry);
    }

    @Override
    public Integer call() {
        PrintWriter err = commandSpec.commandLine().getErr();
        PrintWriter stdout = commandSpec.commandLine().getOut();
        List<ExperimentSpec> specs;
        Optional<ExecutionEngine.Provider> provider;
        try {
            provider = engine.provider();
        } catch (IllegalArgumentException e) {
            err.println("run: " + e.getMessage());
            return 2;
        }
        if (profileUncertainty && provider.isPresent()) {
            // Spark tasks rebuild their cell from the experiment file on the executor, where the
            // per-replication profile draws would be lost: refuse rather than run without them.
            err.println("run: --profile-uncertainty runs on the local engine only (drop --engine " + engine.engine
                    + "); nothing was run.");
            return 2;
        }
        try {
            // The output folder is checked with the input (OutputFolderCheck), before anything runs.
            specs = select(inputs.load(batchSets(), analysis(), out));
            if (profileUncertainty) {
                if (specs.stream().anyMatch(x -> x.analysis() != null)) {
                    err.println("run: --profile-uncertainty does not apply to an analysis experiment (its cells are"
                            + " derived from the file, without the draws); nothing was run.");
                    return 2;
                }
                specs = specs.stream().map(ProfileUncertainty::apply).toList();
            }
        } catch (CalibrationException e) {
            err.println(e.getMessage() + "; nothing was run.");
            return 2;
        } catch (InvalidInputException e) {
            err.print(ExperimentFiles.render(e.problems()));
            err.flush();   // print() does not auto-flush; main() exits right after
            err.println(e.problems().size() + (e.problems().size() == 1 ? " problem" : " problems")
                    + "; nothing was run.");
            return 2;
        }
        int threadCount = threads.count();
        long start = System.nanoTime();
        List<String> chartErrors = new ArrayList<>();
        Map<String, ChartStage.Charted> report;
        boolean writeIndex;
        try {
            ResultDirs.recover(out, err);
            // index.html lists every complete experiment in --out, from earlier runs too; with
            // --no-charts an existing report is still rewritten, so it never shows replaced results.
            writeIndex = !noCharts || Files.exists(out.resolve(REPORT));
            report = writeIndex ? ResultDirs.complete(out, registry, err) : new TreeMap<>();
        } catch (IOException e) {
            err.println("cannot write under " + out + ": " + e.getMessage());
            return 1;
        }
        Progress progress = Progress.forStderr(err);
        ExecutionEngine running;
        try {
            running = engine.open(provider, threadCount, progress::note);
        } catch (IllegalArgumentException e) {
            err.println("run: cannot start engine " + engine.engine + ": " + e.getMessage() + "; nothing was run.");
            return 2;
        }
        // Each experiment is written (and charted) into a staging folder as soon as its last cell
        // ends, then swapped in whole (ExperimentCommit), then the report is rewritten.
        ExperimentCommitter committer = new ExperimentCommitter(out, running.describe(), start, !noCharts, writeIndex,
                report, chartErrors);
        BatchRunner.ExperimentSink sink = o -> committer.commit(o, AnalysisTables.NONE);
        List<ExperimentSpec> plain = specs.stream().filter(s -> s.analysis() == null).toList();
        List<ExperimentSpec> analyses = specs.stream().filter(s -> s.analysis() != null).toList();
        Map<String, AnalysisTables> found = new TreeMap<>();
        List<BatchRunner.Outcome> outcomes;
        int code = 0;
        Thread onInterrupt = new Thread(() -> {
            err.println();
            err.println("interrupted: finished cells are kept in " + out.resolve(".cells")
                    + "; run the same command with --resume to continue");
            err.flush();
        }, "repsim-interrupt-note");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        boolean failed = false;
        try {
            try {
                outcomes = plain.isEmpty() ? new ArrayList<>()
                        : new ArrayList<>(new BatchRunner(running, resume, progress).run(plain, out, sink));
            } catch (RunFailedException e) {
                reportFailures(err, e);
                outcomes = new ArrayList<>(e.completed());
                failed = true;
            }
            // Each analysis runs after the plain experiments, round by round, on the same engine.
            for (ExperimentSpec a : analyses) {
                try {
                    AnalysisRun.Outcome r = new AnalysisRun(registry, running, resume, () -> Progress.forStderr(err))
                            .run(a, out);
                    try {
                        committer.commit(r.run(), r.tables());
                    } catch (IOException | RuntimeException e) {
                        err.println("run failed: experiment " + a.name() + ": cannot write its results: "
                                + e.getMessage());
                        failed = true;
                        continue;
                    }
                    outcomes.add(r.run());
                    found.put(a.name(), r.tables());
                } catch (RunFailedException e) {
                    reportFailures(err, e);
                    failed = true;
                }
            }
            if (failed) {
                err.println("finished cells are kept: run again with --resume to reuse them");
                code = 1;
            }
        } catch (IOException e) {
            err.println("cannot write under " + out + ": " + e.getMessage());
            return 1;
        } finally {
            running.close();
            removeHook(onInterrupt);
        }
        // Nothing committed in this run: the report still lists what the folder holds (e.g. after a recovery).
        if (writeIndex && outcomes.isEmpty() && !report.isEmpty()) {
            String problem = ChartStage.writeReport(out, report.values());
            if (problem != null) {
                chartErrors.add(problem);
            }
        }
        for (String problem : chartErrors) {
            err.println("chart error: " + problem);
            code = 1;
        }
        for (BatchRunner.Outcome o : outcomes) {
            AnalysisTables tables = found.get(o.spec().name());
            stdout.println(tables == null ? EndTable.render(o) : AnalysisReport.render(o, tables));
        }
        stdout.flush();
        double seconds = (System.nanoTime() - start) / 1e9;
        err.printf(java.util.Locale.ROOT, "%d experiment%s written to %s in %.1fs%n", outcomes.size(),
                outcomes.size() == 1 ? "" : "s", out, seconds);
        return code;
    }

    private static void reportFailures(PrintWriter err, RunFailedException e) {
        if (e.failures().isEmpty()) {
            err.println("run failed: " + e.getMessage());
        }
        for (RunFailedException.Failure f : e.failures()) {
            err.println("run failed: " + f.message());
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down (Ctrl-C): the hook is running, as it should
        }
    }

    /**
     * What the analysis commands set on their experiment before the user's {@code --set}s (its
     * {@code analysis:} section, built from their options); nothing for {@code run}.
     */
    List<SetOverride> analysis() {
        return List.of();
    }

    /** --seed and --replications as {@code --set}s, applied before the user's own. */
    private List<String> batchSets() {
        List<String> all = new ArrayList<>();
        if (seed != null) {
            all.add("seed=" + seed);
        }
        if (replications != null) {
            all.add("replications=" + replications);
        }
        return all;
    }

    /** Applies --only: experiments lacking a named axis are left out; no cell left at all is an input error. */
    private List<ExperimentSpec> select(List<ExperimentSpec> specs) {
        if (only == null) {
            return specs;
        }
        CellFilter filter = CellFilter.parse(only);
        List<ExperimentSpec> out = new ArrayList<>();
        for (ExperimentSpec s : specs) {
            // An analysis chooses its own cells: --only does not apply to it.
            if (s.analysis() == null && filter.appliesTo(s.matrix())) {
                var cells = filter.select(s.matrix(), s.cells(), c -> c.cell());
                if (!cells.isEmpty()) {
                    out.add(s.withCells(cells));
                }
            }
        }
        if (out.isEmpty()) {
            throw new InvalidInputException(List.of(new org.repsim.experiments.schema.problem.Problem(
                    new org.repsim.experiments.schema.problem.Mark("--only " + only, 1, 1), "", "matches no cell of any experiment")));
        }
        return out;
    }
}
