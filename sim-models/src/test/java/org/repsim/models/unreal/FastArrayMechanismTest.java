package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.connection.NetworkSpec;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.object.PropertySpec;
import org.repsim.models.unreal.object.WireType;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;
import org.repsim.models.unreal.workload.WorkloadSpec.Writer;

/**
 * Fast arrays ({@code FFastArraySerializer}, a custom delta property): key check per connection,
 * delta by replication ID and key against each connection's baseline, whole changed items,
 * adds and removals, the skip rule's custom-delta condition, NAK resends and client views.
 */
class FastArrayMechanismTest {
    /** 50 ms of game work: every frame is longer than any NextUpdateTime interval, so all are due. */
    private static final CostProfile SLOW = Runs.fixedWork(50);
    private static final CostProfile P = Runs.PROFILE;
    /** Bits of the handle and the delta header, sent with every changed fast array. */
    private static final double ARRAY_BITS = v("handle_bits") + v("fast_array_header_bits");
    /** Bits of one changed item of two int32 members: its ID, then the members without handles. */
    private static final double ITEM_BITS = v("fast_array_item_id_bits") + 2 * v("int32_bits");

    private static double v(String key) {
        return P.values().get(key);
    }

    /** One manager actor holding a fast array of {@code items} items of two int32 each. */
    private static ActorClassSpec manager(int items, int maxItems) {
        PropertySpec array = new PropertySpec("Items", WireType.FAST_ARRAY, 0, 1, null, true,
                org.repsim.models.unreal.object.ReplicationCondition.NONE, true, items, maxItems,
                List.of(WireType.INT32, WireType.INT32));
        return new ActorClassSpec("Manager", List.of(array), List.of(), 100.0, 2.0, 1.0, true, 150.0,
                DormancyMode.AWAKE, true, false);
    }

    private static UnrealScenario lab(ActorClassSpec cls, PushCondition c, List<WorkloadSpec> w) {
        return Runs.lab(cls, new ActorGroup(cls.name(), 1), 2, c, w);
    }

    @Test
    void anUnchangedFastArrayCostsOneKeyCheckPerConnectionWhateverItsSize() {
        UnrealRun big = Runs.run(lab(manager(1000, 0), PushCondition.PUSH_ON, List.of()), SLOW, 2, 5, 1);
        UnrealRun small = Runs.run(lab(manager(10, 0), PushCondition.PUSH_ON, List.of()), SLOW, 2, 5, 1);
        // One actor due every frame, two connections: two ReplicateProperties, two key checks.
        assertEquals(2.0, big.metric("fast_array_key_checks_per_frame"), 0.0);
        assertEquals(0.0, big.metric("fast_array_items_walked_per_frame"), 0.0);
        assertEquals(0.0, big.metric("fast_array_items_sent_per_frame"), 0.0);
        // Not a compare candidate: push on compares nothing of a Full object without dirt.
        assertEquals(0.0, big.metric("compared_properties_per_frame"), 0.0);
        // Serialization = the two calls and the two key checks, for 1000 items as for 10.
        double expected = 2 * (v("serialize_call_us") + v("fast_array_key_check_us")) * 1e-3;
        assertEquals(expected, big.metric("serialize_ms"), 1e-12);
        assertEquals(small.metric("serialize_ms"), big.metric("serialize_ms"), 0.0);
        assertEquals(0.0, big.metric("bytes_per_frame"), 0.0);
    }

    @Test
    void aChangedItemSendsOnlyThatItemsBytesAndWalksTheArrayAndTheBaselineOnce() {
        // One write per second at 20 Hz frames: each send carries exactly one changed item.
        List<WorkloadSpec> writer = List.of(Writer.brief(1.0));
        UnrealRun big = Runs.run(lab(manager(1000, 0), PushCondition.PUSH_ON, writer), SLOW, 2, 10, 2);
        UnrealRun small = Runs.run(lab(manager(100, 0), PushCondition.PUSH_ON, writer), SLOW, 2, 10, 2);
        double sent = big.metric("fast_array_items_sent_per_frame");
        assertTrue(sent > 0, "items were sent");
        // Each write reaches each of the two connections once: ~10 writes in the window.
        assertEquals(20.0, sent * big.frames(), 2.0);
        assertEquals((ARRAY_BITS + ITEM_BITS) * sent, big.metric("bits_per_frame.fast_array"), 1e-9);
        // The bytes do not depend on how many items the array holds; the walk does (items + baseline).
        assertEquals(small.metric("bits_per_frame.fast_array"), big.metric("bits_per_frame.fast_array"), 0.0);
        assertEquals(2 * 1000 * sent, big.metric("fast_array_items_walked_per_frame"), 1e-9);
        assertEquals(2 * 100 * sent, small.metric("fast_array_items_walked_per_frame"), 1e-9);
    }

    @Test
    void addedItemsAreSentWholeAndRemovedOnesAsTheirIds() {
        // Only adds and removals (half each), one a second: each send carries exactly one of them.
        List<WorkloadSpec> churn = List.of(Writer.brief(1.0).withItemChurn(0.5, 0.5));
        UnrealRun r = Runs.run(lab(manager(50, 100), PushCondition.PUSH_ON, churn), SLOW, 2, 20, 3);
        double added = r.metric("fast_array_items_sent_per_frame");
        double removed = r.metric("fast_array_removed_ids_per_frame");
        assertTrue(added > 0 && removed > 0, added + " added, " + removed + " removed");
        double bits = (added + removed) * ARRAY_BITS + added * ITEM_BITS + removed * v("fast_array_item_id_bits");
        assertEquals(bits, r.metric("bits_per_frame.fast_array"), 1e-9);
    }

