package org.repsim.experiments.cli;

import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.bindings.CostEstimate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code repsim list}: the cells each experiment expands to, in matrix order. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "Print the cells of experiment files.")
public final class ListCommand implements Callable<Integer> {
    @Mixin
    ExperimentInputs inputs;

    public ListCommand() {
        this(ModelRegistry.standard());
    }

    public ListCommand(ModelRegistry registry) {
        inputs = new ExperimentInputs(registry);
        inputs.budgetApplies = false;   // list shows what a run would cost; run and validate refuse it
    }

    @Override
    public Integer call() {
        return inputs.describeEach(null, s -> {
            StringBuilder b = new StringBuilder(s.name() + "  (" + s.model().id() + ", " + s.cells().size()
                    + " cells × " + s.replications() + " replications, estimated cost "
                    + CostEstimate.format(CellCosts.total(s)) + " work units)");
            for (CellPlan c : s.cells()) {
                CostEstimate e = c.prepared().estimate(c.window());
                b.append("\n  ").append(c.cell().id()).append("  [").append(CostEstimate.format(e.units()))
                        .append(" per replication: ").append(e.formula()).append(']');
            }
            return b.toString();
        });
    }
}
