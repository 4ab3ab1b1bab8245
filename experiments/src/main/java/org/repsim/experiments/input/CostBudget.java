package org.repsim.experiments.input;

import java.util.List;
import org.repsim.experiments.bindings.CostEstimate;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YMap;

/**
 * An experiment's estimated cost (each cell's {@link CostEstimate} per replication × replications,
 * summed) against the budget of {@link Limits}: above it, one problem naming the costliest cell
 * and its formula, located at {@code matrix:} (or {@code scenario:} without a matrix).
 */
final class CostBudget {
    private CostBudget() {
    }

    /** The experiment's estimated cost against {@code limits}' budget, unless forced. */
    static void check(Limits limits, List<CellPlan> plans, int replications, YMap doc, Problems problems) {
        if (limits.force()) {
            return;
        }
        double total = 0;
        CellPlan costliest = null;
        double most = -1;
        for (CellPlan p : plans) {
            double units = p.prepared().estimate(p.window()).units() * replications;
            total += units;
            if (units > most) {
                most = units;
                costliest = p;
            }
        }
        if (total > limits.budget()) {
            String key = doc.get("matrix").isPresent() ? "matrix" : "scenario";
            problems.add(DocumentPaths.markOf(doc, key), key, "estimated cost " + CostEstimate.format(total)
                    + " work units exceeds the budget of " + CostEstimate.format(limits.budget())
                    + " (--budget); costliest cell " + costliest.cell().id() + ": "
                    + costliest.prepared().estimate(costliest.window()).formula() + " × " + replications
                    + " replications. Shrink the matrix or the scenario, or pass --force to run it anyway");
        }
    }
}
