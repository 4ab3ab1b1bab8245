package org.repsim.experiments.schema;

import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/** Shared "is this a non-null scalar?" check with the one wording every type uses. */
final class Scalars {
    private Scalars() {
    }

    static YScalar scalar(YNode node, String path, String expected, Problems problems) {
        if (node instanceof YScalar s && !s.isNull()) {
            return s;
        }
        String got = node instanceof YScalar ? "null" : "a " + node.shape();
        problems.add(node.mark(), path, "expected " + expected + ", got " + got);
        return null;
    }

    static String describe(YScalar s) {
        return s.plain() ? "'" + s.text() + "'" : "the quoted string \"" + s.text() + "\"";
    }
}
