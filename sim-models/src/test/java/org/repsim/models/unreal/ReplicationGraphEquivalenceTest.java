package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.repsim.models.unreal.replication.FrameClock;
import org.repsim.models.unreal.replication.GraphSettings;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.replication.ReplicationStrategy;

/**
 * Issue 14's equivalence: the replication graph set up like legacy (one always-relevant list, no
 * grid, no buckets, no FastShared, the legacy NextUpdateTime) does on the main condition the same
 * ReplicateActor calls as the legacy pass, and its ServerReplicateActors time is within 5%: what
 * the graph adds there (list gathers, per-pair due checks, list appends and sort) is small next to
 * the ReplicateActor work, and its PreReplication replaces the consider list's per-actor step.
 */
class ReplicationGraphEquivalenceTest {
    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void theGraphSetUpLikeLegacyReplicatesTheSameActorsWithin5Percent(PushCondition condition) {
        UnrealScenario legacy = UnrealScenario.mainCondition(condition);
        UnrealRun l = Runs.run(legacy, Runs.PROFILE, 5, 10, 11);
        UnrealRun g = Runs.run(likeLegacy(legacy), Runs.PROFILE, 5, 10, 11);
        double ls = l.metric("server_replicate_actors_ms");
        double gs = g.metric("server_replicate_actors_ms");
        assertTrue(Math.abs(gs / ls - 1) <= 0.05, "ServerReplicateActors " + gs + " vs legacy " + ls + " ms");
        // The frame length follows the replication time (sequential clock), so a slightly longer
        // pass shifts which frames an actor is due on (and the window may hold one frame less):
        // per frame the counts agree within 0.5%; on one frame schedule they are equal (below).
        double lc = l.metric("replicate_actor_calls_per_frame");
        assertEquals(lc, g.metric("replicate_actor_calls_per_frame"), 5e-3 * lc, "ReplicateActor calls per frame");
        // The graph's own operations are there (the comparison is not legacy against itself).
        assertTrue(g.totals().graphDueChecks > 0 && g.totals().graphGathers > 0);
        assertEquals(0, l.totals().graphDueChecks);
    }

    /** With the frame schedule independent of replication CPU (overlapped clock) the counts are equal. */
    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void onTheSameFrameScheduleTheReplicateActorCountsAreEqual(PushCondition condition) {
        UnrealScenario legacy = UnrealScenario.mainCondition(condition);
        legacy = legacy.withSettings(legacy.settings().withFrameClock(FrameClock.OVERLAPPED));
        UnrealRun l = Runs.run(legacy, Runs.PROFILE, 5, 10, 11);
        UnrealRun g = Runs.run(likeLegacy(legacy), Runs.PROFILE, 5, 10, 11);
        assertEquals(l.frames(), g.frames(), "same frames");
        assertEquals(l.totals().replicateActorCalls, g.totals().replicateActorCalls, "ReplicateActor calls");
        assertEquals(l.totals().serializeCalls, g.totals().serializeCalls, "serializations");
        assertEquals(l.totals().compareCalls, g.totals().compareCalls, "compares");
        assertEquals(l.totals().skippedReplicators, g.totals().skippedReplicators, "skipped replicators");
        assertEquals(l.totals().payloadBits, g.totals().payloadBits, "bits");
    }

    private static UnrealScenario likeLegacy(UnrealScenario s) {
        return s.withSettings(s.settings().withStrategy(ReplicationStrategy.REPLICATION_GRAPH, GraphSettings.likeLegacy()));
    }
}
