package org.repsim.experiments.schema;

import java.util.LinkedHashMap;
import java.util.Map;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;

/** A mapping with free keys (e.g. cost-profile overrides), all values of one type. Insertion order kept. */
public record MapSchema(String keyDoc, Schema value) implements Schema {
    @Override
    public String typeName() {
        return "mapping " + keyDoc + " -> " + value.typeName();
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        if (node instanceof org.repsim.experiments.schema.yaml.YScalar s && s.isNull()) {
            return new LinkedHashMap<String, Object>();
        }
        if (!(node instanceof YMap map)) {
            problems.add(node.mark(), path, "expected a mapping, got a " + node.shape());
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        boolean ok = true;
        for (YMap.Entry e : map.entries()) {
            Object v = value.check(e.value(), Paths.child(path, e.key()), problems);
            ok &= v != null;
            out.put(e.key(), v);
        }
        return ok ? out : null;
    }
}
