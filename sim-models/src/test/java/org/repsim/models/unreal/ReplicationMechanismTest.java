package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.object.PropertySpec;
import org.repsim.models.unreal.object.WireType;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;
import org.repsim.models.unreal.workload.WorkloadSpec.Writer;

/** Mechanism tests of brief §3–§5: consider list, shared compare, push model, skip, subobjects. */
class ReplicationMechanismTest {
    /** 50 ms of game work: every frame is longer than the longest NextUpdateTime interval (43.3 ms). */
    private static final CostProfile SLOW = Runs.fixedWork(50);
    /** 10 ms of game work: every frame sits at the 30 Hz cap (33.3 ms). */
    private static final CostProfile CAPPED = Runs.fixedWork(10);

    @Test
    void compareCallsPerFrameDoNotChangeWithTheConnectionCount() {
        double[] compares = new double[3];
        double[] calls = new double[3];
        int[] connections = {1, 2, 8};
        for (int i = 0; i < 3; i++) {
            UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 200, connections[i], PushCondition.PUSH_OFF,
                    List.of(Writer.brief(0.5))), SLOW, 2, 5, 1);
            compares[i] = r.metric("compare_calls_per_frame");
            calls[i] = r.metric("replicate_actor_calls_per_frame");
        }
        // Every actor is due every frame (frames > 43.3 ms): one compare per object per frame.
        assertEquals(200.0, compares[0], 0.0);
        assertEquals(compares[0], compares[1], 0.0);
        assertEquals(compares[0], compares[2], 0.0);
        // ... while ReplicateActor calls scale with connections.
        assertEquals(200.0 * 8, calls[2], 0.0);
    }

    @Test
    void replicateActorCallsEqualDueActorsTimesConnections() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 300, 3, PushCondition.PUSH_ON,
                List.of(Writer.brief(0.1))), CAPPED, 2, 5, 2);
        assertTrue(r.totals().dueActors < 300L * r.frames(), "capped frames: not all due");
        assertEquals(r.totals().dueActors * 3, r.totals().replicateActorCalls);
    }

    @Test
    void netUpdateFrequency100AtA30HzCapLeavesSomeActorsNotDueEachFrame() {
        // Interval = 10 ms + U(0, 33.3 ms): due again after one 33.3 ms frame with probability
        // (33.3 - 10) / 33.3 = 0.7, else after two; 1 / (0.7 + 2 × 0.3) = 0.769 of actors per frame.
        UnrealRun capped = Runs.run(Runs.lab(ActorClasses.full(), 1000, 1, PushCondition.PUSH_OFF, List.of()),
                CAPPED, 2, 10, 3);
        assertEquals(30.0, capped.metric("tick_hz"), 0.01);
        assertEquals(769, capped.metric("due_actors_per_frame"), 15);
        UnrealRun slow = Runs.run(Runs.lab(ActorClasses.full(), 1000, 1, PushCondition.PUSH_OFF, List.of()),
                SLOW, 2, 10, 3);
        assertEquals(1000.0, slow.metric("due_actors_per_frame"), 0.0);
    }

    @Test
    void pushOnComparesEveryDueObjectButOnlyTheCallWhenNothingIsDirty() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, List.of()), SLOW, 2, 5, 4);
        assertEquals(100.0, r.metric("compare_calls_per_frame"), 0.0);
        assertEquals(0.0, r.metric("compared_properties_per_frame"), 0.0);
        UnrealRun off = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_OFF, List.of()), SLOW, 2, 5, 4);
        assertEquals(100.0 * 26, off.metric("compared_properties_per_frame"), 0.0);
    }

    @Test
    void pushSkipComparesOnlyObjectsWrittenSinceTheirLastCompare() {
        UnrealRun idle = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 5);
        assertEquals(0L, idle.totals().compareCalls);
        assertEquals(200.0, idle.metric("skipped_replicators_per_frame"), 0.0);
        // With writes: each write causes its compare, plus at most one follow-up compare while the
        // change is unacknowledged (RTT < one server frame); every change is found by a compare.
        UnrealRun busy = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_SKIP,
                List.of(Writer.brief(0.2))), SLOW, 2, 20, 5);
        long changes = busy.totals().changedProperties;
        long compares = busy.totals().compareCalls;
        assertTrue(changes > 100, "writes happened: " + changes);
        assertTrue(compares >= changes && compares <= 2 * changes + 2, compares + " compares for " + changes + " changes");
    }

    @Test
    void partialClassIsNeverSkipped() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.partial(), 100, 2, PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 6);
        assertEquals(0L, r.totals().skippedReplicators);
        assertEquals(100.0, r.metric("compare_calls_per_frame"), 0.0);
        // Its one polled property is compared every time, the 26 push ones only when dirty.
        assertEquals(100.0, r.metric("compared_properties_per_frame"), 0.0);
    }

    @Test
    void oneUnreliableMulticastStopsSkippingForTheRestOfTheRun() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_SKIP,
                List.of(new WorkloadSpec.UnreliableMulticast(1.0, null))), SLOW, 5, 10, 7);
        // The RPC went out at 1 s, long before the window: still no skipping, every object compared.
        assertEquals(0L, r.totals().skippedReplicators);
        assertEquals(100.0, r.metric("compare_calls_per_frame"), 0.0);
        UnrealRun before = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_SKIP,
                List.of(new WorkloadSpec.UnreliableMulticast(14.0, null))), SLOW, 5, 10, 7);
        assertTrue(before.totals().skippedReplicators > 0, "skipping works until the multicast");
    }

    @Test
    void skippedComponentEndsEarlyWhileTheActorBodyStillPaysItsPerConnectionWork() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.carrier(), 100, 2, PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 8);
        long calls = r.totals().replicateActorCalls;
        assertEquals(100L * 2 * r.frames(), calls);
        // Every component skipped, on every connection ...
        assertEquals(calls, r.totals().subobjectCalls);
        assertEquals(calls, r.totals().skippedSubobjects);
        assertEquals(calls, r.totals().skippedReplicators);
        // ... while the (Partial) body still runs ReplicateProperties, and the deleted-subobject
        // check runs on every call.
        assertEquals(calls, r.totals().replicatePropertiesCalls);
        assertEquals(calls, r.totals().deletedSubobjectChecks);
        // The skipped component still costs the actor's subobject bookkeeping and its walk.
        double perCallUs = Runs.PROFILE.values().get("subobject_actor_us") + Runs.PROFILE.values().get("subobject_walk_us");
        assertEquals(perCallUs * 1e-3 * calls / r.frames(), r.metric("replicate_subobjects_ms"), 1e-9);
    }

    @Test
    void aSkippedSubobjectPaysTheSameWalkAsAReplicatedOneAndSavesOnlyItsReplicateProperties() {
        // Same actors, same frames: 20 components each, replicated (push on) or skipped (push + skip).
        ActorClassSpec heavy = ActorClasses.componentHeavy(20, true);
        UnrealRun on = Runs.run(Runs.lab(heavy, 50, 2, PushCondition.PUSH_ON, List.of()), SLOW, 2, 5, 8);
        UnrealRun skip = Runs.run(Runs.lab(heavy, 50, 2, PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 8);
        assertEquals(0L, on.totals().skippedSubobjects);
        assertEquals(skip.totals().subobjectCalls, skip.totals().skippedSubobjects, "every subobject skipped");
        // Each skipped subobject is walked like a replicated one: 20 walks per ReplicateActor.
        assertEquals(20 * skip.totals().replicateActorCalls, skip.totals().subobjectCalls);
        assertEquals(20 * on.totals().replicateActorCalls, on.totals().subobjectCalls);
        // So the subobject scope costs the same per ReplicateActor whether its subobjects are
        // then skipped or replicated ...
        double walkUs = Runs.PROFILE.values().get("subobject_actor_us") + 20 * Runs.PROFILE.values().get("subobject_walk_us");
        assertEquals(walkUs, subobjectScopeUsPerCall(on), 1e-9);
        assertEquals(walkUs, subobjectScopeUsPerCall(skip), 1e-9);
        // ... and what skipping saves is the subobjects' ReplicateProperties: the wrapper and the
        // serialization call of each (the body is skipped too: 21 per ReplicateActor).
        assertEquals(21 * on.totals().replicateActorCalls, on.totals().replicatePropertiesCalls);
        assertEquals(0L, skip.totals().replicatePropertiesCalls);
        double saved = Runs.PROFILE.values().get("replicate_properties_us") + Runs.PROFILE.values().get("serialize_call_us");
        double exclusiveOn = on.metric("replicate_actor_inclusive_us") - 1e3 * on.metric("compare_ms")
                * on.frames() / on.totals().replicateActorCalls;
        assertEquals(21 * saved, exclusiveOn - skip.metric("replicate_actor_inclusive_us"), 1e-6);
    }

    @Test
    void anActorWithTwentySkippedComponentsCostsTheirWalkOverOneWithNone() {
        // The same body (the 10 AActor properties), with and without 20 one-float components,
        // all skipped: each ReplicateActor differs by the subobject list's bookkeeping and 20
        // walks, nothing else.
        ActorClassSpec heavy = ActorClasses.componentHeavy(20, true);
        ActorClassSpec bare = new ActorClassSpec("Bare", List.of(), List.of(), 100.0, 2.0, 1.0, true, 150.0,
                DormancyMode.AWAKE, true, false);
        UnrealRun withComponents = Runs.run(Runs.lab(heavy, 50, 2, PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 8);
        UnrealRun without = Runs.run(Runs.lab(bare, 50, 2, PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 8);
        // Every actor is due every frame (frames > 43.3 ms), every replicator skipped; the runs
        // differ in frame count only (the components' walks make frames longer).
        assertEquals(100L * withComponents.frames(), withComponents.totals().replicateActorCalls);
        assertEquals(100L * without.frames(), without.totals().replicateActorCalls);
        assertEquals(21 * withComponents.totals().replicateActorCalls, withComponents.totals().skippedReplicators);
        assertEquals(without.totals().replicateActorCalls, without.totals().skippedReplicators);
        double walkUs = Runs.PROFILE.values().get("subobject_actor_us") + 20 * Runs.PROFILE.values().get("subobject_walk_us");
        assertEquals(walkUs, withComponents.metric("replicate_actor_inclusive_us")
                - without.metric("replicate_actor_inclusive_us"), 1e-9);
        // The walks are the ReplicateSubobjects scope's subobject_walk_us operations.
        assertEquals((double) withComponents.totals().subobjectCalls,
                operations(withComponents, "ServerReplicateActors/ReplicateActor/ReplicateSubobjects", "subobject_walk_us"),
                1e-6);
        assertEquals(0.0, operations(without, "ServerReplicateActors/ReplicateActor/ReplicateSubobjects",
                "subobject_walk_us"), 0.0);
    }

    /** The ReplicateSubobjects scope's time per ReplicateActor call, µs. */
    private static double subobjectScopeUsPerCall(UnrealRun r) {
        return r.metric("replicate_subobjects_ms") * 1e3 * r.frames() / r.totals().replicateActorCalls;
    }

    /** The run's count of {@code key} operations in scope {@code path}, in the window. */
    private static double operations(UnrealRun r, String path, String key) {
        return r.output().timers().operations().stream()
                .filter(o -> o.scopePath().equals(path) && o.key().equals(key))
                .mapToDouble(TimerTree.Operations::count).sum();
    }

    @Test
    void markingAnUnchangedValueCostsACompareAndSendsNothing() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON,
                List.of(Writer.brief(0.5).withSameValue(true))), SLOW, 2, 10, 9);
        assertTrue(r.totals().comparedProperties > 100, "marked properties were compared");
        assertEquals(0L, r.totals().changedProperties);
        assertEquals(0.0, r.metric("bytes_per_frame"), 0.0);
    }

    @Test
    void twoWritesBetweenReplicationsSendOnlyTheLastValue() {
        ActorClassSpec one = new ActorClassSpec("One", List.of(PropertySpec.push("Value", WireType.INT32)), List.of(),
                100.0, 2.0, 1.0, true, 150.0, org.repsim.models.unreal.object.DormancyMode.AWAKE, false, false);
        // 100 writes per second on one property, ~5 per 50 ms frame.
        UnrealRun r = Runs.run(Runs.lab(one, 1, 2, PushCondition.PUSH_ON, List.of(Writer.brief(100.0))), SLOW, 2, 10, 10);
        long frames = r.frames();
        assertTrue(r.totals().changedProperties <= frames, "at most one change per compare");
        assertEquals(frames, r.totals().changedProperties);
        // One value per replication and connection, never the intermediate ones.
        assertEquals(2 * r.totals().changedProperties, r.totals().serializedProperties);
        assertEquals(0L, r.staleProperties());
    }

    @Test
    void aNeverRegisteredObjectStartsAllDirtyAndIgnoresMarks() {
        ActorClassSpec full = ActorClasses.full();
        UnrealRun unregistered = Runs.run(Runs.lab(full, new ActorGroup(full.name(), 50, -1, false), 1,
                PushCondition.PUSH_ON, List.of()), SLOW, 0, 2, 11);
        // The first compare takes every property as a candidate; nothing afterwards.
        assertEquals(50L * 26, unregistered.totals().comparedProperties);
        UnrealRun registered = Runs.run(Runs.lab(full, 50, 1, PushCondition.PUSH_ON, List.of()), SLOW, 0, 2, 11);
        assertEquals(0L, registered.totals().comparedProperties);
        // Marks are ignored: later writes never reach the client under push on.
        UnrealRun written = Runs.run(Runs.lab(full, new ActorGroup(full.name(), 50, -1, false), 1,
                PushCondition.PUSH_ON, List.of(Writer.brief(0.5))), SLOW, 2, 10, 11);
        assertTrue(written.staleProperties() > 0);
    }

    @Test
    void aWriteWithoutAMarkLeavesAStaleClientPropertyUnderPushOnButNotPushOff() {
        List<WorkloadSpec> missingMark = List.of(Writer.brief(0.2).withMark(false));
        UnrealRun on = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, missingMark), SLOW, 2, 10, 12);
        UnrealRun off = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_OFF, missingMark), SLOW, 2, 10, 12);
        assertTrue(on.staleProperties() > 0, "push on: unmarked writes never sent");
        assertEquals(0L, off.staleProperties());
        assertEquals(0.0, on.metric("validation_reports"), 0.0);
        UnrealScenario validating = Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, missingMark);
        validating = validating.withSettings(validating.settings().withValidation(true));
        UnrealRun v = Runs.run(validating, SLOW, 2, 10, 12);
        assertTrue(v.metric("validation_reports") > 0, "validation reports the unmarked changes");
        assertEquals(0L, v.staleProperties());
        // Validation compares every push property anyway: the push benefit is gone.
        assertEquals(100.0 * 26, v.metric("compared_properties_per_frame"), 0.0);
    }

    @Test
    void afterGarbageCollectionReferencePropertiesAreComparedOnceUnmarked() {
        // GC every 4 s; window 8 s starting at 2 s: GCs at 4 and 8 s -> two forced compares of
        // each actor's two references (Owner, Instigator) and its one custom-NetSerialize
        // property (ReplicatedMovement); nothing else is compared.
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON,
                List.of(new WorkloadSpec.GarbageCollection(4.0))), SLOW, 2, 8, 13);
        assertEquals(2L * 100 * 3, r.totals().comparedProperties);
        double ownerCompares = r.metric("property.Full.Owner.compares_per_frame") * r.frames();
        assertEquals(200.0, ownerCompares, 1e-6);
        assertEquals(0.0, r.metric("property.Full.Int0.compares_per_frame"), 0.0);
    }

    @Test
    void replicatedMovementIsComparedEveryFrameEvenWithPushOn() {
        ActorClassSpec moving = ActorClasses.full().withMoving(true);
        UnrealRun r = Runs.run(Runs.lab(moving, 100, 1, PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 14);
        assertEquals(100.0, r.metric("property.Full.ReplicatedMovement.compares_per_frame"), 0.0);
        assertEquals(0L, r.totals().skippedReplicators);
    }

    @Test
    void tickRateEmergesFromReplicationWork() {
        UnrealRun cheap = Runs.run(Runs.lab(ActorClasses.full(), 2000, 8, PushCondition.PUSH_OFF, List.of()),
                Runs.fixedWork(30), 2, 5, 15);
        UnrealRun costly = Runs.run(Runs.lab(ActorClasses.full(), 2000, 8, PushCondition.PUSH_OFF, List.of()),
                Runs.fixedWork(30).withOverrides(java.util.Map.of(UnrealCosts.REPLICATE_ACTOR_US.name(), 5.0)), 2, 5, 15);
        assertTrue(costly.metric("tick_hz") < cheap.metric("tick_hz") - 3,
                cheap.metric("tick_hz") + " vs " + costly.metric("tick_hz"));
        assertEquals(costly.metric("frame_ms"), 30 + costly.metric("server_replicate_actors_ms")
                + costly.metric("channel_tick_ms"), 0.01);
    }

    @Test
    void adaptiveNetUpdateFrequencyConsidersIdleActorsLessOften() {
        UnrealScenario s = Runs.lab(ActorClasses.full(), 200, 1, PushCondition.PUSH_ON, List.of());
        UnrealRun fixed = Runs.run(s, SLOW, 5, 10, 16);
        UnrealRun adaptive = Runs.run(s.withSettings(s.settings().withAdaptiveNetUpdateFrequency(true)), SLOW, 5, 10, 16);
        assertEquals(200.0, fixed.metric("due_actors_per_frame"), 0.0);
        // After 2 s idle the interval stretches toward 1/MinNetUpdateFrequency = 0.5 s.
        assertTrue(adaptive.metric("due_actors_per_frame") < 100, "" + adaptive.metric("due_actors_per_frame"));
    }

    @Test
    void cullDistanceLimitsRelevancyPerConnection() {
        ActorClassSpec culled = ActorClasses.full().withRelevancy(false, 100.0);
        UnrealScenario s = Runs.lab(culled, 500, 4, PushCondition.PUSH_OFF, List.of());
        s = s.withSettings(s.settings().withWorldSize(1000.0));
        UnrealRun r = Runs.run(s, SLOW, 2, 5, 17);
        // A 100 m radius covers at most π·100²/1000² ≈ 3% of the map.
        assertTrue(r.metric("actors_replicated_per_connection_frame") < 0.06 * 500);
        assertTrue(r.metric("actors_replicated_per_connection_frame") > 0);
    }

    @Test
    void sameSeedGivesTheSameRunAndAnotherSeedAnotherRun() {
        UnrealScenario s = Runs.lab(ActorClasses.full(), 200, 2, PushCondition.PUSH_SKIP, List.of(Writer.brief(0.5)));
        UnrealRun a = Runs.run(s, Runs.PROFILE, 2, 5, 18);
        UnrealRun b = Runs.run(s, Runs.PROFILE, 2, 5, 18);
        UnrealRun c = Runs.run(s, Runs.PROFILE, 2, 5, 19);
        assertEquals(a.output().fingerprint(), b.output().fingerprint());
        assertEquals(a.output().metrics(), b.output().metrics());
        assertNotEquals(a.output().fingerprint(), c.output().fingerprint());
    }

    @Test
    void elidingThePrioritySortWhenNoConnectionCanSaturateChangesNothing() {
        UnrealScenario s = Runs.lab(ActorClasses.carrier(), 300, 3, PushCondition.PUSH_SKIP, List.of(Writer.brief(2.0)));
        sameRunWithout(new Shortcuts(false, true, true, true), s, 2, 5, 20);
    }

    /**
     * The run of {@code s} with every shortcut on, after checking that the run without some of
     * them ({@code without}) is the same run: metrics, fingerprint and client views.
     */
    private static UnrealRun sameRunWithout(Shortcuts without, UnrealScenario s, double warmup, double seconds,
                                            long seed) {
        UnrealRun fast = UnrealModel.simulateWith(Shortcuts.ALL, s, Runs.PROFILE,
                org.repsim.engine.run.RunWindow.ofSeconds(warmup, seconds), new org.repsim.engine.random.RandomStreams(seed, 0));
        UnrealRun plain = UnrealModel.simulateWith(without, s, Runs.PROFILE,
                org.repsim.engine.run.RunWindow.ofSeconds(warmup, seconds), new org.repsim.engine.random.RandomStreams(seed, 0));
        assertEquals(plain.output().metrics(), fast.output().metrics());
        assertEquals(plain.output().fingerprint(), fast.output().fingerprint());
        assertEquals(plain.staleProperties(), fast.staleProperties());
        return fast;
    }

    /**
     * Serializing from the latest compare's change list (a connection sent the compare before it)
     * instead of scanning the layout changes nothing: the same bytes, counts and client views, with
     * subobjects, an owner-only property, saturated connections that miss compares (so both paths
     * run) and lost packets whose resends go back further.
     */
    @Test
    void serializingFromTheLatestChangeListChangesNothing() {
        ActorClassSpec owned = new ActorClassSpec("Owned", List.of(
                PropertySpec.push("Secret", WireType.VECTOR).withCondition(
                        org.repsim.models.unreal.object.ReplicationCondition.OWNER_ONLY),
                PropertySpec.push("Open", WireType.INT32)), List.of(),
                100.0, 2.0, 1.0, true, 150.0, org.repsim.models.unreal.object.DormancyMode.AWAKE, true, false);
        UnrealScenario base = Runs.lab(ActorClasses.carrier(), 200, 3, PushCondition.PUSH_OFF, List.of(Writer.brief(20.0)))
                .withActors(List.of(ActorClasses.carrier(), owned),
                        List.of(new ActorGroup(ActorClasses.CARRIER, 200), new ActorGroup("Owned", 60, 0, true)));
        UnrealScenario saturated = base.withSettings(base.settings().withRates(30_000, 30_000));
        UnrealScenario lossy = base.withSettings(base.settings().withPush(PushCondition.PUSH_SKIP))
                .withNetwork(new org.repsim.models.unreal.connection.NetworkSpec(20.0, 0.2));
        for (UnrealScenario s : List.of(saturated, lossy)) {
            UnrealRun fast = sameRunWithout(new Shortcuts(true, false, true, true), s, 1, 4, 31);
            assertTrue(fast.totals().serializedProperties > 0);
            if (s == saturated) {
                assertTrue(fast.metric("pending_actors_per_frame") > 0, "connections miss compares");
            }
        }
    }

    /**
     * Settling a quiet pair (one replicator, nothing new, nothing in flight) in the per-pair loop
     * instead of the whole ReplicateActor changes nothing: the same counts, bytes, draws and client
     * views, in runs where both paths are taken — quiet pairs at a low change rate, pairs with a
     * change, subobjects, channels closing for dormancy, lost packets (in flight, NAKs), a saturated
     * pass with skip on (the loop that tests skip first), and the replay driver.
     */
    @Test
    void settlingQuietPairsInThePassLoopChangesNothing() {
        // Awake at first; made dormant in the measured window, so quiet pairs close their channels.
        ActorClassSpec dormant = ActorClasses.full().withName("Sleeper");
        UnrealScenario mixed = Runs.lab(ActorClasses.full(), 200, 3, PushCondition.PUSH_OFF, List.of())
                .withActors(List.of(ActorClasses.full(), ActorClasses.carrier(), dormant),
                        List.of(new ActorGroup(ActorClasses.FULL, 200), new ActorGroup(ActorClasses.CARRIER, 40),
                                new ActorGroup(dormant.name(), 40)))
                .withWorkloads(List.of(Writer.brief(0.05), new WorkloadSpec.DormancyChange(2.0, dormant.name(),
                        org.repsim.models.unreal.object.DormancyMode.DORMANT_ALL)));
        UnrealScenario lossy = mixed.withSettings(mixed.settings().withPush(PushCondition.PUSH_ON))
                .withNetwork(new org.repsim.models.unreal.connection.NetworkSpec(20.0, 0.2));
        UnrealScenario saturated = mixed.withSettings(mixed.settings().withPush(PushCondition.PUSH_SKIP)
                .withRates(20_000, 20_000));
        UnrealScenario replay = mixed.withSettings(mixed.settings().withReplayDriver(true));
        for (UnrealScenario s : List.of(mixed, lossy, saturated, replay)) {
            UnrealRun fast = sameRunWithout(new Shortcuts(true, true, false, true), s, 1, 4, 32);
            assertTrue(fast.totals().serializedProperties > 0, "some pairs had changes to send");
            if (s == saturated) {
                assertTrue(fast.metric("pending_actors_per_frame") > 0, "the skip pass saturates");
            }
        }
    }

    @Test
    void theReplayDriverKeepsItsOwnDirtyBits() {
        UnrealScenario s = Runs.lab(ActorClasses.full(), 200, 2, PushCondition.PUSH_SKIP, List.of(Writer.brief(0.5)));
        s = s.withSettings(s.settings().withFrameClock(org.repsim.models.unreal.replication.FrameClock.OVERLAPPED));
        UnrealRun without = Runs.run(s, SLOW, 2, 10, 21);
        UnrealRun with = Runs.run(s.withSettings(s.settings().withReplayDriver(true)), SLOW, 2, 10, 21);
        // The game driver sends exactly the same with a replay driver clearing its own bits ...
        assertEquals(without.metric("bytes_per_frame"), with.metric("bytes_per_frame"), 0.0);
        assertEquals(without.totals().changedProperties, with.totals().changedProperties);
        assertEquals(0L, with.staleProperties());
        // ... and the replay driver did its own compares.
        assertTrue(with.metric("replay_server_replicate_actors_ms") > 0);
    }

    @Test
    void lostPacketsAreResentSoClientsConverge() {
        UnrealScenario s = Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_SKIP, List.of(Writer.brief(0.5)))
                .withNetwork(new org.repsim.models.unreal.connection.NetworkSpec(20.0, 0.2));
        UnrealRun r = Runs.run(s, SLOW, 2, 10, 22);
        assertEquals(0L, r.staleProperties());
        UnrealRun clean = Runs.run(s.withNetwork(new org.repsim.models.unreal.connection.NetworkSpec(20.0, 0.0)), SLOW, 2, 10, 22);
        // NAKs block skipping until the resend is acknowledged, and resends cost serializations.
        assertTrue(r.totals().serializedProperties > clean.totals().serializedProperties);
    }

    @Test
    void ownerOnlyPropertiesAreComparedOnceAndSentOnlyToTheOwner() {
        ActorClassSpec owned = new ActorClassSpec("Owned", List.of(
                PropertySpec.push("Secret", WireType.VECTOR).withCondition(
                        org.repsim.models.unreal.object.ReplicationCondition.OWNER_ONLY)), List.of(),
                100.0, 2.0, 1.0, true, 150.0, org.repsim.models.unreal.object.DormancyMode.AWAKE, true, false);
        UnrealRun r = Runs.run(Runs.lab(owned, new ActorGroup("Owned", 50, 0, true), 2, PushCondition.PUSH_ON,
                List.of(Writer.brief(1.0))), SLOW, 2, 10, 23);
        // Shared compare: one per object per frame, whatever the connections.
        assertEquals(50.0, r.metric("compare_calls_per_frame"), 0.0);
        // Only the owner (connection 0) receives the changes.
        assertTrue(r.metric("connection.0.bytes_per_frame") > 0);
        assertEquals(0.0, r.metric("connection.1.bytes_per_frame"), 0.0);
        assertEquals(r.metric("bytes_per_frame"),
                r.metric("connection.0.bytes_per_frame") + r.metric("connection.1.bytes_per_frame"), 1e-9);
        assertEquals(0L, r.staleProperties());
    }

    @Test
    void perDistanceUpdateRatesReplicateFarActorsLessOften() {
        // Every actor farther than 10 m from the (single) viewer is replicated every 3rd frame.
        UnrealScenario s = Runs.lab(ActorClasses.full(), 600, 1, PushCondition.PUSH_OFF, List.of());
        s = s.withSettings(s.settings().withWorldSize(1000.0));
        UnrealRun every = Runs.run(s, SLOW, 2, 6, 24);
        UnrealRun interleaved = Runs.run(s.withInterleaving(org.repsim.models.unreal.replication.DistanceInterleaving.of(
                List.of(new org.repsim.models.unreal.replication.DistanceInterleaving.Step(10.0, 2)))), SLOW, 2, 6, 24);
        assertEquals(600.0, every.metric("actors_replicated_per_connection_frame"), 0.0);
        // Practically no actor lies within 10 m on a 1 km map: a third of them per frame.
        assertEquals(200.0, interleaved.metric("actors_replicated_per_connection_frame"), 3.0);
        // The compare is still shared and runs only for objects some connection replicates.
        assertEquals(200.0, interleaved.metric("compare_calls_per_frame"), 3.0);
    }

    @Test
    void emptyScenariosRunAndReportZeros() {
        UnrealRun noActors = Runs.run(Runs.lab(ActorClasses.full(), 0, 2, PushCondition.PUSH_SKIP,
                List.of(Writer.brief(1.0))), Runs.PROFILE, 1, 2, 25);
        assertEquals(0.0, noActors.metric("replicate_actor_calls_per_frame"), 0.0);
        // Only the fixed per-frame and per-connection work: the brief's "no lab actors" 0.09 ms.
        assertEquals(0.09, noActors.metric("server_replicate_actors_ms"), 1e-9);
        UnrealRun noConnections = Runs.run(Runs.lab(ActorClasses.full(), 100, 0, PushCondition.PUSH_SKIP,
                List.of(Writer.brief(1.0))), Runs.PROFILE, 1, 2, 25);
        assertEquals(0.0, noConnections.metric("compare_calls_per_frame"), 0.0);
        assertEquals(0.0, noConnections.metric("bytes_per_frame"), 0.0);
    }
}
