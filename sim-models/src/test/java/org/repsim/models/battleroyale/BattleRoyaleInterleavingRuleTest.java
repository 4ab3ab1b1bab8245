package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class BattleRoyaleInterleavingRuleTest {

    private static double sq(double m) {
        return m * m;
    }

    @Test
    void publishedRuleReplicatesEveryFrameUpTo70mThenEverySecondThenEveryThird() {
        DistanceInterleaving p = DistanceInterleaving.published();
        assertEquals(0, p.framesSkipped(sq(0.0)));
        assertEquals(0, p.framesSkipped(sq(70.0)), "'up to 70 m' includes 70 m");
        assertEquals(1, p.framesSkipped(sq(70.001)));
        assertEquals(1, p.framesSkipped(sq(400.0)));
        assertEquals(2, p.framesSkipped(sq(400.001)));
        assertEquals(2, p.framesSkipped(sq(7000.0)));
    }

    @Test
    void thirdStepOnlyChangesPairsBeyondItsDistance() {
        DistanceInterleaving p = DistanceInterleaving.withThirdStep(1000.0);
        assertEquals(2, p.framesSkipped(sq(999.0)));
        assertEquals(3, p.framesSkipped(sq(1000.5)));
        assertEquals(1, p.framesSkipped(sq(100.0)));
        assertEquals(3, p.maxFramesSkipped());
    }

    @Test
    void offNeverSkipsWhateverTheDistance() {
        DistanceInterleaving p = DistanceInterleaving.off();
        assertEquals(0, p.framesSkipped(sq(10_000.0)));
        assertEquals(0, p.maxFramesSkipped());
    }

    @Test
    void stepsGivenOutOfOrderAreSortedByDistance() {
        DistanceInterleaving p = DistanceInterleaving.of(List.of(new DistanceInterleaving.Step(400.0, 2),
                new DistanceInterleaving.Step(70.0, 1)));
        assertEquals(1, p.framesSkipped(sq(200.0)));
        assertEquals(2, p.framesSkipped(sq(500.0)));
    }

    @Test
    void twoStepsAtOneDistanceAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> DistanceInterleaving.of(List.of(
                new DistanceInterleaving.Step(70.0, 1), new DistanceInterleaving.Step(70.0, 2))));
    }

    @Test
    void pairAtFixedDistanceIsReplicatedExactlyOnceEveryStepPlusOneFrames() {
        // Two still players 500 m apart: skip 2 under the published rule, so each direction is
        // replicated on exactly one frame in three, whatever its starting stagger.
        World world = new World(1000.0, 2, PlayZone.forSpawn(new SpatialDistribution.Uniform(), 1000.0, null));
        world.x[0] = 100.0;
        world.x[1] = 600.0;
        FarCharacterError error = new FarCharacterError(world, BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M);
        CharacterInterleaving il = new CharacterInterleaving(world, DistanceInterleaving.published(), error);
        il.setMeasuring(true);
        int[] sent = new int[2];
        int lastSent = -100;
        for (int frame = 0; frame < 300; frame++) {
            world.measurePairs();
            il.beginFrame(frame);
            if (il.replicate(0, 1, frame)) {
                sent[0]++;
                if (lastSent >= 0) {
                    assertEquals(3, frame - lastSent, "gap between two replications of a pair 500 m apart");
                }
                lastSent = frame;
            }
            if (il.replicate(1, 0, frame)) {
                sent[1]++;
            }
        }
        assertEquals(100, sent[0]);
        assertEquals(100, sent[1]);
        assertEquals(600, il.considered());
        assertEquals(400, il.skipped());
    }
}
