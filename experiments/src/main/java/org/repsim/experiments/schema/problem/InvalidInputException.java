package org.repsim.experiments.schema.problem;

import java.util.List;
import java.util.stream.Collectors;

/** Input that cannot be run; the CLI prints {@link #problems()} one per line and exits 2. */
public final class InvalidInputException extends RuntimeException {
    private final List<Problem> problems;

    public InvalidInputException(List<Problem> problems) {
        super(problems.stream().map(Problem::render).collect(Collectors.joining("\n")), null, false, false);
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }
}
