package org.repsim.experiments.selftest;

import org.repsim.engine.event.Simulator;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.queueing.ArrivalProcess;
import org.repsim.engine.queueing.DurationSource;
import org.repsim.engine.queueing.ExponentialDurations;
import org.repsim.engine.queueing.FifoServer;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.stats.Tally;

/**
 * One replication of a {@link QueueModel}: Poisson arrivals from stream {@code arrivals}, service
 * times from stream {@code service}, a {@link FifoServer}, and tallies of the measured customers'
 * waiting and sojourn times. The run ends when the last customer has left.
 */
final class QueueRun {
    /** Sojourn-time quantiles reported by every run. */
    private static final double[] SOJOURN_PROBABILITIES = {0.5, 0.9, 0.99};

    private final Tally waits = new Tally(false);
    private final Tally sojourns = new Tally(true);
    private final int warmupCustomers;

    private QueueRun(int warmupCustomers) {
        this.warmupCustomers = warmupCustomers;
    }

    static double[] sojournProbabilities() {
        return SOJOURN_PROBABILITIES.clone();
    }

    static QueueRunResult run(QueueModel model, QueueRunLength length, RandomStreams streams) {
        Fingerprint fingerprint = new Fingerprint();
        Simulator simulator = new Simulator();
        simulator.setFingerprint(fingerprint);
        RandomStream arrivalStream = streams.stream("arrivals");
        RandomStream serviceStream = streams.stream("service");
        arrivalStream.setListener(fingerprint);
        serviceStream.setListener(fingerprint);

        QueueRun run = new QueueRun(length.warmupCustomers());
        FifoServer server = new FifoServer(simulator, run::completed);
        DurationSource serviceTimes = model.serviceTimes(serviceStream);
        ArrivalProcess arrivals = new ArrivalProcess(simulator,
                ExponentialDurations.ofRate(arrivalStream, model.arrivalRate()),
                customer -> server.submit(serviceTimes.nextNanos(), customer));
        arrivals.start(length.totalCustomers());
        simulator.run();

        double[] probabilities = sojournProbabilities();
        double[] values = new double[probabilities.length];
        for (int i = 0; i < probabilities.length; i++) {
            values[i] = run.sojourns.quantile(probabilities[i]) / 1e9;
        }
        return new QueueRunResult(run.sojourns.count(), run.waits.mean() / 1e9, run.sojourns.mean() / 1e9,
                new Quantiles("sojourn_s", probabilities, values), fingerprint.value());
    }

    private void completed(int customer, long waitNanos, long sojournNanos) {
        if (customer >= warmupCustomers) {
            waits.add(waitNanos);
            sojourns.add(sojournNanos);
        }
    }
}