    @Test
    void aFastArrayChangeBlocksSkipOnlyUntilItIsSentAndAcknowledged() {
        UnrealRun idle = Runs.run(lab(manager(1000, 0), PushCondition.PUSH_SKIP, List.of()), SLOW, 2, 5, 4);
        // A Full replicator with an unchanged fast array is skipped: no key check at all.
        assertEquals(2.0, idle.metric("skipped_replicators_per_frame"), 0.0);
        assertEquals(0.0, idle.metric("fast_array_key_checks_per_frame"), 0.0);
        UnrealRun busy = Runs.run(lab(manager(1000, 0), PushCondition.PUSH_SKIP, List.of(Writer.brief(1.0))),
                SLOW, 2, 10, 4);
        // Every write reaches both clients, though nothing else marks the actor dirty ...
        assertEquals(20.0, busy.metric("fast_array_items_sent_per_frame") * busy.frames(), 2.0);
        assertEquals(0L, busy.staleProperties());
        // ... and the actor is skipped again once the change is acknowledged.
        double skipped = busy.metric("skipped_replicators_per_frame");
        assertTrue(skipped > 1.5 && skipped < 2.0, "skipped per frame: " + skipped);
    }

    @Test
    void lostItemsAreResentFromTheAcknowledgedBaseline() {
        // Twenty managers written now and then: most have been quiet for over a second at the end,
        // so a lost item that was never resent would leave a stale client copy.
        ActorClassSpec m = manager(200, 300);
        UnrealScenario s = Runs.lab(m, new ActorGroup(m.name(), 20), 2, PushCondition.PUSH_SKIP,
                List.of(Writer.brief(0.3).withItemChurn(0.2, 0.2)));
        UnrealScenario lossy = s.withNetwork(new NetworkSpec(20.0, 0.3));
        UnrealRun clean = Runs.run(s, SLOW, 2, 10, 5);
        UnrealRun lost = Runs.run(lossy, SLOW, 2, 10, 5);
        assertEquals(0L, lost.staleProperties());
        // The same writes; resends carry the lost items again.
        assertTrue(lost.metric("fast_array_items_sent_per_frame") > clean.metric("fast_array_items_sent_per_frame"));
    }

    @Test
    void markingAnItemWithAnUnchangedValueSendsItAnywayWithoutACompare() {
        UnrealRun same = Runs.run(lab(manager(100, 0), PushCondition.PUSH_ON,
                List.of(Writer.brief(1.0).withSameValue(true))), SLOW, 2, 10, 6);
        // The item's key moved: the serializer sends it without looking at its value.
        assertEquals(20.0, same.metric("fast_array_items_sent_per_frame") * same.frames(), 2.0);
    }

    @Test
    void aWriteWithoutMarkItemDirtyIsNeverSentAndLeavesTheClientStale() {
        UnrealRun r = Runs.run(lab(manager(100, 0), PushCondition.PUSH_OFF,
                List.of(Writer.brief(1.0).withMark(false))), SLOW, 2, 10, 7);
        assertEquals(0.0, r.metric("fast_array_items_sent_per_frame"), 0.0);
        // Even push off, which compares everything, does not compare a custom delta property.
        assertEquals(2L, r.staleProperties());
    }

    @Test
    void aNewChannelGetsEveryItem() {
        // The window starts at 0: the first replication of each connection is in it.
        UnrealRun r = UnrealModel.simulate(lab(manager(300, 0), PushCondition.PUSH_ON, List.of()), SLOW,
                RunWindow.ofSeconds(0, 1), new RandomStreams(8, 0));
        assertEquals(2 * 300, r.totals().fastArrayItemsSent);
        assertEquals(2 * 300, r.totals().fastArrayItemsWalked);
    }

    @Test
    void theShortcutsChangeNothingForAFastArrayActor() {
        ActorClassSpec m = manager(100, 200);
        UnrealScenario mixed = Runs.lab(org.repsim.models.unreal.object.ActorClasses.full(), 1, 2,
                PushCondition.PUSH_OFF, List.of()).withActors(
                        List.of(org.repsim.models.unreal.object.ActorClasses.full(), m),
                        List.of(new ActorGroup("Full", 50), new ActorGroup("Manager", 2)))
                .withWorkloads(List.of(Writer.brief(0.2).withItemChurn(0.3, 0.3)));
        for (PushCondition c : PushCondition.values()) {
            UnrealScenario s = mixed.withSettings(mixed.settings().withPush(c));
            for (Shortcuts without : List.of(new Shortcuts(true, false, true, true),
                    new Shortcuts(true, true, false, true), new Shortcuts(true, true, true, false))) {
                UnrealRun fast = UnrealModel.simulateWith(Shortcuts.ALL, s, P, RunWindow.ofSeconds(1, 4),
                        new RandomStreams(9, 0));
                UnrealRun plain = UnrealModel.simulateWith(without, s, P, RunWindow.ofSeconds(1, 4),
                        new RandomStreams(9, 0));
                assertEquals(plain.output().metrics(), fast.output().metrics());
                assertEquals(plain.output().fingerprint(), fast.output().fingerprint());
                assertTrue(fast.totals().fastArrayKeyChecks > 0);
            }
        }
    }
}
