package org.repsim.experiments.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Picocli mixin of the commands that read experiment files ({@code list}, {@code validate},
 * {@code run}): the PATH arguments and {@code --set}, declared once.
 */
public final class ExperimentInputs {
    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Experiment YAML files or folders of them.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--set", paramLabel = "KEY.PATH=VALUE", description = "Override a key in every experiment (repeatable).")
    List<String> sets = new ArrayList<>();

    /** Every experiment, with {@code before} applied ahead of the user's {@code --set}s; all files' problems at once. */
    List<ExperimentSpec> load(ModelRegistry registry, List<String> before) {
        List<String> all = new ArrayList<>(before);
        all.addAll(sets);
        return ExperimentBatch.load(registry, paths, all);
    }
}
