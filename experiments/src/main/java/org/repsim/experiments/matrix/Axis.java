package org.repsim.experiments.matrix;

import java.util.List;
import org.repsim.experiments.schema.problem.Mark;

/**
 * A named matrix axis. An axis with {@code lockstepWith} set adds no dimension: its i-th value
 * goes with the i-th value of that axis (zipped, as OMNeT++'s parallel iteration does).
 */
public record Axis(String name, List<AxisValue> values, String lockstepWith, Mark mark) {
    public Axis {
        values = List.copyOf(values);
    }

    public boolean isLockstep() {
        return lockstepWith != null;
    }

    public List<String> labels() {
        return values.stream().map(AxisValue::label).toList();
    }
}
