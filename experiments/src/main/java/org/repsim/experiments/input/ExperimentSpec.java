package org.repsim.experiments.input;

import java.nio.file.Path;
import java.util.List;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartSpec;
import org.repsim.experiments.matrix.Matrix;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.schema.yaml.YMap;

/**
 * A validated experiment, ready to run.
 *
 * @param resolved  the document after extends, --set and path normalisation (written as experiment.yaml)
 * @param inputHash SHA-256 of the bytes of the file and the files it extends
 * @param references every published figure of the file ({@code reference:}), for every cell of the
 *                   matrix (also those a {@link #withCells} subset leaves out), in file then matrix order
 * @param analysis  the {@code analysis:} section, run instead of the matrix; null for a plain experiment
 */
public record ExperimentSpec(String name, String description, ModelBinding model, String profile, long seed,
                             int replications, Path source, String inputHash, YMap resolved, Matrix matrix,
                             List<CellPlan> cells, List<ChartSpec> charts, List<Reference> references,
                             AnalysisSpec analysis) {
    public ExperimentSpec {
        cells = List.copyOf(cells);
        charts = List.copyOf(charts);
        references = List.copyOf(references);
    }

    public ChartCaption caption() {
        return new ChartCaption(name, model.id(), profile, seed, replications);
    }

    /** This experiment restricted to the given cells (e.g. by {@code --only}). */
    public ExperimentSpec withCells(List<CellPlan> subset) {
        return new ExperimentSpec(name, description, model, profile, seed, replications, source, inputHash, resolved,
                matrix, subset, charts, references, analysis);
    }

    /**
     * The cells an analysis evaluated, as the experiment's results: its matrix and cells are those
     * of {@code evaluated} (the document the analysis derived), everything else this experiment's own,
     * so experiment.yaml and the manifest record the analysis as the user wrote it.
     */
    public ExperimentSpec withEvaluated(ExperimentSpec evaluated) {
        return new ExperimentSpec(name, description, model, profile, seed, replications, source, inputHash, resolved,
                evaluated.matrix(), evaluated.cells(), charts, List.of(), analysis);
    }
}
