package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.output.ChartStage;
import org.repsim.experiments.output.ExperimentWriter;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.results.ExperimentCommit;
import org.repsim.results.ManifestFile;
import org.repsim.results.ResultFiles;

/**
 * The experiment folders of an output folder. Folders are only ever swapped in complete
 * ({@link ExperimentCommit}), so a visible folder holding a manifest.json and experiment.yaml is
 * a complete experiment; dot-entries ({@code .cells}, staging) are RepSim's own.
 */
final class ResultDirs {
    private ResultDirs() {
    }

    static List<Path> experiments(Path outDir) throws IOException {
        if (!Files.isDirectory(outDir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(outDir)) {
            return s.filter(d -> !d.getFileName().toString().startsWith(".")
                    && Files.isRegularFile(d.resolve(ManifestFile.NAME))
                    && Files.isRegularFile(d.resolve(ExperimentWriter.EXPERIMENT_FILE))).sorted().toList();
        }
    }

    /** Returns every interrupted write in {@code outDir} to a complete state, one line on {@code err} each. */
    static void recover(Path outDir, PrintWriter err) throws IOException {
        for (ExperimentCommit.Interrupted i : ExperimentCommit.recover(outDir)) {
            err.println("recovered an interrupted write in " + outDir + ": " + i.message());
        }
        err.flush();
    }

    /**
     * Every complete experiment in {@code outDir} with its results, by name, for index.html; one
     * that cannot be read is left out with a line on {@code err}.
     */
    static Map<String, ChartStage.Charted> complete(Path outDir, ModelRegistry registry, PrintWriter err)
            throws IOException {
        Map<String, ChartStage.Charted> out = new TreeMap<>();
        ExperimentLoader loader = new ExperimentLoader(registry);
        for (Path d : experiments(outDir)) {
            try {
                var spec = loader.load(d.resolve(ExperimentWriter.EXPERIMENT_FILE), List.of());
                out.put(spec.name(), new ChartStage.Charted(spec, ResultFiles.read(d)));
            } catch (InvalidInputException e) {
                err.println("index.html leaves out " + d + ": " + e.problems().get(0).message());
            } catch (IOException e) {
                err.println("index.html leaves out " + d + ": " + e.getMessage());
            }
        }
        return out;
    }
}
