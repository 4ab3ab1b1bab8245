package org.repsim.experiments.selftest;

import java.util.OptionalDouble;

/** Closed-form steady-state results of a single-server queue, in seconds. */
public interface QueueTheory {
    /** Arrivals per second (lambda). */
    double arrivalRate();

    /** Services per second of a busy server (mu). */
    double serviceRate();

    /** Arrival rate over service rate; the queue is stable only below 1. */
    default double utilisation() {
        return arrivalRate() / serviceRate();
    }

    /** Refuses a queue without a steady state (the closed forms need 0 < lambda < mu). */
    static void requireStable(String kind, double arrivalRate, double serviceRate) {
        if (!(arrivalRate > 0 && serviceRate > arrivalRate)) {
            throw new IllegalArgumentException(kind + " needs 0 < arrival rate < service rate, was "
                    + arrivalRate + " and " + serviceRate);
        }
    }

    /** Mean time from arrival to start of service. */
    double meanWaitSeconds();

    /** Mean time from arrival to completion (wait + service). */
    double meanSojournSeconds();

    /** The p-quantile of the sojourn time, when a closed form exists. */
    OptionalDouble sojournQuantileSeconds(double p);
}
