package org.repsim.experiments.input;

import java.util.List;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YamlReader;

/**
 * A command-line {@code --set key.path=value}. The value is read as YAML (so {@code 4} is a
 * number, {@code "4"} a string, {@code [1,2]} a list); messages locate it as {@code --set}.
 */
public record SetOverride(String path, YNode value) {
    public static SetOverride parse(String arg) {
        int eq = arg.indexOf('=');
        Mark mark = new Mark("--set " + arg, 1, 1);
        if (eq <= 0 || arg.substring(0, eq).isBlank()) {
            throw new InvalidInputException(List.of(new Problem(mark, "", "expected key.path=value")));
        }
        String path = arg.substring(0, eq).trim();
        String[] segments = path.split("\\.", -1);
        if (segments.length > YamlReader.MAX_DEPTH) {
            // The same nesting limit as a file: deeper paths would build (and check) a document
            // no file may contain, recursively.
            throw new InvalidInputException(List.of(new Problem(new Mark("--set " + abbreviated(arg), 1, 1),
                    abbreviated(path), "key path has " + segments.length + " segments; at most "
                    + YamlReader.MAX_DEPTH + " (the nesting limit of experiment files)")));
        }
        for (String segment : segments) {
            if (segment.isEmpty()) {
                throw new InvalidInputException(List.of(new Problem(mark, path, "empty segment in key path")));
            }
        }
        YNode value = YamlReader.readString(arg.substring(eq + 1), "--set " + arg);
        return new SetOverride(path, value);
    }

    /** A hostile argument can be megabytes long: messages quote its start only. */
    private static String abbreviated(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }
}
