package org.repsim.experiments.calibration;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.Reference;

/**
 * The part of a batch that the report runs: per experiment, only the cells a published figure
 * needs (its own cell and, for a ratio, its denominator's); experiments without figures are left
 * out. The cells keep their plans (seed, replications, configuration), so each figure comes from
 * the same runs as in {@code repsim run}.
 */
public final class CalibrationCells {
    private CalibrationCells() {
    }

    public static List<ExperimentSpec> select(List<ExperimentSpec> specs) {
        List<ExperimentSpec> out = new ArrayList<>();
        for (ExperimentSpec spec : specs) {
            Set<String> needed = new HashSet<>();
            for (Reference r : spec.references()) {
                needed.add(r.cell().id());
                if (r.isRatio()) {
                    needed.add(r.relativeTo().cell().id());
                }
            }
            List<CellPlan> cells = spec.cells().stream().filter(c -> needed.contains(c.cell().id())).toList();
            if (!cells.isEmpty()) {
                out.add(spec.withCells(cells));
            }
        }
        return out;
    }
}
