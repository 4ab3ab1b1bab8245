package org.repsim.experiments.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.yaml.YamlWriter;

/** Writes the deterministic result files of one experiment into its directory, each atomically. */
public final class ExperimentWriter {
    /** The files {@code repsim verify} compares byte for byte. */
    public static final List<String> DETERMINISTIC_FILES = List.of("cells.csv", "summary.csv", "timers.csv",
            "series.csv", "distributions.csv", "manifest.json", "experiment.yaml");

    private ExperimentWriter() {
    }

    public static void write(Path dir, ExperimentSpec spec, List<CellResult> cells) throws IOException {
        ResultTables tables = new ResultTables(spec, cells);
        AtomicFiles.write(dir.resolve("cells.csv"), tables.cellsCsv());
        AtomicFiles.write(dir.resolve("summary.csv"), tables.summaryCsv());
        AtomicFiles.write(dir.resolve("timers.csv"), tables.timersCsv());
        AtomicFiles.write(dir.resolve("series.csv"), tables.seriesCsv());
        AtomicFiles.write(dir.resolve("distributions.csv"), tables.distributionsCsv());
        AtomicFiles.write(dir.resolve("experiment.yaml"), YamlWriter.write(spec.resolved()));
        // Manifest last: its presence marks a complete result set (repsim verify and charts look for it).
        AtomicFiles.write(dir.resolve("manifest.json"), ManifestWriter.write(spec, cells));
    }
}
