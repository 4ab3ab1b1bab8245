package org.repsim.experiments.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.analysis.AnalysisRun;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.Limits;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.input.SetOverride;
import org.repsim.experiments.schema.problem.Mark;

/** Loads every experiment named by PATH arguments, collecting the problems of all files before failing. */
final class ExperimentBatch {
    private ExperimentBatch() {
    }

    static List<ExperimentSpec> load(ModelRegistry registry, List<Path> paths, List<String> sets, Limits limits,
                                     Path out) {
        return load(registry, paths, List.of(), sets, limits, out);
    }

    /** {@code built}: overrides a command made from its own options, applied before {@code sets}. */
    static List<ExperimentSpec> load(ModelRegistry registry, List<Path> paths, List<SetOverride> built,
                                     List<String> sets, Limits limits, Path out) {
        Problems problems = new Problems();
        List<SetOverride> overrides = new ArrayList<>(built);
        for (String s : sets) {
            try {
                overrides.add(SetOverride.parse(s));
            } catch (InvalidInputException e) {
                e.problems().forEach(p -> problems.add(p.mark(), p.keyPath(), p.message()));
            }
        }
        // A bad --set or a missing path does not stop the files that can be read from being checked.
        List<Path> files = ExperimentFiles.expand(paths, problems);
        ExperimentLoader loader = new ExperimentLoader(registry, limits);
        List<ExperimentSpec> specs = new ArrayList<>();
        Map<String, Path> names = new LinkedHashMap<>();
        for (Path f : files) {
            try {
                ExperimentSpec spec = loader.load(f, overrides);
                // Ignoring case: on a case-insensitive file system two such names share one folder.
                Path other = names.putIfAbsent(spec.name().toLowerCase(java.util.Locale.ROOT), f);
                if (other != null) {
                    problems.add(new Mark(f.toString(), 1, 1), "name", "experiment name '" + spec.name()
                            + "' is also used by " + other + "; names must be unique (they name output folders)");
                } else {
                    if (spec.analysis() != null) {
                        // The analysis's first evaluations, checked like any cell before anything runs.
                        AnalysisRun.check(registry, spec);
                    }
                    specs.add(spec);
                }
            } catch (InvalidInputException e) {
                e.problems().forEach(p -> problems.add(p.mark(), p.keyPath(), p.message()));
            }
        }
        if (out != null) {
            OutputFolderCheck.check(out, specs.stream().map(ExperimentSpec::name).toList(), problems);
        }
        problems.throwIfAny();
        return specs;
    }
}
