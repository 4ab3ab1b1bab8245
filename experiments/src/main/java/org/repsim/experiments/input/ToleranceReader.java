package org.repsim.experiments.input;

import org.repsim.experiments.schema.NumberSchema;
import org.repsim.experiments.schema.Paths;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/**
 * {@code reference[].tolerance} → {@link Tolerance}: a number (± in the figure's unit),
 * {@code N%} (± N percent of the figure) or {@code [low, high]} (bounds that must hold the
 * figure). Numbers are read by the schema's own {@link NumberSchema}, so they mean what they
 * mean everywhere else in the file.
 */
final class ToleranceReader {
    static final String FORMS = "a number (± in the figure's unit), 'N%' (± N percent of the figure) or [low, high]";

    private static final NumberSchema NON_NEGATIVE = NumberSchema.atLeast(0);
    private static final NumberSchema ANY = NumberSchema.atLeast(Double.NEGATIVE_INFINITY);

    private ToleranceReader() {
    }

    /** The tolerance at {@code node} for a figure of {@code value}, or null (with a problem) when it is not one. */
    static Tolerance read(YNode node, String path, double value, Problems problems) {
        if (node instanceof YList list) {
            return range(list, path, value, problems);
        }
        if (!(node instanceof YScalar s) || s.isNull()) {
            problems.add(node.mark(), path, "expected " + FORMS + ", got a " + node.shape());
            return null;
        }
        boolean relative = s.plain() && s.text().endsWith("%");
        YScalar number = relative ? new YScalar(s.text().substring(0, s.text().length() - 1).trim(), true, s.mark()) : s;
        Double amount = (Double) NON_NEGATIVE.check(number, path, new Problems());
        if (amount == null) {
            problems.add(s.mark(), path, "expected " + FORMS + " (not negative), got '" + s.text() + "'");
            return null;
        }
        if (!relative) {
            return new Tolerance.Absolute(amount);
        }
        if (value == 0.0) {
            problems.add(s.mark(), path, "a relative tolerance of a published 0 admits only 0; give an absolute one");
            return null;
        }
        return new Tolerance.Relative(amount);
    }

    private static Tolerance range(YList list, String path, double value, Problems problems) {
        if (list.items().size() != 2) {
            problems.add(list.mark(), path, "expected [low, high], got " + list.items().size() + " values");
            return null;
        }
        Double low = (Double) ANY.check(list.items().get(0), Paths.index(path, 0), problems);
        Double high = (Double) ANY.check(list.items().get(1), Paths.index(path, 1), problems);
        if (low == null || high == null) {
            return null;
        }
        if (low > high || value < low || value > high) {
            problems.add(list.mark(), path, "bounds [" + NumberSchema.fmt(low) + ", " + NumberSchema.fmt(high)
                    + "] must be in order and hold the published value " + NumberSchema.fmt(value));
            return null;
        }
        return new Tolerance.Range(low, high);
    }
}
