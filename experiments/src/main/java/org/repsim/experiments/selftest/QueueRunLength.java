package org.repsim.experiments.selftest;

/**
 * How many customers one queue run serves: the first {@code warmupCustomers} are discarded
 * (the queue starts empty, which biases early waits low), the next {@code measuredCustomers}
 * are measured.
 */
public record QueueRunLength(int warmupCustomers, int measuredCustomers) {
    public QueueRunLength {
        if (warmupCustomers < 0 || measuredCustomers < 1
                || (long) warmupCustomers + measuredCustomers > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("need warm-up >= 0 and 1 <= measured customers, total within int range");
        }
    }

    public int totalCustomers() {
        return warmupCustomers + measuredCustomers;
    }
}
