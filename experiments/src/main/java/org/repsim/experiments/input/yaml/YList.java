package org.repsim.experiments.input.yaml;

import java.util.List;

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
