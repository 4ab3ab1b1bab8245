package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * Brief §8 class table (1%, 2 connections): ServerReplicateActors ms per frame within ±10% and
 * skipped replicators per frame for Partial and Carrier, means over six seeds.
 */
class ClassTableCalibrationTest {
    private static final int SEEDS = 6;

    private static double[] mean(ActorClassSpec cls, PushCondition c) {
        double sra = 0;
        double skipped = 0;
        double skippedSub = 0;
        for (int seed = 0; seed < SEEDS; seed++) {
            UnrealRun r = UnrealModel.simulate(UnrealScenario.briefLab(cls, 1000, 2, c, 0.01), Runs.PROFILE,
                    Runs.BRIEF_WINDOW, new RandomStreams(2000 + seed, 0));
            sra += r.metric("server_replicate_actors_ms");
            skipped += r.metric("skipped_replicators_per_frame");
            skippedSub += r.metric("skipped_subobjects_per_frame");
        }
        return new double[] {sra / SEEDS, skipped / SEEDS, skippedSub / SEEDS};
    }

    @Test
    void partialClassMatchesTheTableAndIsNeverSkipped() {
        double[] on = mean(ActorClasses.partial(), PushCondition.PUSH_ON);
        double[] skip = mean(ActorClasses.partial(), PushCondition.PUSH_SKIP);
        assertEquals(3.80, on[0], 0.380);
        assertEquals(3.79, skip[0], 0.379);
        assertEquals(0.0, on[1], 0.0);
        // Published 0.1 skipped per frame (template objects); the Partial lab actors: none.
        assertEquals(0.0, skip[1], 0.0);
    }

    @Test
    void carrierClassMatchesTheTableAndSkipsOnlyItsComponents() {
        double[] off = mean(ActorClasses.carrier(), PushCondition.PUSH_OFF);
        double[] on = mean(ActorClasses.carrier(), PushCondition.PUSH_ON);
        double[] skip = mean(ActorClasses.carrier(), PushCondition.PUSH_SKIP);
        assertEquals(6.24, off[0], 0.624);
        assertEquals(5.80, on[0], 0.580);
        assertEquals(5.10, skip[0], 0.510);
        assertEquals(1998, skip[1], 199.8);
        // "1,998: the components": every skipped replicator is a component, never the body.
        assertEquals(skip[1], skip[2], 1e-9);
    }
}
