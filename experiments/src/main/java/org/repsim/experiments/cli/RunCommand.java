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
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.calibrate.CalibrationException;
import org.repsim.experiments.calibrate.ProfileUncertainty;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.matrix.CellFilter;
import org.repsim.experiments.output.ChartStage;
import org.repsim.experiments.output.EndTable;
import org.repsim.experiments.output.ExperimentWriter;
import org.repsim.experiments.output.RunLog;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.ExecutionEngine;
import org.repsim.experiments.runner.Progress;
import org.repsim.experiments.runner.RunFailedException;
import org.repsim.results.ExperimentCommit;
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
public final class RunCommand implements Callable<Integer> {
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
            specs = select(inputs.load(batchSets(), out));
            if (profileUncertainty) {
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
        BatchRunner.ExperimentSink sink = o -> {
            String name = o.spec().name();
            Path staging = ExperimentCommit.stage(out, name);
            ChartStage.Charted written;
            try {
                // The results as written go to the chart stage in memory: nothing is re-read.
                written = new ChartStage.Charted(o.spec(), ExperimentWriter.write(staging, o.spec(), o.cells()));
                RunLog.write(staging, o, running.describe(), (System.nanoTime() - start) / 1e9);
            } catch (IOException | RuntimeException e) {
                ExperimentCommit.deleteTree(staging);   // the earlier folder, if any, stays as it was
                throw e;
            }
            if (!noCharts) {
                String problem = ChartStage.renderCharts(staging, written);
                if (problem != null) {
                    chartErrors.add(problem);
                }
            }
            ExperimentCommit.commit(out, name);
            report.put(name, written);
            if (writeIndex) {
                String problem = ChartStage.writeReport(out, report.values());
                if (problem != null) {
                    chartErrors.add(problem);
                }
            }
        };
        List<BatchRunner.Outcome> outcomes;
        int code = 0;
        Thread onInterrupt = new Thread(() -> {
            err.println();
            err.println("interrupted: finished cells are kept in " + out.resolve(".cells")
                    + "; run the same command with --resume to continue");
            err.flush();
        }, "repsim-interrupt-note");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        try {
            outcomes = new BatchRunner(running, resume, progress).run(specs, out, sink);
        } catch (RunFailedException e) {
            if (e.failures().isEmpty()) {
                err.println("run failed: " + e.getMessage());
            }
            for (RunFailedException.Failure f : e.failures()) {
                err.println("run failed: " + f.message());
            }
            err.println("finished cells are kept: run again with --resume to reuse them");
            outcomes = e.completed();
            code = 1;
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
            stdout.println(EndTable.render(o));
        }
        stdout.flush();
        double seconds = (System.nanoTime() - start) / 1e9;
        err.printf(java.util.Locale.ROOT, "%d experiment%s written to %s in %.1fs%n", outcomes.size(),
                outcomes.size() == 1 ? "" : "s", out, seconds);
        return code;
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down (Ctrl-C): the hook is running, as it should
        }
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
            if (filter.appliesTo(s.matrix())) {
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
