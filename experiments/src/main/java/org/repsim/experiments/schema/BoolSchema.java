package org.repsim.experiments.schema;

import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/** {@code true} or {@code false} (YAML 1.1's yes/no/on/off are refused: too easy to write by accident). */
public record BoolSchema() implements Schema {
    @Override
    public String typeName() {
        return "boolean";
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        YScalar s = Scalars.scalar(node, path, "true or false", problems);
        if (s == null) {
            return null;
        }
        if (s.plain() && s.text().equals("true")) {
            return Boolean.TRUE;
        }
        if (s.plain() && s.text().equals("false")) {
            return Boolean.FALSE;
        }
        problems.add(s.mark(), path, "expected true or false, got " + Scalars.describe(s));
        return null;
    }
}
