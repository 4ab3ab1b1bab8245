package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code repsim list}: the cells each experiment expands to, in matrix order. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "Print the cells of experiment files.")
public final class ListCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Experiment YAML files or folders of them.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--set", paramLabel = "KEY.PATH=VALUE", description = "Override a key in every experiment (repeatable).")
    List<String> sets = new ArrayList<>();

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
            for (ExperimentSpec s : ExperimentBatch.load(registry, paths, sets)) {
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
