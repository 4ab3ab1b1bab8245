package org.repsim.experiments.schema;

import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/** A finite real number within [min, max]. */
public record NumberSchema(double min, double max) implements Schema {
    public static NumberSchema atLeast(double min) {
        return new NumberSchema(min, Double.POSITIVE_INFINITY);
    }

    @Override
    public String typeName() {
        if (max == Double.POSITIVE_INFINITY) {
            return min == Double.NEGATIVE_INFINITY ? "number" : "number >= " + fmt(min);
        }
        return "number " + fmt(min) + ".." + fmt(max);
    }

    public static String fmt(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        YScalar s = Scalars.scalar(node, path, "a number", problems);
        if (s == null) {
            return null;
        }
        Double v = parse(s);
        if (v == null) {
            problems.add(s.mark(), path, "expected a number, got " + Scalars.describe(s));
            return null;
        }
        if (v < min || v > max) {
            problems.add(s.mark(), path, "value " + s.text() + " is out of range (" + typeName() + ")");
            return null;
        }
        return v;
    }

    static Double parse(YScalar s) {
        if (!s.plain()) {
            return null;
        }
        try {
            double v = Double.parseDouble(s.text().replace("_", ""));
            // Double.parseDouble accepts "NaN", "Infinity" and hex/suffix forms ("1d"): not numbers here.
            if (!Double.isFinite(v) || !s.text().matches("[-+]?[0-9_]*\\.?[0-9_]*([eE][-+]?[0-9]+)?")) {
                return null;
            }
            return v;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
