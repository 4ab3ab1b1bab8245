package org.repsim.experiments.selftest;

import java.util.OptionalDouble;

/** Closed-form steady-state results of a single-server queue, in seconds. */
public interface QueueTheory {
    /** Arrival rate over service rate; the queue is stable only below 1. */
    double utilisation();

    /** Mean time from arrival to start of service. */
    double meanWaitSeconds();

    /** Mean time from arrival to completion (wait + service). */
    double meanSojournSeconds();

    /** The p-quantile of the sojourn time, when a closed form exists. */
    OptionalDouble sojournQuantileSeconds(double p);
}
