package org.repsim.experiments.selftest;

import it.unimi.dsi.fastutil.doubles.DoubleArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.stats.ReplicationSummary;

/**
 * Runs queue models for independent replications and sets each simulated quantity beside its
 * closed form: the check that the kernel, the random streams and the statistics are honest.
 * Used by {@code repsim selftest} and by this package's tests, so both check the same thing.
 */
public final class QueueValidation {

    /** Replication r of a model runs on {@code new RandomStreams(seed, r)}. */
    public record Settings(long seed, int replications, QueueRunLength length) {
        /**
         * 30 replications of 2,000 warm-up + 50,000 measured customers: at rho = 0.7 the
         * M/M/1 mean sojourn's 95% half-width is then about 1% of the mean (enough to catch a
         * wrong queue discipline or rate), and both models run in well under a second.
         */
        public static final Settings DEFAULT = new Settings(20_260_101L, 30, new QueueRunLength(2_000, 50_000));

        public Settings {
            if (replications < 2) {
                throw new IllegalArgumentException("a confidence interval needs at least 2 replications");
            }
        }
    }

    /** The two models the self-test checks: rho = 0.7, mean service time 1 ms. */
    public static List<QueueModel> standardModels() {
        return List.of(QueueModel.mm1(700.0, 1000.0), QueueModel.md1(700.0, 1000.0));
    }

    public static List<TheoryComparison> compareAll(Settings settings) {
        List<TheoryComparison> rows = new ArrayList<>();
        for (QueueModel model : standardModels()) {
            rows.addAll(compare(model, settings));
        }
        return rows;
    }

    /** Mean wait, mean sojourn and (where a closed form exists) sojourn quantiles, in ms. */
    static List<TheoryComparison> compare(QueueModel model, Settings settings) {
        double[] probabilities = QueueRun.sojournProbabilities();
        DoubleArrayList waits = new DoubleArrayList();
        DoubleArrayList sojourns = new DoubleArrayList();
        DoubleArrayList[] quantiles = new DoubleArrayList[probabilities.length];
        for (int q = 0; q < probabilities.length; q++) {
            quantiles[q] = new DoubleArrayList();
        }
        for (int r = 0; r < settings.replications(); r++) {
            QueueRunResult result = QueueRun.run(model, settings.length(), new RandomStreams(settings.seed(), r));
            waits.add(result.meanWaitSeconds() * 1e3);
            sojourns.add(result.meanSojournSeconds() * 1e3);
            for (int q = 0; q < probabilities.length; q++) {
                quantiles[q].add(result.sojournSeconds().values()[q] * 1e3);
            }
        }
        QueueTheory theory = model.theory();
        List<TheoryComparison> rows = new ArrayList<>();
        rows.add(new TheoryComparison(model.name() + " mean wait", "ms", ReplicationSummary.of(waits),
                theory.meanWaitSeconds() * 1e3));
        rows.add(new TheoryComparison(model.name() + " mean sojourn", "ms", ReplicationSummary.of(sojourns),
                theory.meanSojournSeconds() * 1e3));
        for (int q = 0; q < probabilities.length; q++) {
            OptionalDouble exact = theory.sojournQuantileSeconds(probabilities[q]);
            if (exact.isPresent()) {
                rows.add(new TheoryComparison(model.name() + " sojourn p" + percentLabel(probabilities[q]), "ms",
                        ReplicationSummary.of(quantiles[q]), exact.getAsDouble() * 1e3));
            }
        }
        return rows;
    }

    private static String percentLabel(double p) {
        double pct = p * 100;
        return pct == Math.rint(pct) ? Long.toString(Math.round(pct)) : Double.toString(pct);
    }

    private QueueValidation() {
    }
}
