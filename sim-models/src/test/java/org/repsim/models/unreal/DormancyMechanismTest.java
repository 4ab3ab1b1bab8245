package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;
import org.repsim.models.unreal.workload.WorkloadSpec.Writer;

/** Brief §6: the dormancy lifecycle. */
class DormancyMechanismTest {
    private static final CostProfile SLOW = Runs.fixedWork(50);

    @Test
    void aDormantActorCostsNothingPerFrame() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL), 200, 2,
                PushCondition.PUSH_SKIP, List.of()), SLOW, 3, 5, 1);
        assertEquals(0.0, r.metric("active_objects_per_frame"), 0.0);
        assertEquals(0L, r.totals().replicateActorCalls);
        assertEquals(0L, r.totals().considered);
        assertEquals(0L, r.totals().pendingChannelTicks);
        // Only the fixed per-frame and per-connection costs remain.
        var v = Runs.PROFILE.values();
        assertEquals((v.get("sra_frame_us") + 2 * v.get("sra_connection_us")) / 1e3,
                r.metric("server_replicate_actors_ms"), 1e-9);
        assertEquals(2 * v.get("tick_channels_connection_us") / 1e3, r.metric("channel_tick_ms"), 1e-9);
    }

    @Test
    void aWokenActorOpensAChannelAndSendsItsWholeStateOnEveryConnection() {
        List<WorkloadSpec> w = List.of(Writer.brief(0.05).withWakeBeforeWrite(true));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL), 200, 3,
                PushCondition.PUSH_SKIP, w), SLOW, 3, 20, 2);
        long opened = r.totals().channelsOpened;
        assertTrue(opened > 30, "wakes happened: " + opened);
        // One channel per connection for every wake (3 connections), each starting with the whole state.
        assertEquals(r.totals().channelsWoken, opened, 3.0);
        assertEquals(opened, r.totals().initialSerializeCalls);
        assertEquals(26 * opened, r.totals().initialProperties);
        // ... and it goes dormant again: channels close once everything is acknowledged.
        assertEquals(opened, r.totals().channelsClosed, 3.0 * 3);
        assertTrue(r.metric("active_objects_per_frame") < 10, "back to dormant");
        assertEquals(0L, r.staleProperties());
    }

    @Test
    void writingWithoutWakingADormantActorLeavesItsClientsStale() {
        List<WorkloadSpec> w = List.of(Writer.brief(0.05));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL), 200, 2,
                PushCondition.PUSH_SKIP, w), SLOW, 3, 20, 3);
        assertEquals(0L, r.totals().channelsOpened);
        assertTrue(r.staleProperties() > 0);
    }

    @Test
    void settingDormancyDuringTheRunEmptiesTheActiveList() {
        List<WorkloadSpec> w = List.of(new WorkloadSpec.DormancyChange(1.0, null, DormancyMode.DORMANT_ALL));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, w), SLOW, 3, 5, 4);
        assertEquals(0.0, r.metric("active_objects_per_frame"), 0.0);
        UnrealRun awake = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, List.of()), SLOW, 3, 5, 4);
        assertEquals(100.0, awake.metric("active_objects_per_frame"), 0.0);
    }

    @Test
    void settingDormantActorsAwakeAgainBringsThemBackForGood() {
        List<WorkloadSpec> w = List.of(new WorkloadSpec.DormancyChange(1.0, null, DormancyMode.DORMANT_ALL),
                new WorkloadSpec.DormancyChange(2.5, null, DormancyMode.AWAKE));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, w), SLOW, 3, 5, 5);
        assertEquals(100.0, r.metric("active_objects_per_frame"), 0.0);
        assertEquals(0L, r.totals().pendingChannelTicks);
    }
}
