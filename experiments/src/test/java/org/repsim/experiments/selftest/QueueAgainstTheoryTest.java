package org.repsim.experiments.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;

/**
 * The kernel, streams and statistics together reproduce queueing theory: each simulated
 * quantity's confidence interval over independent replications contains the closed form.
 *
 * <p>Criterion: the test checks k quantities of one model at once, so each is held to its
 * Bonferroni-corrected interval, t(1 - 0.05/(2k), n - 1) standard errors (simultaneous 95%
 * coverage for the whole model; with k = 5 and 30 replications that is 1.35 of the per-quantity
 * 95% half-widths). A plain 95% interval per quantity would fail a correct simulator for one
 * of five quantities about a quarter of the time. The intervals are also required to be
 * narrow (half-width under 3% of the value), so passing is not a matter of wide error bars.
 */
class QueueAgainstTheoryTest {

    private static final QueueValidation.Settings SETTINGS = QueueValidation.Settings.DEFAULT;

    private static void assertAgrees(List<TheoryComparison> rows) {
        int n = SETTINGS.replications();
        TDistribution t = new TDistribution(null, n - 1.0);
        double allowed = t.inverseCumulativeProbability(1 - 0.05 / (2 * rows.size()))
                / t.inverseCumulativeProbability(0.975);
        for (TheoryComparison row : rows) {
            String what = row.quantity() + ": simulated " + row.simulated().mean() + " +- "
                    + row.simulated().halfWidth() + ", theory " + row.analytical()
                    + ", deviation " + row.deviationInHalfWidths() + " half-widths, allowed " + allowed;
            assertTrue(row.withinHalfWidths(allowed), what);
            assertTrue(row.simulated().halfWidth() < 0.03 * row.analytical(), "interval too wide to mean much: " + what);
        }
    }

    @Test
    void mm1WaitSojournAndSojournQuantilesMatchTheory() {
        List<TheoryComparison> rows = QueueValidation.compare(QueueModel.mm1(700, 1000), SETTINGS);
        assertEquals(5, rows.size(), "mean wait, mean sojourn, p50, p90, p99");
        assertAgrees(rows);
    }

    @Test
    void md1WaitAndSojournMatchTheoryAndAreTellableFromMm1() {
        List<TheoryComparison> rows = QueueValidation.compare(QueueModel.md1(700, 1000), SETTINGS);
        assertEquals(2, rows.size());
        assertAgrees(rows);
        // Power: the M/M/1 wait (twice as large) must be far outside the M/D/1 interval, so the
        // comparison can tell a deterministic server from an exponential one.
        double mm1Wait = new MM1Theory(700, 1000).meanWaitSeconds() * 1e3;
        assertTrue(Math.abs(rows.get(0).simulated().deviationInHalfWidths(mm1Wait)) > 10);
    }

    @Test
    void sameSeedSameFingerprintOtherSeedOtherFingerprint() {
        QueueModel model = QueueModel.mm1(700, 1000);
        QueueRunLength length = new QueueRunLength(100, 1_000);
        long a = QueueRun.run(model, length, new RandomStreams(1, 0)).fingerprint();
        long b = QueueRun.run(model, length, new RandomStreams(1, 0)).fingerprint();
        long otherSeed = QueueRun.run(model, length, new RandomStreams(2, 0)).fingerprint();
        long otherReplication = QueueRun.run(model, length, new RandomStreams(1, 1)).fingerprint();
        assertEquals(a, b);
        assertNotEquals(a, otherSeed);
        assertNotEquals(a, otherReplication);
    }

    @Test
    void sameSeedGivesIdenticalResults() {
        QueueModel model = QueueModel.md1(700, 1000);
        QueueRunLength length = new QueueRunLength(100, 2_000);
        QueueRunResult a = QueueRun.run(model, length, new RandomStreams(9, 3));
        QueueRunResult b = QueueRun.run(model, length, new RandomStreams(9, 3));
        assertEquals(a.meanWaitSeconds(), b.meanWaitSeconds());
        assertEquals(2_000, a.customers());
    }
}
