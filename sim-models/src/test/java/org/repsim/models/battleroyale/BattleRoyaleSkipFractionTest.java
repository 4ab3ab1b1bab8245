package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;

/**
 * Acceptance: with players uniform on the map, the fraction of (pair, frame) replications
 * skipped matches the analytical expectation from the distance distribution.
 */
class BattleRoyaleSkipFractionTest {
    static final double SIDE = 2000.0;
    static final double CULL = 1000.0;

    /**
     * CDF of the distance between two independent uniform points in a square of side L, valid
     * for d <= L (Ghosh 1951): F(d) = pi d^2/L^2 - 8 d^3/(3 L^3) + d^4/(2 L^4).
     */
    static double distanceCdf(double d) {
        double r = d / SIDE;
        return Math.PI * r * r - 8.0 / 3.0 * r * r * r + 0.5 * r * r * r * r;
    }

    @Test
    void skippedFractionOfUniformPlayersMatchesTheDistanceDistribution() {
        // Published rule: skip 1 of 2 frames for 70-400 m, 2 of 3 beyond 400 m; only pairs within
        // cull distance are considered, so the expectation is conditional on d <= cull.
        double inCull = distanceCdf(CULL);
        double expected = ((distanceCdf(400) - distanceCdf(70)) * 0.5 + (distanceCdf(CULL) - distanceCdf(400)) * 2.0 / 3.0)
                / inCull;

        // Still players (a uniform sample stays uniform), no other actors, 50 ms work-bound frames
        // so that every character is due on every frame and every relevant pair is put to the
        // interleaving decision on every frame (see BattleRoyaleTestProfiles.WORK_BOUND).
        BattleRoyaleScenario scenario = BattleRoyaleScenario.defaults().withMap(SIDE, CULL)
                .withMovement(MovementSpec.still()).withOtherActors(List.of())
                .withInterleaving(DistanceInterleaving.published());
        int seeds = 6;
        double[] fractions = new double[seeds];
        double sum = 0.0;
        for (int s = 0; s < seeds; s++) {
            RunOutput out = BattleRoyaleModel.runUnscaled(scenario, BattleRoyaleTestProfiles.WORK_BOUND,
                    BattleRoyaleTestProfiles.FREE_PASS, RunWindow.ofSeconds(1.0, 15.0), new RandomStreams(1000 + s, 0));
            fractions[s] = out.metrics().get(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT) / 100.0;
            sum += fractions[s];
        }
        double mean = sum / seeds;
        double ss = 0.0;
        for (double f : fractions) {
            ss += (f - mean) * (f - mean);
        }
        double standardError = Math.sqrt(ss / (seeds - 1) / seeds);
        // Sampling error comes from where the players happen to stand; 4 standard errors, plus
        // the staggered start (at most 3 frames out of 300 per pair), bound an honest match.
        double tolerance = 4.0 * standardError + 3.0 / 300.0;
        assertTrue(tolerance < 0.03, "test too noisy to discriminate: tolerance " + tolerance);
        assertEquals(expected, mean, tolerance, "mean skipped fraction over " + seeds + " seeds vs analytical");
    }

    @Test
    void analyticalCdfIsRightAtTheSideLength() {
        // At d = L the Ghosh formula gives pi - 8/3 + 1/2 = 0.9749 (known value for the unit square).
        assertEquals(Math.PI - 8.0 / 3.0 + 0.5, distanceCdf(SIDE), 1e-12);
        assertEquals(0.9749, distanceCdf(SIDE), 1e-4);
    }
}
