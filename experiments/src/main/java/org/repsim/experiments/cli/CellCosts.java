package org.repsim.experiments.cli;

import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;

/** An experiment's estimated cost: each cell's estimate per replication × replications, summed. */
final class CellCosts {
    private CellCosts() {
    }

    static double total(ExperimentSpec spec) {
        double total = 0;
        for (CellPlan c : spec.cells()) {
            total += c.prepared().estimate(c.window()).units() * spec.replications();
        }
        return total;
    }
}
