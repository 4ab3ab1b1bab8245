package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.calibration.CalibrationCells;
import org.repsim.experiments.calibration.CalibrationFigure;
import org.repsim.experiments.calibration.PublishedFiguresReport;
import org.repsim.experiments.calibration.CalibrationStamps;
import org.repsim.experiments.calibration.DocsBlocks;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.Limits;
import org.repsim.experiments.output.EndTable;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.Progress;
import org.repsim.experiments.runner.RunFailedException;
import org.repsim.experiments.schema.NumberSchema;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.results.AtomicFile;
import org.repsim.results.ExperimentCommit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code repsim calibration-report}: runs only the cells of the experiment files that carry
 * published figures ({@code reference:}) and prints, per model, the table of published against
 * simulated figures; {@code --write-docs} puts each table into its model's docs block with a
 * stamp of the inputs, {@code --check} exits 1 when a figure is outside its tolerance.
 */
@Command(name = "calibration-report", mixinStandardHelpOptions = true,
        description = "Run the cells that carry published figures and print the calibration table of each model.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a cell failed, or (--check) a figure is outside its tolerance",
                "2:invalid input (nothing was run or written)"})
public final class CalibrationReportCommand implements Callable<Integer> {
    /** Where the golden fingerprints live below the repository root (GoldenFingerprintTest). */
    static final String GOLDEN = "experiments/src/test/resources/golden/catalog-fingerprints.txt";
    static final String CATALOG = "experiments/catalog";

    @Spec
    CommandSpec commandSpec;

