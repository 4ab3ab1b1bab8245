package org.repsim.experiments.schema.yaml;

import java.util.List;
import org.repsim.experiments.schema.problem.Mark;

/** A YAML sequence. */
public record YList(List<YNode> items, Mark mark) implements YNode {
    public YList {
        items = List.copyOf(items);
    }

    @Override
    public String shape() {
        return "list";
    }
}
