package org.repsim.experiments.runner;

import java.util.List;

/**
 * Cells failed (a replication threw, measured nothing, or could not be saved) or an experiment's
 * files could not be written; each failure names the experiment, the cell and the reason. Exit code 1.
 */
public final class RunFailedException extends Exception {
    /** One failure: {@code cell} is null when the experiment failed as a whole (writing its files). */
    public record Failure(String experiment, String cell, String reason) {
        public String message() {
            return "experiment " + experiment + (cell == null ? "" : ", cell " + cell) + ": " + reason;
        }
    }

    private final transient List<Failure> failures;
    private final transient List<BatchRunner.Outcome> completed;

    public RunFailedException(String message) {
        super(message, null, false, false);
        this.failures = List.of();
        this.completed = List.of();
    }

    public RunFailedException(List<Failure> failures, List<BatchRunner.Outcome> completed) {
        super(failures.size() + (failures.size() == 1 ? " failure" : " failures"), null, false, false);
        this.failures = List.copyOf(failures);
        this.completed = List.copyOf(completed);
    }

    /** Every failure, in batch order (experiment, then cell in matrix order). */
    public List<Failure> failures() {
        return failures;
    }

    /** Experiments whose every cell finished and whose files were written. */
    public List<BatchRunner.Outcome> completed() {
        return completed;
    }
}
