package org.repsim.experiments.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.repsim.experiments.results.ExperimentWriter;
import org.repsim.results.ManifestFile;

/** The experiment folders of an output folder: those holding a manifest.json (written last, so complete). */
final class ResultDirs {
    private ResultDirs() {
    }

    static List<Path> experiments(Path outDir) throws IOException {
        if (!Files.isDirectory(outDir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(outDir)) {
            return s.filter(d -> Files.isRegularFile(d.resolve(ManifestFile.NAME))
                    && Files.isRegularFile(d.resolve(ExperimentWriter.EXPERIMENT_FILE))).sorted().toList();
        }
    }
}
