package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.problem.InvalidInputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Picocli mixin of the commands that read experiment files ({@code list}, {@code validate},
 * {@code run}): the PATH arguments and {@code --set}, declared once, and the models they are
 * read against. A command creates it with its registry; picocli fills in the options.
 */
public final class ExperimentInputs {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Experiment YAML files or folders of them.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--set", paramLabel = "KEY.PATH=VALUE", description = "Override a key in every experiment (repeatable).")
    List<String> sets = new ArrayList<>();

    private final ModelRegistry registry;

    public ExperimentInputs() {
        this(ModelRegistry.standard());
    }

    ExperimentInputs(ModelRegistry registry) {
        this.registry = registry;
    }

    /** Every experiment, with {@code before} applied ahead of the user's {@code --set}s; all files' problems at once. */
    List<ExperimentSpec> load(List<String> before) {
        List<String> all = new ArrayList<>(before);
        all.addAll(sets);
        return ExperimentBatch.load(registry, paths, all);
    }

    /** Every experiment, or empty after printing every problem to the command's stderr (exit code 2 follows). */
    Optional<List<ExperimentSpec>> loadOrReport() {
        try {
            return Optional.of(load(List.of()));
        } catch (InvalidInputException e) {
            PrintWriter err = command.commandLine().getErr();
            err.print(ExperimentFiles.render(e.problems()));
            err.flush();   // print() does not auto-flush; main() exits right after
            return Optional.empty();
        }
    }

    /**
     * Prints {@code describe} of every experiment to stdout and returns 0, or prints every
     * problem to stderr and returns 2 (nothing printed to stdout).
     */
    int describeEach(Function<ExperimentSpec, String> describe) {
        Optional<List<ExperimentSpec>> specs = loadOrReport();
        if (specs.isEmpty()) {
            return 2;
        }
        PrintWriter out = command.commandLine().getOut();
        specs.get().forEach(s -> out.println(describe.apply(s)));
        return 0;
    }
}
