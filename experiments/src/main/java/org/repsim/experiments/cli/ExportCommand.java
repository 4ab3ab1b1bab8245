package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.calibrate.CalibrationException;
import org.repsim.experiments.calibrate.InsightsExport;
import org.repsim.results.ExperimentResults;
import org.repsim.results.ManifestFile;
import org.repsim.results.ResultFiles;
import org.repsim.results.TimerRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code repsim export}: results in other tools' formats. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Write results in other tools' formats.",
        subcommands = ExportCommand.Insights.class)
public final class ExportCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "Missing format (see: repsim export --help)");
    }

    /** {@code repsim export insights DIR}: each cell's timer tree as a TimingInsights.ExportTimerStatistics CSV. */
    @Command(name = "insights", mixinStandardHelpOptions = true,
            description = "Write each cell's timer tree of a results folder as a TimingInsights.ExportTimerStatistics"
                    + " CSV (one file per cell), to diff a prediction against a capture.",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:written", "2:invalid input (nothing was written)"})
    static final class Insights implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "DIR", description = "An experiment's results folder (holds timers.csv).")
        Path dir;

        @Option(names = "--out", paramLabel = "FOLDER", description = "Where to write (default: DIR/insights).")
        Path out;

        @Option(names = "--frames", paramLabel = "N",
                description = "Frames the export covers: counts and times are per-frame means × N (default: ${DEFAULT-VALUE}).")
        long frames = 1000;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            try {
                if (frames < 1) {
                    throw new CalibrationException("--frames must be >= 1");
                }
                if (!Files.isRegularFile(dir.resolve(ResultFiles.TIMERS))) {
                    throw new CalibrationException(dir + ": not a results folder (no " + ResultFiles.TIMERS + ")");
                }
                ExperimentResults results;
                String model;
                try {
                    results = ResultFiles.read(dir);
                    model = ManifestInput.read(dir.resolve(ManifestFile.NAME)).model();
                } catch (IOException | RuntimeException e) {
                    throw new CalibrationException(dir + ": cannot read the results (" + e.getMessage() + ")");
                }
                ModelBinding binding = ModelRegistry.standard().find(model).orElseThrow(() ->
                        new CalibrationException(dir + ": unknown model '" + model + "'"));
                Map<String, List<InsightsExport.Scope>> byCell = new LinkedHashMap<>();
                for (TimerRow r : results.timers()) {
                    if (!"frame".equals(r.period())) {
                        throw new CalibrationException(dir + ": model " + model + " has no frames: an Insights"
                                + " export is per frame");
                    }
                    byCell.computeIfAbsent(r.cell().label(), k -> new ArrayList<>()).add(new InsightsExport.Scope(
                            r.scope(), r.callsPerPeriod(), r.inclMsPerPeriod(), r.exclMsPerPeriod()));
                }
                Path target = out != null ? out : dir.resolve("insights");
                Files.createDirectories(target);
                for (Map.Entry<String, List<InsightsExport.Scope>> e : byCell.entrySet()) {
                    Path file = target.resolve(fileName(e.getKey()) + ".csv");
                    InsightsExport.write(file, model, binding.timerScopes(), e.getValue(), frames);
                    spec.commandLine().getOut().println(file);
                }
                spec.commandLine().getOut().flush();
                return 0;
            } catch (CalibrationException e) {
                err.println("export insights: " + e.getMessage());
                err.flush();
                return 2;
            } catch (IOException e) {
                err.println("export insights: cannot write: " + e.getMessage());
                err.flush();
                return 1;
            }
        }

        private static String fileName(String cellLabel) {
            String s = cellLabel.replaceAll("[^A-Za-z0-9._+=-]+", "_");
            return s.isEmpty() ? "cell" : s;
        }
    }
}
