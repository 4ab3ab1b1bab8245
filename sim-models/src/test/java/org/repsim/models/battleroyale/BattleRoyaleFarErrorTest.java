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
 * Acceptance: far-character error grows with the skip step and with speed.
 *
 * <p>Hand expectation: frames last 50 ms (work-bound, every character due on every frame, see
 * BattleRoyaleTestProfiles.WORK_BOUND), so a character moving at v is sampled 1, 2, ..., s + 1
 * frames after its last replication when its pair skips s frames: the largest error of a pair on
 * a straight leg is v × (s + 1) × 0.05 s, and the p95 sits near it.
 */
class BattleRoyaleFarErrorTest {
    static final double FRAME_S = 0.05;

    static RunOutput run(double speedMps, DistanceInterleaving policy) {
        // A 1.5 km map with 100 players puts plenty of pairs in every band up to 1000 m.
        BattleRoyaleScenario scenario = BattleRoyaleScenario.defaults().withMap(1500.0, 3000.0)
                .withMovement(new MovementSpec(speedMps, speedMps, 0.0, 2000.0)).withOtherActors(List.of())
                .withInterleaving(policy);
        return BattleRoyaleModel.runUnscaled(scenario, BattleRoyaleTestProfiles.WORK_BOUND, BattleRoyaleTestProfiles.FREE_PASS,
                RunWindow.ofSeconds(1.0, 6.0), new RandomStreams(3, 0));
    }

    static double p95(RunOutput out, String label) {
        return out.metrics().get(BattleRoyaleMetrics.FAR_ERROR_P95 + "." + label);
    }

    @Test
    void errorGrowsWithTheSkipStepAsHandComputed() {
        double v = 6.0;
        RunOutput out = run(v, DistanceInterleaving.withThirdStep(1000.0));
        for (int s = 0; s <= 3; s++) {
            double handMax = v * (s + 1) * FRAME_S;
            double p95 = p95(out, BattleRoyaleMetrics.skipLabel(s));
            assertTrue(p95 <= handMax * 1.01 + 0.01, "skip " + s + ": p95 " + p95 + " above hand maximum " + handMax);
            assertTrue(p95 >= 0.9 * handMax, "skip " + s + ": p95 " + p95 + " far below hand maximum " + handMax);
        }
        // ... and therefore by distance band, the bands mapping onto the steps.
        assertTrue(p95(out, "band_0_70") < p95(out, "band_70_400"));
        assertTrue(p95(out, "band_70_400") < p95(out, "band_400_1000"));
        assertTrue(p95(out, "band_400_1000") < p95(out, "band_1000_plus"));
    }

    @Test
    void errorGrowsWithSpeed() {
        RunOutput foot = run(6.0, DistanceInterleaving.published());
        RunOutput vehicle = run(18.0, DistanceInterleaving.published());
        for (String band : List.of("band_0_70", "band_70_400", "band_400_1000")) {
            double ratio = p95(vehicle, band) / p95(foot, band);
            assertEquals(3.0, ratio, 0.3, band + ": error should scale with speed");
        }
    }

    @Test
    void withInterleavingOffEveryBandHasTheOneFrameError() {
        RunOutput out = run(6.0, DistanceInterleaving.off());
        for (String band : List.of("band_0_70", "band_70_400", "band_400_1000", "band_1000_plus")) {
            assertEquals(6.0 * FRAME_S, p95(out, band), 0.02, band);
        }
    }
}
