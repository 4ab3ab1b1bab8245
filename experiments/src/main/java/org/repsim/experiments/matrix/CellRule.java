package org.repsim.experiments.matrix;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A partial cell description: axis name → accepted labels. A cell matches when, for every axis
 * named, its label is one of the accepted ones. Used by {@code exclude}/{@code only},
 * {@code reference}, chart baselines and {@code --only}.
 */
public record CellRule(Map<String, Set<String>> accepted) {
    public CellRule {
        accepted = Map.copyOf(accepted);
    }

    public boolean matches(List<Axis> axes, List<String> labels) {
        for (int i = 0; i < axes.size(); i++) {
            Set<String> ok = accepted.get(axes.get(i).name());
            if (ok != null && !ok.contains(labels.get(i))) {
                return false;
            }
        }
        return true;
    }
}
