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
 */
public record ExperimentSpec(String name, String description, ModelBinding model, String profile, long seed,
                             int replications, Path source, String inputHash, YMap resolved, Matrix matrix,
                             List<CellPlan> cells, List<ChartSpec> charts) {
    public ExperimentSpec {
        cells = List.copyOf(cells);
        charts = List.copyOf(charts);
    }

    public ChartCaption caption() {
        return new ChartCaption(name, model.id(), profile, seed, replications);
    }

    /** This experiment restricted to the given cells (e.g. by {@code --only}). */
    public ExperimentSpec withCells(List<CellPlan> subset) {
        return new ExperimentSpec(name, description, model, profile, seed, replications, source, inputHash, resolved,
                matrix, subset, charts);
    }
}
