package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.problem.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code repsim list}: the cells each experiment expands to, in matrix order. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "Print the cells of experiment files.")
public final class ListCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Mixin
    ExperimentInputs inputs;

    private final ModelRegistry registry;

    public ListCommand() {
        this(ModelRegistry.standard());
    }

    public ListCommand(ModelRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PrintWriter out = commandSpec.commandLine().getOut();
        try {
            for (ExperimentSpec s : inputs.load(registry, List.of())) {
                out.println(s.name() + "  (" + s.model().id() + ", " + s.cells().size() + " cells × "
                        + s.replications() + " replications)");
                for (CellPlan c : s.cells()) {
                    out.println("  " + c.cell().id());
                }
            }
            return 0;
        } catch (InvalidInputException e) {
            commandSpec.commandLine().getErr().print(ExperimentFiles.render(e.problems()));
            commandSpec.commandLine().getErr().flush();   // print() does not auto-flush; main() exits right after
            return 2;
        }
    }
}
