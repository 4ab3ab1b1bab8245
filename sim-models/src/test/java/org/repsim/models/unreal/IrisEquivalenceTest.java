package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.unreal.replication.FrameClock;
import org.repsim.models.unreal.replication.IrisSettings;
import org.repsim.models.unreal.replication.PassStrategy;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * Iris set up like the legacy pass (docs/iris.md): every actor always relevant, nothing dirty
 * (push model off: every due object is polled, the compare legacy makes with push off), no grid,
 * the legacy NextUpdateTime. On the main condition and one frame schedule (overlapped clock) it
 * does the per-connection work the legacy pass does where the two passes share a meaning: the same
 * (actor, connection) pairs sent, the same members serialized, the same full states, and the same
 * shared compares. What Iris does not do — a ReplicateActor for every due actor on every connection
 * — is the difference the other tests pin (IrisMechanismTest). Without loss: the two passes write
 * different bits (Iris has no per-property handle), so their packets, and with loss which bunches
 * share a lost packet, differ.
 */
class IrisEquivalenceTest {
    /**
     * Frame work fixed at 40 ms, above what either pass charges in any frame (the first frame's
     * channel opens and full states priced at 0): with the overlapped clock every frame of both
     * runs is 40 ms long, and 40 ms frames leave some actors not due (NextUpdateTime is up to
     * 10 + 33.3 ms away), so the shared timer's spread is exercised.
     */
    private static final CostProfile SAME_FRAMES = Runs.fixedWork(40).withOverrides(Map.of(
            UnrealCosts.CHANNEL_OPEN_US.name(), 0.0, UnrealCosts.SERIALIZE_INITIAL_PROPERTY_US.name(), 0.0,
            UnrealCosts.IRIS_CREATE_OBJECT_US.name(), 0.0, UnrealCosts.IRIS_SERIALIZE_INITIAL_MEMBER_US.name(), 0.0));

    @Test
    void irisSetUpLikeLegacySendsWhatLegacySendsToEachConnection() {
        UnrealScenario legacy = onOneSchedule(UnrealScenario.mainCondition(PushCondition.PUSH_OFF));
        FrameCounters l = Runs.run(legacy, SAME_FRAMES, 5, 10, 11).totals();
        UnrealRun ir = Runs.run(likeLegacy(legacy), SAME_FRAMES, 5, 10, 11);
        FrameCounters i = ir.totals();
        assertTrue(l.dueActors < 1000L * ir.frames(), "some actors are not due in a frame: the timer's spread");
        assertSamePerConnectionWork(l, i);
        assertEquals(l.compareCalls, i.compareCalls, "compares (Iris: polls), once per due object per frame");
        assertEquals(l.comparedProperties, i.comparedProperties, "properties compared");
        // The comparison is not legacy against itself: Iris's own operations ran, legacy's did not.
        assertTrue(i.irisChangeMasks > 0 && i.irisQuantizedObjects > 0 && i.irisPrioritized > 0);
        assertEquals(0, i.replicateActorCalls);
        assertTrue(l.replicateActorCalls > 1000L * ir.frames(), "legacy's ReplicateActor per due actor and connection");
    }

    /** With push model both passes compare only what is marked; what goes to each connection is the same again. */
    @Test
    void withPushModelTheConnectionsAreSentTheSameAndIrisPollsOnlyDirtyObjects() {
        UnrealScenario legacy = onOneSchedule(UnrealScenario.mainCondition(PushCondition.PUSH_ON));
        FrameCounters l = Runs.run(legacy, SAME_FRAMES, 5, 10, 11).totals();
        FrameCounters i = Runs.run(likeLegacy(legacy), SAME_FRAMES, 5, 10, 11).totals();
        assertSamePerConnectionWork(l, i);
        // Legacy calls the compare of every due object (a Full object with no dirty bit leaves
        // right after the call); Iris does not poll it at all.
        assertTrue(i.compareCalls * 100 < l.compareCalls, "polls " + i.compareCalls + " vs compares " + l.compareCalls);
        assertEquals(l.changedProperties, i.changedProperties, "changes found");
    }

    private static void assertSamePerConnectionWork(FrameCounters l, FrameCounters i) {
        assertEquals(l.changedProperties, i.changedProperties, "changes found");
        assertEquals(l.actorsSent, i.actorsSent, "(actor, connection) pairs sent");
        assertEquals(l.serializedProperties, i.serializedProperties, "changed properties serialized");
        assertEquals(l.initialSerializeCalls, i.initialSerializeCalls, "full states");
        assertEquals(l.initialProperties, i.initialProperties, "properties in full states");
        assertTrue(l.actorsSent > 0 && l.serializedProperties > 0);
    }

    /** The frame schedule independent of replication CPU, so both passes run the same frames. */
    private static UnrealScenario onOneSchedule(UnrealScenario s) {
        return s.withSettings(s.settings().withFrameClock(FrameClock.OVERLAPPED));
    }

    private static UnrealScenario likeLegacy(UnrealScenario s) {
        return s.withSettings(s.settings().withPass(PassStrategy.iris(IrisSettings.likeLegacy())));
    }
}
