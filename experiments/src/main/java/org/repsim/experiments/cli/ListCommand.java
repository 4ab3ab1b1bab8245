package org.repsim.experiments.cli;

import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.CellPlan;
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
    }

    @Override
    public Integer call() {
        return inputs.describeEach(s -> {
            StringBuilder b = new StringBuilder(s.name() + "  (" + s.model().id() + ", " + s.cells().size()
                    + " cells × " + s.replications() + " replications)");
            for (CellPlan c : s.cells()) {
                b.append("\n  ").append(c.cell().id());
            }
            return b.toString();
        });
    }
}
