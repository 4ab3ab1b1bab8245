package org.repsim.experiments.schema.problem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Collects problems while validating, so a user sees every mistake of a file at once. The same
 * problem found twice (an axis value validated once per cell) is reported once; {@link #list()}
 * is sorted by file, line, column, key and message, so the report reads top to bottom and does
 * not depend on the order in which checks ran.
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
        List<Problem> sorted = new ArrayList<>(problems);
        sorted.sort(ORDER);
        return sorted;
    }

    private static final Comparator<Problem> ORDER = Comparator.comparing((Problem p) -> p.mark().file())
            .thenComparingInt(p -> p.mark().line()).thenComparingInt(p -> p.mark().column())
            .thenComparing(Problem::keyPath).thenComparing(Problem::message);

    /** Throws {@link InvalidInputException} if anything was collected. */
    public void throwIfAny() {
        if (!problems.isEmpty()) {
            throw new InvalidInputException(list());
        }
    }
}
