package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.Limits;
import org.repsim.experiments.input.SetOverride;
import org.repsim.experiments.schema.problem.InvalidInputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
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

    @Option(names = "--max-cells", paramLabel = "N",
            description = "Refuse a matrix of more cells than this, before expanding it (default: ${DEFAULT-VALUE}).")
    long maxCells = Limits.DEFAULT_MAX_CELLS;

    @Option(names = "--budget", paramLabel = "UNITS",
            description = "Refuse an experiment whose estimated cost (repsim list shows it per cell) exceeds this"
                    + " many work units (default: ${DEFAULT-VALUE}).")
    double budget = Limits.DEFAULT_BUDGET;

    @Option(names = "--force", description = "Accept experiments above the --budget.")
    boolean force;

    private final ModelRegistry registry;

    public ExperimentInputs() {
        this(ModelRegistry.standard());
    }

    ExperimentInputs(ModelRegistry registry) {
        this.registry = registry;
    }

    /**
     * Every experiment, with {@code before} applied ahead of the user's {@code --set}s, and the
     * output folder {@code out} checked if not null; all files' problems at once.
     */
    List<ExperimentSpec> load(List<String> before, Path out) {
        return load(before, List.of(), out);
    }

    /** The same, with {@code built} (overrides a command made from its own options) applied first. */
    List<ExperimentSpec> load(List<String> before, List<SetOverride> built, Path out) {
        List<String> all = new ArrayList<>(before);
        all.addAll(sets);
        return ExperimentBatch.load(registry, paths, built, all, limits(), out);
    }

    /** The PATH arguments as given. */
    List<Path> paths() {
        return List.copyOf(paths);
    }

    /** --max-cells, --budget and --force; {@code list} shows costs rather than refusing them. */
    private Limits limits() {
        if (maxCells < 1 || !(budget > 0)) {
            throw new ParameterException(command.commandLine(), "--max-cells and --budget must be positive");
        }
        return new Limits(maxCells, budget, force || !budgetApplies);
    }

    /** Set by {@code list}, which shows each cell's cost instead of refusing the experiment. */
    boolean budgetApplies = true;

    /** Every experiment, or empty after printing every problem to the command's stderr (exit code 2 follows). */
    Optional<List<ExperimentSpec>> loadOrReport(Path out) {
        try {
            return Optional.of(load(List.of(), out));
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
    int describeEach(Path outDir, Function<ExperimentSpec, String> describe) {
        Optional<List<ExperimentSpec>> specs = loadOrReport(outDir);
        if (specs.isEmpty()) {
            return 2;
        }
        PrintWriter out = command.commandLine().getOut();
        specs.get().forEach(s -> out.println(describe.apply(s)));
        return 0;
    }
}
