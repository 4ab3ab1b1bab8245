package org.repsim.experiments.schema;

import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/** A whole number within [min, max]. */
public record IntSchema(long min, long max) implements Schema {
    @Override
    public String typeName() {
        if (max == Long.MAX_VALUE) {
            return min == Long.MIN_VALUE ? "integer" : "integer >= " + min;
        }
        return "integer " + min + ".." + max;
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        YScalar s = Scalars.scalar(node, path, "an integer", problems);
        if (s == null) {
            return null;
        }
        long v;
        try {
            if (!s.plain()) {
                throw new NumberFormatException();
            }
            v = Long.parseLong(s.text().replace("_", ""));
        } catch (NumberFormatException e) {
            problems.add(s.mark(), path, "expected an integer, got " + Scalars.describe(s));
            return null;
        }
        if (v < min || v > max) {
            problems.add(s.mark(), path, "value " + v + " is out of range (" + typeName() + ")");
            return null;
        }
        return v;
    }
}
