package org.repsim.distributed;

import java.io.Serializable;

/**
 * Test-only hook: the first {@code attempts} attempts of one replication throw, as a model failure
 * would, so a test can show Spark retrying a task (or a failure in every attempt). Nothing outside
 * this package's tests sets {@link #next}; a job takes the value set when it is built and ships
 * it with its tasks, so it also reaches executors in other JVMs.
 */
record InjectedFault(String cell, int replication, int attempts) implements Serializable {
    static volatile InjectedFault next;

    /** Throws when this is the faulty replication and {@code attempt} (from 0) is one of the failing ones. */
    void apply(TaskRef ref, int attempt) {
        if (ref.cell().equals(cell) && ref.replication() == replication && attempt < attempts) {
            throw new IllegalStateException("injected failure in attempt " + (attempt + 1));
        }
    }
}
