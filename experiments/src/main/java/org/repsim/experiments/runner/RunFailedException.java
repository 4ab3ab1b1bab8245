package org.repsim.experiments.runner;

/** A replication threw: the message names the experiment, cell and replication. Exit code 1. */
public final class RunFailedException extends Exception {
    public RunFailedException(String message) {
        super(message, null, false, false);
    }
}
