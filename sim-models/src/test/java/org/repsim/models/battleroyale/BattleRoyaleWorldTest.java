package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import org.repsim.engine.cost.CostProfile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;

class BattleRoyaleWorldTest {
    static final CostProfile LIGHT = BattleRoyaleTestProfiles.LIGHT;

    @Test
    void aliveCountFollowsTheCurve() {
        BattleRoyaleScenario s = BattleRoyaleScenario.defaults().withAliveCurve(AliveCurve.linear(100, 10, 20.0));
        RunOutput out = BattleRoyaleModel.run(s, LIGHT, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(0.0, 20.0), new RandomStreams(2, 0));
        TimeSeries alive = out.series().get(1);
        assertEquals(BattleRoyaleMetrics.ALIVE_SERIES, alive.metric());
        for (int i = 0; i < alive.values().length; i++) {
            // The sample is the alive count at the last frame of second i, in (i, i + 1].
            double expectedLow = s.aliveCurve().aliveAt(alive.timesSeconds()[i]);
            double expectedHigh = s.aliveCurve().aliveAt(alive.timesSeconds()[i] - 1.0);
            assertTrue(alive.values()[i] >= expectedLow && alive.values()[i] <= expectedHigh,
                    "second " + i + ": " + alive.values()[i] + " alive, curve says " + expectedLow + ".." + expectedHigh);
        }
    }

    @Test
    void playersMoveAtTheirSpeed() {
        World world = new World(8000.0, 1, PlayZone.forSpawn(new SpatialDistribution.Uniform(), 8000.0, null));
        world.x[0] = 4000.0;
        world.y[0] = 4000.0;
        PlayerMovement m = new PlayerMovement(new MovementSpec(6.0, 6.0, 0.0, 2000.0),
                new RandomStreams(1, 0).stream("movement"));
        m.start(world, 0.0);
        double legDx = world.targetX[0] - 4000.0;
        double legDy = world.targetY[0] - 4000.0;
        double leg = Math.hypot(legDx, legDy);
        m.advance(world, 0.1, 0.0);
        double moved = Math.hypot(world.x[0] - 4000.0, world.y[0] - 4000.0);
        assertEquals(Math.min(0.6, leg), moved, 1e-9);
    }

    @Test
    void shrinkingZoneGathersPlayersInsideTheFinalCircle() {
        SpatialDistribution.ShrinkingZone zone = new SpatialDistribution.ShrinkingZone(4000.0, 300.0, 0.0, 60.0);
        World world = new World(8000.0, 100, PlayZone.forSpawn(zone, 8000.0, new RandomStreams(4, 0).stream("spawn")));
        new SpawnPlacement(new RandomStreams(4, 0).stream("spawn")).place(world, zone);
        PlayerMovement m = new PlayerMovement(new MovementSpec(60.0, 60.0, 0.0, 300.0),
                new RandomStreams(4, 0).stream("movement"));
        m.start(world, 0.0);
        double t = 0.0;
        while (t < 200.0) {
            m.advance(world, 0.1, t);
            t += 0.1;
        }
        // Legs are at most 300 m and the final zone is 300 m: long after it stops shrinking,
        // every leg ends inside it, so nobody is farther than radius + one leg from the centre.
        for (int i = 0; i < world.players; i++) {
            double d = Math.hypot(world.x[i] - world.zone.centreX(), world.y[i] - world.zone.centreY());
            assertTrue(d <= 300.0 + 300.0, "player " + i + " at " + d + " m from the centre");
        }
    }

    @Test
    void clusteredDropsPutMorePairsWithin70mThanUniform() {
        BattleRoyaleScenario uniform = BattleRoyaleScenario.defaults().withMovement(MovementSpec.still())
                .withOtherActors(List.of()).withInterleaving(DistanceInterleaving.published());
        BattleRoyaleScenario clustered = uniform.withSpawn(new SpatialDistribution.ClusteredDrops(2, 50.0));
        RunOutput u = BattleRoyaleModel.run(uniform, LIGHT, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(0.5, 2.0), new RandomStreams(9, 0));
        RunOutput c = BattleRoyaleModel.run(clustered, LIGHT, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(0.5, 2.0), new RandomStreams(9, 0));
        // Uniform on 8 km: nearly every pair is beyond 400 m, ≈ 2/3 of decisions skip. Two drops of
        // σ = 50 m: half the pairs share a drop, about 50 m × √2 apart, about half of those within
        // 70 m (skip 0) and the rest skip 1: ≈ 0.5 × 2/3 + 0.5 × 1/4 ≈ 46%, far below 66%.
        assertTrue(c.metrics().get(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT)
                < u.metrics().get(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT) - 10.0);
    }

    @Test
    void sameSeedSameRunDifferentSeedDifferentRun() {
        BattleRoyaleScenario s = BattleRoyaleScenario.defaults().withNetSendFlush(true);
        CostProfile p = BattleRoyaleTestProfiles.CALIBRATED;
        RunOutput a = BattleRoyaleModel.run(s, p, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 3.0), new RandomStreams(42, 0));
        RunOutput b = BattleRoyaleModel.run(s, p, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 3.0), new RandomStreams(42, 0));
        RunOutput c = BattleRoyaleModel.run(s, p, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 3.0), new RandomStreams(43, 0));
        assertEquals(a.fingerprint(), b.fingerprint());
        assertEquals(a.metrics(), b.metrics());
        assertNotEquals(a.fingerprint(), c.fingerprint());
    }

    @Test
    void everyRunReportsExactlyTheStaticMetricList() {
        RunOutput out = BattleRoyaleModel.run(BattleRoyaleScenario.defaults(), LIGHT, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(0.5, 1.0),
                new RandomStreams(1, 0));
        assertEquals(BattleRoyaleMetrics.STATIC_METRICS, List.copyOf(out.metrics().keySet()));
    }

    @Test
    void clientsSendAtTheirInputRate() {
        // 20 alive at 30 Hz plus 0.2 shots/s each: 606 messages per second of frames.
        BattleRoyaleScenario s = BattleRoyaleScenario.defaults().withAliveCurve(AliveCurve.constant(20));
        RunOutput out = BattleRoyaleModel.run(s, LIGHT, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(1.0, 20.0), new RandomStreams(6, 0));
        double perSecond = out.metrics().get(BattleRoyaleMetrics.MESSAGES_DISPATCHED_PER_FRAME)
                * out.metrics().get(BattleRoyaleMetrics.TICK_HZ);
        assertEquals(20 * 30.2, perSecond, 20 * 30.2 * 0.02);
    }
}
