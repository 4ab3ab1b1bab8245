package org.repsim.experiments.schema;

import java.util.List;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.problem.Suggest;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/** One of a fixed list of words. */
public record EnumSchema(List<String> allowed) implements Schema {
    public EnumSchema {
        allowed = List.copyOf(allowed);
    }

    @Override
    public String typeName() {
        return "one of " + String.join(", ", allowed);
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        YScalar s = Scalars.scalar(node, path, typeName(), problems);
        if (s == null) {
            return null;
        }
        if (allowed.contains(s.text())) {
            return s.text();
        }
        problems.add(s.mark(), path, "unknown value '" + s.text() + "'" + Suggest.didYouMean(s.text(), allowed)
                + "; expected " + typeName());
        return null;
    }
}
