package org.repsim.experiments.schema;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/** A simulated duration: {@code 20s}, {@code 500ms}, {@code 2m}, or a bare number of seconds. Checked as seconds (Double). */
public record DurationSchema(double minSeconds, boolean minExclusive, double maxSeconds) implements Schema {
    private static final Pattern FORM = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(us|ms|s|m|min|h)?");

    @Override
    public String typeName() {
        return "duration (e.g. 20s, 500ms, 2m; bare number = seconds) " + (minExclusive ? "> " : ">= ")
                + NumberSchema.fmt(minSeconds) + "s, <= " + NumberSchema.fmt(maxSeconds) + "s";
    }

    /** Parses a duration in seconds, or null if the text is not one. */
    public static Double parseSeconds(String text) {
        Matcher m = FORM.matcher(text.trim());
        if (!m.matches()) {
            return null;
        }
        double v = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return switch (unit) {
            case "us" -> v / 1e6;
            case "ms" -> v / 1e3;
            case "s" -> v;
            case "m", "min" -> v * 60;
            case "h" -> v * 3600;
            default -> null;
        };
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        YScalar s = Scalars.scalar(node, path, "a duration", problems);
        if (s == null) {
            return null;
        }
        Double v = s.plain() ? parseSeconds(s.text()) : null;
        if (v == null) {
            problems.add(s.mark(), path, "expected a duration like 20s, 500ms or 2m, got " + Scalars.describe(s));
            return null;
        }
        if (v < minSeconds || (minExclusive && v == minSeconds) || v > maxSeconds) {
            problems.add(s.mark(), path, "duration " + s.text() + " is out of range ("
                    + (minExclusive ? "> " : ">= ") + NumberSchema.fmt(minSeconds) + "s, <= "
                    + NumberSchema.fmt(maxSeconds) + "s)");
            return null;
        }
        return v;
    }
}
