package org.repsim.experiments.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.yaml.YamlWriter;
import org.repsim.experiments.runner.CellResult;
import org.repsim.results.AnalysisTables;
import org.repsim.results.AtomicFile;
import org.repsim.results.ExperimentResults;
import org.repsim.results.ManifestFile;
import org.repsim.results.ResultFiles;

/**
 * Writes the deterministic result files of one experiment into a directory: {@code repsim run}'s
 * staging folder (swapped in whole by org.repsim.results.ExperimentCommit), or verify's temporary one.
 */
public final class ExperimentWriter {
    /** The experiment file as resolved (every default filled in); {@code repsim charts} and {@code verify} load it. */
    public static final String EXPERIMENT_FILE = "experiment.yaml";

    private ExperimentWriter() {
    }

    /** Writes every file and returns the results as written, for the chart stage (no re-reading). */
    public static ExperimentResults write(Path dir, ExperimentSpec spec, List<CellResult> cells) throws IOException {
        return write(dir, spec, cells, AnalysisTables.NONE);
    }

    /** The same, for an analysis experiment: its evaluated cells and the tables the analysis found. */
    public static ExperimentResults write(Path dir, ExperimentSpec spec, List<CellResult> cells, AnalysisTables tables)
            throws IOException {
        ExperimentResults results = ResultTables.of(spec, cells).withAnalysis(tables);
        ResultFiles.write(dir, results);
        AtomicFile.write(dir.resolve(EXPERIMENT_FILE), YamlWriter.write(spec.resolved()));
        ManifestFile.write(dir.resolve(ManifestFile.NAME), ManifestWriter.manifest(spec, cells));
        return results;
    }
}
