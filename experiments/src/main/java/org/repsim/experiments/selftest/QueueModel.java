package org.repsim.experiments.selftest;

import org.repsim.engine.queueing.DeterministicDurations;
import org.repsim.engine.queueing.DurationSource;
import org.repsim.engine.queueing.ExponentialDurations;
import org.repsim.engine.random.RandomStream;

/** A single-server FIFO queue with Poisson arrivals: rates per second and the service distribution. */
public record QueueModel(double arrivalRate, double serviceRate, ServiceKind service) {
    public QueueModel {
        if (!(arrivalRate > 0 && serviceRate > 0)) {
            throw new IllegalArgumentException("rates must be > 0, were " + arrivalRate + " and " + serviceRate);
        }
    }

    public static QueueModel mm1(double arrivalRate, double serviceRate) {
        return new QueueModel(arrivalRate, serviceRate, ServiceKind.EXPONENTIAL);
    }

    public static QueueModel md1(double arrivalRate, double serviceRate) {
        return new QueueModel(arrivalRate, serviceRate, ServiceKind.DETERMINISTIC);
    }

    /** Kendall notation, e.g. "M/M/1". */
    public String name() {
        return "M/" + service.kendall() + "/1";
    }

    public QueueTheory theory() {
        return switch (service) {
            case EXPONENTIAL -> new MM1Theory(arrivalRate, serviceRate);
            case DETERMINISTIC -> new MD1Theory(arrivalRate, serviceRate);
        };
    }

    /** Service times of this model; exponential ones are drawn from {@code stream}. */
    DurationSource serviceTimes(RandomStream stream) {
        return switch (service) {
            case EXPONENTIAL -> ExponentialDurations.ofRate(stream, serviceRate);
            case DETERMINISTIC -> DeterministicDurations.ofRate(serviceRate);
        };
    }
}
