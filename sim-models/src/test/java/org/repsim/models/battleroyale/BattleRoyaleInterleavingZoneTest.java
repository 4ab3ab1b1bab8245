package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The per-frame bulk pass (CharacterInterleaving.beginFrame) finds each pair's skip step and
 * far-error band from one count over the merged thresholds: the same answers as the rule read by
 * hand ("beyond" is strictly farther), at, just inside and just beyond every threshold, whether a
 * step shares its distance with a band edge or lies between two.
 */
class BattleRoyaleInterleavingZoneTest {
    // Band edges 70, 400, 1000 m (the default): bands 0..3.

    private static int[] stepAndBand(DistanceInterleaving policy, double metres) {
        World world = new World(5000.0, 2, PlayZone.forSpawn(new SpatialDistribution.Uniform(), 5000.0, null));
        world.x[0] = 1000.0;
        world.x[1] = 1000.0 + metres;
        FarCharacterError error = new FarCharacterError(world, BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M);
        CharacterInterleaving il = new CharacterInterleaving(world, policy, error);
        world.measurePairs();
        il.beginFrame(0);
        assertEquals(il.framesSkipped(0, 1), il.framesSkipped(1, 0), "the pair is symmetric");
        return new int[] {il.framesSkipped(0, 1), il.errorBand(0, 1)};
    }

    private static void assertZone(DistanceInterleaving policy, double metres, int step, int band) {
        int[] got = stepAndBand(policy, metres);
        assertEquals(step, got[0], "skip step at " + metres + " m");
        assertEquals(band, got[1], "error band at " + metres + " m");
    }

    @Test
    void publishedRuleWithItsStepsOnBandEdges() {
        DistanceInterleaving p = DistanceInterleaving.published();
        assertZone(p, 0.0, 0, 0);
        assertZone(p, 69.5, 0, 0);
        assertZone(p, 70.0, 0, 0);     // exactly at the threshold: not beyond it
        assertZone(p, 70.5, 1, 1);
        assertZone(p, 400.0, 1, 1);
        assertZone(p, 400.5, 2, 2);
        assertZone(p, 1000.0, 2, 2);
        assertZone(p, 1000.5, 2, 3);   // beyond the last band edge, no further step
        assertZone(p, 3000.0, 2, 3);
    }

    @Test
    void thirdStepBetweenBandEdgesAndOnOne() {
        DistanceInterleaving between = DistanceInterleaving.withThirdStep(700.0);
        assertZone(between, 650.0, 2, 2);
        assertZone(between, 700.5, 3, 2);
        assertZone(between, 1000.5, 3, 3);
        DistanceInterleaving onEdge = DistanceInterleaving.withThirdStep(1000.0);
        assertZone(onEdge, 1000.0, 2, 2);
        assertZone(onEdge, 1000.5, 3, 3);
    }

    @Test
    void interleavingOffSkipsNothingButStillBandsTheError() {
        DistanceInterleaving off = DistanceInterleaving.off();
        assertZone(off, 50.0, 0, 0);
        assertZone(off, 500.0, 0, 2);
        assertZone(off, 5000.0 - 1000.0, 0, 3);
    }
}
