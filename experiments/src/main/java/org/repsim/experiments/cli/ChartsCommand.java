package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.output.ChartStage;
import org.repsim.experiments.output.ExperimentWriter;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.results.ExperimentCommit;
import org.repsim.results.ResultFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code repsim charts DIR}: re-renders charts and index.html from existing results without
 * simulating. Chart specs come from each DIR/&lt;experiment&gt;/experiment.yaml, read through the
 * same loader and validator as {@code run} (so an edited chart section is checked first); the
 * results come from the result files through the one reader ({@link ResultFiles}), into the same
 * in-memory type {@code run} hands to the chart stage.
 */
@Command(name = "charts", mixinStandardHelpOptions = true,
        description = "Re-render charts and index.html of a results folder from its CSVs (no simulation).")
public final class ChartsCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Mixin
    ResultsFolder results;

    public ChartsCommand() {
        this(ModelRegistry.standard());
    }

    public ChartsCommand(ModelRegistry registry) {
        results = new ResultsFolder(registry);
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = commandSpec.commandLine().getErr();
        ResultDirs.recover(results.dir(), err);
        List<Path> dirs = results.experimentsOrReport();
        if (dirs.isEmpty()) {
            return 2;
        }
        ExperimentLoader loader = results.loader();
        List<ExperimentSpec> specs = new ArrayList<>();
        Problems problems = new Problems();
        for (Path d : dirs) {
            try {
                specs.add(loader.load(d.resolve(ExperimentWriter.EXPERIMENT_FILE), List.of()));
            } catch (InvalidInputException e) {
                e.problems().forEach(p -> problems.add(p.mark(), p.keyPath(), p.message()));
            }
        }
        if (!problems.isEmpty()) {
            err.print(ExperimentFiles.render(problems.list()));
            err.flush();   // print() does not auto-flush; main() exits right after
            return 2;
        }
        List<ChartStage.Charted> experiments = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            try {
                experiments.add(new ChartStage.Charted(specs.get(i), ResultFiles.read(dirs.get(i))));
            } catch (IOException e) {
                err.println("chart error: " + e.getMessage());
                return 1;
            }
        }
        // Each experiment's charts are rendered into a copy of its folder that is swapped in whole:
        // a crash leaves the old or the new chart set, and charts no longer declared are gone.
        List<String> errors = new ArrayList<>();
        for (ChartStage.Charted c : experiments) {
            String name = c.spec().name();
            Path staging = ExperimentCommit.stageCopy(results.dir(), name, List.of(ChartStage.CHARTS));
            String problem = ChartStage.renderCharts(staging, c);
            if (problem == null) {
                ExperimentCommit.commit(results.dir(), name);
            } else {
                ExperimentCommit.deleteTree(staging);
                errors.add(problem);
            }
        }
        String problem = ChartStage.writeReport(results.dir(), experiments);
        if (problem != null) {
            errors.add(problem);
        }
        errors.forEach(e -> err.println("chart error: " + e));
        if (errors.isEmpty()) {
            commandSpec.commandLine().getOut().println("charts of " + experiments.size() + " experiments and "
                    + results.dir().resolve("index.html") + " written");
        }
        return errors.isEmpty() ? 0 : 1;
    }
}
