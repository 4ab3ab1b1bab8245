package org.repsim.experiments.selftest;

import java.util.OptionalDouble;

/**
 * M/D/1 (Poisson arrivals at rate lambda, constant service time 1/mu, FIFO): by the
 * Pollaczek-Khinchine formula with zero service variance the mean wait is rho/(2 mu (1 - rho)),
 * half the M/M/1 wait; the mean sojourn adds the service time 1/mu. The sojourn distribution has
 * no simple closed form, so no quantiles.
 */
record MD1Theory(double arrivalRate, double serviceRate) implements QueueTheory {
    public MD1Theory {
        QueueTheory.requireStable("M/D/1", arrivalRate, serviceRate);
    }

    @Override
    public double meanWaitSeconds() {
        double rho = utilisation();
        return rho / (2.0 * serviceRate * (1.0 - rho));
    }

    @Override
    public double meanSojournSeconds() {
        return meanWaitSeconds() + 1.0 / serviceRate;
    }

    @Override
    public OptionalDouble sojournQuantileSeconds(double p) {
        return OptionalDouble.empty();
    }
}
