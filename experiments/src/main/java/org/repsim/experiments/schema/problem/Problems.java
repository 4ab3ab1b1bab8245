package org.repsim.experiments.schema.problem;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Collects problems while validating, so a user sees every mistake of a file at once. The same
 * problem found twice (an axis value validated once per cell) is reported once.
 */
public final class Problems {
    private final LinkedHashSet<Problem> problems = new LinkedHashSet<>();

    public void add(Mark mark, String keyPath, String message) {
        problems.add(new Problem(mark, keyPath, message));
    }

    public void addAll(Problems other) {
        problems.addAll(other.problems);
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    public int size() {
        return problems.size();
    }

    public List<Problem> list() {
        return new ArrayList<>(problems);
    }

    /** Throws {@link InvalidInputException} if anything was collected. */
    public void throwIfAny() {
        if (!problems.isEmpty()) {
            throw new InvalidInputException(list());
        }
    }
}
