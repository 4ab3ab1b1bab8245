package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.repsim.engine.cost.CostProfile;
import org.repsim.experiments.bindings.BindingException;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.calibrate.Calibration;
import org.repsim.experiments.calibrate.CalibrationException;
import org.repsim.experiments.calibrate.FitReport;
import org.repsim.experiments.calibrate.CalibrationResult;
import org.repsim.experiments.calibrate.FittedProfileFile;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.Limits;
import org.repsim.experiments.matrix.CellFilter;
import org.repsim.experiments.schema.problem.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code repsim calibrate}: fit a cost profile to captures of one condition measured in the engine
 * (docs/calibrate.md). The experiment file and {@code --cell} describe the measured setup; the
 * other cells of the experiment are the predictions the fitted profile is for.
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true,
        description = "Fit a cost profile to a server capture (Unreal Insights timer statistics or a CSV profiler"
                + " file) of one cell of an experiment; write it as a profile usable as 'profile: PATH'.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:profile written", "2:invalid input (nothing was written)"})
public final class CalibrateCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Parameters(arity = "1..*", paramLabel = "CAPTURE",
            description = "Capture files of the measured cell: TimingInsights.ExportTimerStatistics CSV or CSV"
                    + " profiler files (several: the same setup measured several times).")
    List<Path> captures = new ArrayList<>();

    @Option(names = "--experiment", required = true, paramLabel = "FILE",
            description = "Experiment file describing the measured setup (its other cells are the predictions).")
    Path experiment;

    @Option(names = "--cell", paramLabel = "FILTER",
            description = "The measured cell, as axis=label[,axis=label...] (needed when the experiment has several).")
    String cell;

    @Option(names = "--base", paramLabel = "PROFILE",
            description = "Profile to start from and keep for keys the capture cannot fix (default: the cell's).")
    String base;

    @Option(names = "--out", required = true, paramLabel = "PROFILE.yaml", description = "Profile file to write.")
    Path out;

    @Option(names = "--mapping", paramLabel = "FILE",
            description = "Your engine-timer -> model-scope table, read before the shipped one (renamed or custom timers).")
    Path mapping;

    @Option(names = "--callees", paramLabel = "FILE",
            description = "TimingInsights.ExportTimerCallees CSV (callee tree) to add to the captures (repeatable).")
    List<Path> callees = new ArrayList<>();

    @Option(names = "--frames", paramLabel = "N",
            description = "Frames an Insights export covers, when none of its timers runs once per frame.")
    long frames;

    @Option(names = "--replications", paramLabel = "N",
            description = "Simulated replications per fit iteration (default: the experiment's).")
    Integer replications;

    @Option(names = "--bootstrap", paramLabel = "N",
            description = "Bootstrap refits for the intervals (default: ${DEFAULT-VALUE}; 0: none).")
    int bootstrap = 200;

    private final ModelRegistry registry;

    public CalibrateCommand() {
        this(ModelRegistry.standard());
    }

    public CalibrateCommand(ModelRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PrintWriter err = commandSpec.commandLine().getErr();
        PrintWriter stdout = commandSpec.commandLine().getOut();
        ExperimentSpec spec;
        try {
            spec = ExperimentBatch.load(registry, List.of(experiment), List.of(), Limits.NONE, null).get(0);
        } catch (InvalidInputException e) {
            err.print(ExperimentFiles.render(e.problems()));
            err.println("nothing was written.");
            err.flush();
            return 2;
        }
        try {
            CellPlan measured = measuredCell(spec);
            List<CellPlan> predictions = spec.cells().stream().filter(p -> p != measured).toList();
            CostProfile baseProfile = baseProfile(spec, measured);
            checkOut();
            int reps = replications != null ? replications : spec.replications();
            if (reps < 1 || bootstrap < 0 || frames < 0) {
                throw new CalibrationException("--replications must be >= 1, --bootstrap and --frames >= 0");
            }
            CalibrationResult result;
            try {
                result = Calibration.calibrate(spec.model(), spec.name(), measured.cell().id(), measured, predictions,
                        baseProfile, captures, new Calibration.Options(reps, frames, bootstrap, mapping, callees));
            } catch (UnsupportedOperationException e) {
                throw new CalibrationException("model " + spec.model().id() + " cannot be calibrated: " + e.getMessage());
            }
            FittedProfileFile.write(result, out);
            stdout.print(FitReport.render(result));
            stdout.flush();
            err.println("wrote " + out + (result.draws().isEmpty() ? ""
                    : " and " + FittedProfileFile.drawsFile(out) + " (" + result.draws().size() + " bootstrap draws)"));
            err.flush();
            return 0;
        } catch (CalibrationException e) {
            err.println("calibrate: " + e.getMessage());
            err.println("nothing was written.");
            err.flush();
            return 2;
        } catch (InvalidInputException e) {
            // A capture's, mapping's or callee tree's own problem, located in it.
            err.print(ExperimentFiles.render(e.problems()));
            err.println("nothing was written.");
            err.flush();
            return 2;
        } catch (IOException e) {
            err.println("calibrate: cannot write " + out + ": " + e.getMessage());
            err.flush();
            return 1;
        }
    }

    private CellPlan measuredCell(ExperimentSpec spec) {
        List<CellPlan> cells = spec.cells();
        if (cell == null) {
            if (cells.size() != 1) {
                throw new CalibrationException(experiment + ": the experiment has " + cells.size() + " cells ("
                        + String.join(", ", cells.stream().map(c -> c.cell().id()).toList())
                        + "): name the measured one with --cell axis=label");
            }
            return cells.get(0);
        }
        CellFilter filter;
        try {
            filter = CellFilter.parse(cell);
        } catch (InvalidInputException e) {
            throw new CalibrationException("--cell " + cell + ": " + e.problems().get(0).message());
        }
        if (!filter.appliesTo(spec.matrix())) {
            throw new CalibrationException("--cell " + cell + ": the experiment has no such axis (axes: "
                    + String.join(", ", spec.matrix().axisNames()) + ")");
        }
        List<CellPlan> selected = filter.select(spec.matrix(), cells, CellPlan::cell);
        if (selected.size() != 1) {
            throw new CalibrationException("--cell " + cell + " matches " + selected.size() + " cells of " + experiment
                    + " (" + String.join(", ", selected.stream().map(c -> c.cell().id()).toList())
                    + "): it must name exactly the measured one");
        }
        return selected.get(0);
    }

    private CostProfile baseProfile(ExperimentSpec spec, CellPlan measured) {
        if (base == null) {
            return measured.prepared().profile().orElseThrow(() -> new CalibrationException("model "
                    + spec.model().id() + " has no cost profile to calibrate"));
        }
        try {
            return spec.model().profiles().resolve("--base", base, Path.of("").toAbsolutePath(), Map.of());
        } catch (BindingException e) {
            throw new CalibrationException("--base " + base + ": " + e.getMessage());
        }
    }

    private void checkOut() {
        String name = out.getFileName() == null ? "" : out.getFileName().toString();
        if (!name.matches(".*\\.ya?ml$")) {
            throw new CalibrationException("--out " + out + ": a profile file ends in .yaml (it is used as 'profile: "
                    + out + "')");
        }
        Path dir = out.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new CalibrationException("--out " + out + ": folder " + dir + " does not exist");
        }
    }
}
