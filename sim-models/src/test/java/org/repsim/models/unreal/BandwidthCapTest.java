package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;
import org.repsim.models.unreal.workload.WorkloadSpec.Writer;

/** Brief §3: per-connection byte-rate token bucket, saturation and priority. */
class BandwidthCapTest {
    private static final double CAP = 20_000.0;
    /** Largest packet charged to the budget: 1024 bytes + 28 bytes IP/UDP. */
    private static final double ONE_PACKET = 1024 + 28;

    private static UnrealScenario saturating(List<WorkloadSpec> w) {
        UnrealScenario s = Runs.lab(ActorClasses.full(), 300, 2, PushCondition.PUSH_SKIP, w);
        return s.withSettings(s.settings().withRates(CAP, CAP));
    }

    @Test
    void bytesPerConnectionPerSecondNeverExceedTheCapByMoreThanOnePacket() {
        UnrealRun r = Runs.run(saturating(List.of(Writer.brief(30.0))), Runs.fixedWork(10), 2, 10, 1);
        assertTrue(r.metric("saturated_connection_frames") > 1.9, "both connections saturate every frame");
        for (double[] perSecond : r.bytesPerSecond()) {
            // Whole seconds after the first (the first starts with an empty bucket).
            for (int s = 1; s < perSecond.length - 1; s++) {
                assertTrue(perSecond[s] <= CAP + ONE_PACKET, "second " + s + ": " + perSecond[s]);
                assertTrue(perSecond[s] >= CAP * 0.9, "the budget is used: " + perSecond[s]);
            }
        }
    }

    @Test
    void everyRelevantActorIsEventuallyReplicatedUnderSaturation() {
        UnrealRun r = Runs.run(saturating(List.of(Writer.brief(30.0))), Runs.fixedWork(10), 2, 10, 2);
        assertTrue(r.metric("pending_actors_per_frame") > 0);
        assertEquals(0L, r.starvedActorConnections());
    }

    @Test
    void aLoadThatFitsIsFullyDeliveredAtTheDefaultCap() {
        UnrealScenario s = Runs.lab(ActorClasses.full(), 300, 2, PushCondition.PUSH_SKIP, List.of(Writer.brief(0.5)));
        s = s.withSettings(s.settings().withRates(100_000, 100_000));
        UnrealRun r = Runs.run(s, Runs.fixedWork(10), 5, 10, 3);
        assertEquals(0L, r.staleProperties());
        assertEquals(0L, r.starvedActorConnections());
    }

    @Test
    void unreliableRpcsAreDroppedOnASaturatedConnection() {
        UnrealRun r = Runs.run(saturating(List.of(Writer.brief(30.0), new WorkloadSpec.UnreliableMulticast(5.0, null))),
                Runs.fixedWork(10), 2, 10, 4);
        assertTrue(r.metric("rpcs_dropped") > 0);
    }
}
