package org.repsim.experiments.runner;

import java.util.List;

/** A replication threw: the message names the experiment, cell and replication. Exit code 1. */
public final class RunFailedException extends Exception {
    private final transient List<BatchRunner.Outcome> completed;

    public RunFailedException(String message) {
        this(message, List.of());
    }

    public RunFailedException(String message, List<BatchRunner.Outcome> completed) {
        super(message, null, false, false);
        this.completed = List.copyOf(completed);
    }

    /** Experiments whose every cell finished before the failure (their results can still be written). */
    public List<BatchRunner.Outcome> completed() {
        return completed;
    }
}