    @Parameters(arity = "0..*", paramLabel = "PATH",
            description = "Experiment YAML files or folders of them (default: <root>/" + CATALOG + ").")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--root", paramLabel = "DIR",
            description = "Repository root: docs/ and the golden-fingerprint file of the stamp (default: ${DEFAULT-VALUE}).")
    Path root = Path.of(".");

    @Option(names = "--write-docs", description = "Replace the calibration-report block of docs/<model>-model.md with the table.")
    boolean writeDocs;

    @Option(names = "--check", description = "Exit 1 when any figure is outside its tolerance.")
    boolean check;

    @Mixin
    ThreadsOption threads;

    private final ModelRegistry registry;

    public CalibrationReportCommand() {
        this(ModelRegistry.standard());
    }

    public CalibrationReportCommand(ModelRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = commandSpec.commandLine().getOut();
        PrintWriter err = commandSpec.commandLine().getErr();
        long start = System.nanoTime();
        List<ExperimentSpec> selected;
        try {
            selected = referencedCells(registry, paths.isEmpty() ? List.of(root.resolve(CATALOG)) : paths);
        } catch (InvalidInputException e) {
            err.print(ExperimentFiles.render(e.problems()));
            err.println(e.problems().size() + (e.problems().size() == 1 ? " problem" : " problems") + "; nothing was run.");
            return 2;
        }
        if (selected.isEmpty()) {
            err.println("no experiment has a reference: entry; nothing to report");
            return 2;
        }
        Path golden = root.resolve(GOLDEN);
        Map<String, String> stamps = stamps(selected, root);
        if (writeDocs) {
            List<String> problems = docsProblems(stamps.keySet(), golden);
            if (!problems.isEmpty()) {
                problems.forEach(err::println);
                err.println("nothing was run or written.");
                return 2;
            }
        }
        List<BatchRunner.Outcome> outcomes = run(selected, err);
        if (outcomes == null) {
            return 1;
        }
        PublishedFiguresReport report = PublishedFiguresReport.of(outcomes);
        Map<String, String> blocks = new LinkedHashMap<>();
        // Models in the registry's order (unreal, battle royale, room), not in the files' order.
        for (String model : registry.ids().stream().filter(report.models()::contains).toList()) {
            blocks.put(model, report.block(model, stamps.get(model)));
            out.println("## " + model);
            out.println();
            out.print(blocks.get(model));
            out.println();
        }
        out.flush();
        if (writeDocs) {
            write(blocks, err);
        }
        int cells = selected.stream().mapToInt(s -> s.cells().size()).sum();
        err.printf(Locale.ROOT, "%d figures from %d cells of %d experiments in %.1fs%n",
                report.models().stream().mapToInt(m -> report.figures(m).size()).sum(), cells, selected.size(),
                (System.nanoTime() - start) / 1e9);
        List<CalibrationFigure> outside = report.outside();
        for (CalibrationFigure f : outside) {
            err.println("outside tolerance: " + f.experiment() + " " + f.reference().cell().id() + " "
                    + f.reference().metric() + (f.reference().isRatio() ? " (ratio)" : "") + ": simulated "
                    + (f.simulated() ? EndTable.fmt(f.mean()) : "nothing") + ", published "
                    + NumberSchema.fmt(f.reference().value()) + " " + f.reference().tolerance().text());
        }
        return check && !outside.isEmpty() ? 1 : 0;
    }

    /** Every replication of the selected cells, in a scratch folder deleted afterwards; null (reported) if a cell failed. */
    private List<BatchRunner.Outcome> run(List<ExperimentSpec> selected, PrintWriter err) throws IOException {
        Path scratch = Files.createTempDirectory("repsim-calibration");
        try {
            return new BatchRunner(threads.count(), false, Progress.forStderr(err)).run(selected, scratch, o -> { });
        } catch (RunFailedException e) {
            if (e.failures().isEmpty()) {
                err.println("run failed: " + e.getMessage());
            }
            e.failures().forEach(f -> err.println("run failed: " + f.message()));
            return null;
        } finally {
            ExperimentCommit.deleteTree(scratch);
        }
    }

    /** Each model's block into its doc (checked by {@link #docsProblems} before the run), atomically. */
    private void write(Map<String, String> blocks, PrintWriter err) throws IOException {
        for (Map.Entry<String, String> b : blocks.entrySet()) {
            Path doc = DocsBlocks.docOf(root.resolve("docs"), b.getKey());
            String text = Files.readString(doc, StandardCharsets.UTF_8);
            AtomicFile.write(doc, DocsBlocks.replace(text, b.getKey(), b.getValue()));
            err.println("wrote the " + b.getKey() + " table into " + doc);
        }
    }

    /**
     * The experiments under {@code paths} restricted to the cells their figures need: what the
     * report runs and what its stamps cover (CalibrationDocsTest computes the docs' stamps with
     * this and {@link #stamps}, without running).
     */
    static List<ExperimentSpec> referencedCells(ModelRegistry registry, List<Path> paths) {
        return CalibrationCells.select(ExperimentBatch.load(registry, paths, List.of(), Limits.DEFAULT, null));
    }

    /** Stamp per model; the golden file is read from {@code root} ("none" when it is not there). */
    static Map<String, String> stamps(List<ExperimentSpec> selected, Path root) throws IOException {
        Path golden = root.resolve(GOLDEN);
        return CalibrationStamps.of(selected, Files.isRegularFile(golden) ? CalibrationStamps.goldenDigest(golden) : "none");
    }

    /** Before anything runs: every model's doc has its block, and the stamp has its golden file. */
    private List<String> docsProblems(Iterable<String> models, Path golden) throws IOException {
        List<String> problems = new ArrayList<>();
        if (!Files.isRegularFile(golden)) {
            problems.add(golden + ": no golden-fingerprint file to stamp the tables with (give the repository as --root)");
        }
        for (String model : models) {
            Path doc = DocsBlocks.docOf(root.resolve("docs"), model);
            if (!Files.isRegularFile(doc)) {
                problems.add(doc + ": no such doc for model " + model);
            } else if (!DocsBlocks.has(Files.readString(doc, StandardCharsets.UTF_8), model)) {
                problems.add(doc + ": no calibration-report block for model " + model + "; add the two lines "
                        + DocsBlocks.markers(model) + " where the table goes");
            }
        }
        return problems;
    }
}
