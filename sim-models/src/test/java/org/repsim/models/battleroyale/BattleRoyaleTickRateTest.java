package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import org.repsim.engine.cost.CostProfile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;

class BattleRoyaleTickRateTest {

    @Test
    void tickRateNeverExceedsTheMaxTickRateLightOrHeavy() {
        CostProfile calibrated = BattleRoyaleTestProfiles.CALIBRATED;
        for (int alive : new int[] {100, 40, 5}) {
            for (double cap : new double[] {30.0, 60.0}) {
                for (boolean nsf : new boolean[] {false, true}) {
                    BattleRoyaleScenario s = BattleRoyaleScenario.defaults().withAliveCurve(AliveCurve.constant(alive))
                            .withMaxTickRate(cap).withNetSendFlush(nsf);
                    RunOutput out = BattleRoyaleModel.run(s, calibrated, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 2.0),
                            new RandomStreams(11, 0));
                    double tick = out.metrics().get(BattleRoyaleMetrics.TICK_HZ);
                    assertTrue(tick <= cap, alive + " alive, cap " + cap + ": tick " + tick);
                    TimeSeries series = out.series().get(0);
                    assertEquals(BattleRoyaleMetrics.TICK_HZ_SERIES, series.metric());
                    for (double v : series.values()) {
                        assertTrue(v <= cap + 1e-9, "per-second tick " + v + " above cap " + cap);
                    }
                }
            }
        }
    }

    @Test
    void lightFramesRunExactlyAtTheCapAndHeavyFramesEmergeBelowIt() {
        CostProfile calibrated = BattleRoyaleTestProfiles.CALIBRATED;
        RunOutput light = BattleRoyaleModel.run(BattleRoyaleScenario.defaults().withAliveCurve(AliveCurve.constant(5)),
                calibrated, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 2.0), new RandomStreams(11, 0));
        assertEquals(30.0, light.metrics().get(BattleRoyaleMetrics.TICK_HZ), 1e-6);
        RunOutput heavy = BattleRoyaleModel.run(BattleRoyaleScenario.defaults()
                        .withInterleaving(DistanceInterleaving.off()), calibrated, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 2.0),
                new RandomStreams(11, 0));
        double frameMs = heavy.metrics().get(BattleRoyaleMetrics.FRAME_MS);
        assertTrue(frameMs > 1000.0 / 30.0, "100 alive without interleaving is heavier than the cap");
        // Work-bound frames: the tick rate is the inverse of the work, nothing else.
        assertEquals(1000.0 / frameMs, heavy.metrics().get(BattleRoyaleMetrics.TICK_HZ), 1e-6);
    }

    @Test
    void fewerPlayersAliveNeverLowerTheTickRate() {
        CostProfile calibrated = BattleRoyaleTestProfiles.CALIBRATED;
        double previous = 0.0;
        for (int alive : new int[] {100, 80, 60, 40, 20, 10}) {
            RunOutput out = BattleRoyaleModel.run(BattleRoyaleScenario.defaults()
                            .withInterleaving(DistanceInterleaving.off()).withAliveCurve(AliveCurve.constant(alive)),
                    calibrated, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 2.0), new RandomStreams(5, 0));
            double tick = out.metrics().get(BattleRoyaleMetrics.TICK_HZ);
            assertTrue(tick >= previous - 1e-9, alive + " alive: " + tick + " Hz < " + previous + " Hz with more alive");
            previous = tick;
        }
    }
}
