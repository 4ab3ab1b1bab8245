package org.repsim.experiments.schema;

import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;

/** Accepts any node and returns it unchanged: its meaning is checked later against another schema (e.g. an axis value against the parameter it sets). */
public record RawSchema(String typeName) implements Schema {
    @Override
    public Object check(YNode node, String path, Problems problems) {
        return node;
    }
}
