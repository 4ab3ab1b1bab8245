package org.repsim.experiments.schema;

import java.util.ArrayList;
import java.util.List;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YNode;

/** A list of elements of one type with at least {@code minSize} elements. */
public record ListSchema(Schema element, int minSize) implements Schema {
    @Override
    public String typeName() {
        return "list of " + (element instanceof ObjectSchema ? "objects" : element.typeName())
                + (minSize > 0 ? " (at least " + minSize + ")" : "");
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        if (!(node instanceof YList list)) {
            problems.add(node.mark(), path, "expected a list, got a " + node.shape());
            return null;
        }
        if (list.items().size() < minSize) {
            problems.add(node.mark(), path, "list is empty; at least " + minSize + " element"
                    + (minSize == 1 ? "" : "s") + " required");
            return null;
        }
        List<Object> out = new ArrayList<>(list.items().size());
        boolean ok = true;
        for (int i = 0; i < list.items().size(); i++) {
            Object v = element.check(list.items().get(i), Paths.index(path, i), problems);
            ok &= v != null;
            out.add(v);
        }
        return ok ? out : null;
    }
}
