package org.repsim.experiments.selftest;

import java.util.OptionalDouble;

/**
 * M/M/1 (Poisson arrivals at rate lambda, exponential service at rate mu, FIFO): the sojourn
 * time is exponential with rate mu - lambda, hence mean 1/(mu - lambda) and p-quantile
 * -ln(1 - p)/(mu - lambda); the mean wait is rho/(mu - lambda) with rho = lambda/mu
 * (Kleinrock, Queueing Systems I, section 3.2).
 */
record MM1Theory(double arrivalRate, double serviceRate) implements QueueTheory {
    public MM1Theory {
        QueueTheory.requireStable("M/M/1", arrivalRate, serviceRate);
    }

    @Override
    public double meanWaitSeconds() {
        return utilisation() / (serviceRate - arrivalRate);
    }

    @Override
    public double meanSojournSeconds() {
        return 1.0 / (serviceRate - arrivalRate);
    }

    @Override
    public OptionalDouble sojournQuantileSeconds(double p) {
        if (!(p >= 0 && p < 1)) {
            throw new IllegalArgumentException("p must be in [0, 1), was " + p);
        }
        return OptionalDouble.of(-Math.log1p(-p) / (serviceRate - arrivalRate));
    }
}
