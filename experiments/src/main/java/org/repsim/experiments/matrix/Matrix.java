package org.repsim.experiments.matrix;

import java.util.ArrayList;
import java.util.List;

/** Axes and the cells they expand to, in matrix order. */
public record Matrix(List<Axis> axes, List<Cell> cells) {
    public Matrix {
        axes = List.copyOf(axes);
        cells = List.copyOf(cells);
    }

    public List<String> axisNames() {
        List<String> names = new ArrayList<>();
        axes.forEach(a -> names.add(a.name()));
        return names;
    }

    /**
     * Cartesian product of the non-lockstep axes, the first axis varying slowest (nested-loop
     * order); lockstep axes follow their leader's index. {@code exclude} drops matching cells;
     * a non-empty {@code only} keeps just the cells matching one of its rules.
     */
    public static Matrix expand(List<Axis> axes, List<CellRule> exclude, List<CellRule> only) {
        List<Integer> leaders = new ArrayList<>();
        for (int i = 0; i < axes.size(); i++) {
            if (!axes.get(i).isLockstep()) {
                leaders.add(i);
            }
        }
        List<Cell> cells = new ArrayList<>();
        int[] position = new int[leaders.size()];
        long total = 1;
        for (int l : leaders) {
            total *= axes.get(l).values().size();
        }
        for (long n = 0; n < total; n++) {
            long rest = n;
            for (int k = leaders.size() - 1; k >= 0; k--) {
                int size = axes.get(leaders.get(k)).values().size();
                position[k] = (int) (rest % size);
                rest /= size;
            }
            List<String> labels = new ArrayList<>(axes.size());
            List<Setting> settings = new ArrayList<>();
            StringBuilder id = new StringBuilder();
            for (Axis axis : axes) {
                int leader = indexOf(axes, axis.isLockstep() ? axis.lockstepWith() : axis.name());
                AxisValue v = axis.values().get(position[leaders.indexOf(leader)]);
                labels.add(v.label());
                settings.addAll(v.settings());
                if (id.length() > 0) {
                    id.append(',');
                }
                id.append(axis.name()).append('=').append(v.label());
            }
            if (exclude.stream().anyMatch(r -> r.matches(axes, labels))) {
                continue;
            }
            if (!only.isEmpty() && only.stream().noneMatch(r -> r.matches(axes, labels))) {
                continue;
            }
            cells.add(new Cell(cells.size(), axes.isEmpty() ? Cell.NO_AXES_ID : id.toString(), labels, settings));
        }
        return new Matrix(axes, cells);
    }

    private static int indexOf(List<Axis> axes, String name) {
        for (int i = 0; i < axes.size(); i++) {
            if (axes.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no axis " + name);
    }
}
