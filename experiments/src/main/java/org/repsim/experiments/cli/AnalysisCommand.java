package org.repsim.experiments.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.SetOverride;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;
import picocli.CommandLine.ParameterException;

/**
 * The commands that run one analysis on an existing experiment file ({@code sensitivity},
 * {@code crossover}): {@code repsim run} with the file's {@code analysis:} section built from their
 * options (each value located at its option, so a bad metric or key is one message naming it),
 * and the experiment named {@code <file stem>-<kind>} unless {@code --set name=...} says otherwise.
 * Every option of {@code run} applies, but {@code --only}.
 */
abstract class AnalysisCommand extends RunCommand {
    private final String kind;

    AnalysisCommand(ModelRegistry registry, String kind) {
        super(registry);
        this.kind = kind;
    }

    /** The section's keys after {@code kind}, built from the options. */
    abstract List<YMap.Entry> entries();

    @Override
    final List<SetOverride> analysis() {
        List<Path> paths = inputs.paths();
        if (paths.size() != 1 || !Files.isRegularFile(paths.get(0))) {
            throw new ParameterException(commandSpec.commandLine(), kind + " takes one experiment file, got "
                    + String.join(" ", paths.stream().map(Path::toString).toList()));
        }
        if (only != null) {
            throw new ParameterException(commandSpec.commandLine(), "--only does not apply to an analysis: it chooses"
                    + " its own cells");
        }
        Mark mark = new Mark("repsim " + kind, 1, 1);
        List<YMap.Entry> all = new ArrayList<>();
        all.add(new YMap.Entry("kind", mark, new YScalar(kind, true, mark)));
        all.addAll(entries());
        String stem = paths.get(0).getFileName().toString().replaceFirst("\\.(yaml|yml)$", "");
        return List.of(new SetOverride("name", new YScalar(stem + "-" + kind, false, mark)),
                new SetOverride("analysis", new YMap(all, mark)));
    }

    /** {@code key: value} located at {@code option}; a plain scalar reads as the YAML value it spells. */
    static YMap.Entry scalar(String key, String option, String value) {
        Mark mark = new Mark(option + " " + value, 1, 1);
        return new YMap.Entry(key, mark, new YScalar(value, true, mark));
    }

    /** {@code key: [a, b, ...]} from a comma-separated option value. */
    static YMap.Entry list(String key, String option, String value) {
        Mark mark = new Mark(option + " " + value, 1, 1);
        List<YNode> items = new ArrayList<>();
        for (String item : value.split(",", -1)) {
            items.add(new YScalar(item.trim(), true, mark));
        }
        return new YMap.Entry(key, mark, new YList(items, mark));
    }

    /** {@code key: {axis: label, ...}} from {@code axis=label[,axis=label]}. */
    YMap.Entry cell(String key, String option, String value) {
        Mark mark = new Mark(option + " " + value, 1, 1);
        List<YMap.Entry> labels = new ArrayList<>();
        if (!value.isBlank()) {
            for (String part : value.split(",", -1)) {
                int eq = part.indexOf('=');
                if (eq <= 0 || eq == part.length() - 1) {
                    throw new ParameterException(commandSpec.commandLine(), option + " expects axis=label[,axis=label],"
                            + " got '" + value + "'");
                }
                labels.add(new YMap.Entry(part.substring(0, eq).trim(), mark,
                        new YScalar(part.substring(eq + 1).trim(), false, mark)));
            }
        }
        return new YMap.Entry(key, mark, new YMap(labels, mark));
    }
}
