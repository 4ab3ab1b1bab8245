package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.problem.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code repsim validate}: every check {@code run} makes before running, and nothing else. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check experiment files without running them (exit 0 valid, 2 invalid).")
public final class ValidateCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Mixin
    ExperimentInputs inputs;

    private final ModelRegistry registry;

    public ValidateCommand() {
        this(ModelRegistry.standard());
    }

    public ValidateCommand(ModelRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PrintWriter out = commandSpec.commandLine().getOut();
        PrintWriter err = commandSpec.commandLine().getErr();
        try {
            for (ExperimentSpec s : inputs.load(registry, List.of())) {
                out.println("ok  " + s.source() + "  (" + s.name() + ": " + s.cells().size() + " cells × "
                        + s.replications() + " replications, " + s.charts().size() + " charts)");
            }
            return 0;
        } catch (InvalidInputException e) {
            err.print(ExperimentFiles.render(e.problems()));
            err.flush();   // print() does not auto-flush; main() exits right after
            return 2;
        }
    }
}
