package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code repsim validate}: every check {@code run} makes before running, and nothing else. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check experiment files without running them (exit 0 valid, 2 invalid).")
public final class ValidateCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Experiment YAML files or folders of them.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--set", paramLabel = "KEY.PATH=VALUE", description = "Override a key in every experiment (repeatable).")
    List<String> sets = new ArrayList<>();

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
            for (ExperimentSpec s : ExperimentBatch.load(registry, paths, sets)) {
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
