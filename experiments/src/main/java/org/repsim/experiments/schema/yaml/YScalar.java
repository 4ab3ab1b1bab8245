package org.repsim.experiments.schema.yaml;

import org.repsim.experiments.schema.problem.Mark;

/**
 * A scalar as written. {@code plain} is false for quoted scalars: a quoted "3" is a string,
 * never a number, so a typo in quoting is reported instead of silently converted.
 */
public record YScalar(String text, boolean plain, Mark mark) implements YNode {
    public boolean isNull() {
        return plain && (text.isEmpty() || text.equals("~") || text.equalsIgnoreCase("null"));
    }

    @Override
    public String shape() {
        return isNull() ? "null" : "scalar";
    }
}
