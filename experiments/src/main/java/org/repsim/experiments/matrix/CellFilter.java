package org.repsim.experiments.matrix;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;

/**
 * {@code --only axis=label[|label...][,axis=label...]}: keeps the cells whose labels match
 * every named axis. An experiment without one of the named axes is left out of the run.
 */
public record CellFilter(Map<String, Set<String>> accepted) {
    public static CellFilter parse(String text) {
        Map<String, Set<String>> accepted = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            int eq = part.indexOf('=');
            if (eq <= 0 || eq == part.length() - 1) {
                throw new InvalidInputException(List.of(new Problem(new Mark("--only " + text, 1, 1), "",
                        "expected axis=label[|label...][,axis=label...], got '" + part + "'")));
            }
            Set<String> labels = new LinkedHashSet<>(List.of(part.substring(eq + 1).split("\\|")));
            accepted.computeIfAbsent(part.substring(0, eq).trim(), k -> new LinkedHashSet<>()).addAll(labels);
        }
        return new CellFilter(accepted);
    }

    /** Whether every axis the filter names exists in this matrix. */
    public boolean appliesTo(Matrix matrix) {
        return matrix.axisNames().containsAll(accepted.keySet());
    }

    public <T> List<T> select(Matrix matrix, List<T> items, java.util.function.Function<T, Cell> cellOf) {
        CellRule rule = new CellRule(accepted);
        List<T> out = new ArrayList<>();
        for (T item : items) {
            if (rule.matches(matrix.axes(), cellOf.apply(item).labels())) {
                out.add(item);
            }
        }
        return out;
    }
}
