package org.repsim.experiments.matrix;

import java.util.List;
import org.repsim.experiments.schema.problem.Mark;

/** One value of an axis: its label (as written; becomes the axis column and part of the cell id) and what it sets. */
public record AxisValue(String label, List<Setting> settings, Mark mark) {
    public AxisValue {
        settings = List.copyOf(settings);
    }
}
