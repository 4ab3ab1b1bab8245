package org.repsim.models.unreal;

import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.Price;

/**
 * The Insights-like timer tree of one net driver's legacy pass and the one place its costs are
 * charged: a sum of {@link Price}s per scope, once per frame, from the frame's {@link FrameCounters}.
 *
 * <pre>
 * ServerReplicateActors
 *   GatherPrioritize { Consider, Prioritize [, PrepareForReplication, GatherLists, DueCheck, SortList] }
 *   ReplicateActor { CompareProperties, SerializeProperties, DeletedSubobjectCheck, ReplicateSubobjects }
 *   ChannelOpen [, FastShared]                  ([...]: the replication graph only, {@link GraphScopes})
 * </pre>
 * (the connections' {@code TickChannels} is {@link ChannelTickScopes}'). Each price counts its
 * key's operations as it prices them, so the timer tree says what each scope's time is made of,
 * which calibration needs (OperationCountsTest checks Σ count × unit = exclusive time per scope).
 */
final class ReplicationScopes extends TimerScopes implements PassScopes {
    private final Price sraFrame = price(root, UnrealCosts.SRA_FRAME_US);
    private final Price sraConnection = price(root, UnrealCosts.SRA_CONNECTION_US);
    private final int gatherPrioritize = ledger.scope("GatherPrioritize", root);
    private final int consider = ledger.scope("Consider", gatherPrioritize);
    private final Price considered = price(consider, UnrealCosts.CONSIDER_US);
    private final int prioritize = ledger.scope("Prioritize", gatherPrioritize);
    private final Price prioritized = price(prioritize, UnrealCosts.PRIORITIZE_US);
    private final int replicateActor = ledger.scope("ReplicateActor", root);
    private final Price replicateActorCall = price(replicateActor, UnrealCosts.REPLICATE_ACTOR_US);
    private final Price replicatePropertiesCall = price(replicateActor, UnrealCosts.REPLICATE_PROPERTIES_US);
    private final int compare = ledger.scope("CompareProperties", replicateActor);
    private final Price compareCall = price(compare, UnrealCosts.COMPARE_CALL_US);
    private final Price compareSetup = price(compare, UnrealCosts.COMPARE_OBJECT_US);
    private final Price comparePod = price(compare, UnrealCosts.COMPARE_POD_US);
    private final Price compareComposite = price(compare, UnrealCosts.COMPARE_COMPOSITE_US);
    private final int serialize = ledger.scope("SerializeProperties", replicateActor);
    private final Price serializeCall = price(serialize, UnrealCosts.SERIALIZE_CALL_US);
    private final Price serializeProperty = price(serialize, UnrealCosts.SERIALIZE_PROPERTY_US);
    private final Price serializeInitial = price(serialize, UnrealCosts.SERIALIZE_INITIAL_PROPERTY_US);
    private final Price fastArrayKeyCheck = price(serialize, UnrealCosts.FAST_ARRAY_KEY_CHECK_US);
    private final Price fastArrayItemWalk = price(serialize, UnrealCosts.FAST_ARRAY_ITEM_WALK_US);
    private final Price fastArrayItemSerialize = price(serialize, UnrealCosts.FAST_ARRAY_ITEM_SERIALIZE_US);
    private final int deletedSubobjectCheck = ledger.scope("DeletedSubobjectCheck", replicateActor);
    private final Price deletedSubobjectChecked = price(deletedSubobjectCheck, UnrealCosts.DELETED_SUBOBJECT_CHECK_US);
    private final int replicateSubobjects = ledger.scope("ReplicateSubobjects", replicateActor);
    private final Price subobjectActor = price(replicateSubobjects, UnrealCosts.SUBOBJECT_ACTOR_US);
    private final Price subobjectWalk = price(replicateSubobjects, UnrealCosts.SUBOBJECT_WALK_US);
    private final int channelOpen = ledger.scope("ChannelOpen", root);
    private final Price channelOpened = price(channelOpen, UnrealCosts.CHANNEL_OPEN_US);
    private final Price replicatorCreated = price(channelOpen, UnrealCosts.REPLICATOR_CREATE_US);
    /** The replication graph's own scopes, or null for the legacy gather. */
    private final GraphScopes graph;

    /** @param root the pass's top-level scope: {@code ServerReplicateActors}, or the replay driver's */
    ReplicationScopes(CostLedger ledger, CostProfile profile, String root, boolean withGraph) {
        super(ledger, profile, root);
        graph = withGraph ? new GraphScopes(ledger, profile) : null;
    }

    /** Charges the replication pass of one frame. */
    @Override
    public void chargeReplication(FrameCounters f, int connections) {
        ledger.charge(root, 1, sraFrame.of(1) + sraConnection.of(connections));
        ledger.count(gatherPrioritize, 1);
        ledger.charge(consider, f.considered, considered.of(f.considered));
        ledger.charge(prioritize, f.prioritized, prioritized.of(f.prioritized));
        // ReplicateActor exclusive: the call itself for every call, plus the ReplicateProperties
        // wrapper for each replicator that was not skipped.
        ledger.charge(replicateActor, f.replicateActorCalls,
                replicateActorCall.of(f.replicateActorCalls) + replicatePropertiesCall.of(f.replicatePropertiesCalls));
        // Every compare pays the call; one that walks properties also sets up the change list and
        // history slot; each compared property costs by wire type (docs/sources.md#unreal-compare).
        ledger.charge(compare, f.compareCalls, compareCall.of(f.compareCalls)
                + compareSetup.of(f.compareSetups)
                + comparePod.of(f.comparedProperties - f.comparedComposite)
                + compareComposite.of(f.comparedComposite));
        // A fast array's delta serialization runs inside the serialize call (custom delta
        // properties follow the change list): its key check, item walk and items.
        ledger.charge(serialize, f.serializeCalls,
                serializeCall.of(f.serializeCalls) + serializeProperty.of(f.serializedProperties)
                        + serializeInitial.of(f.initialProperties)
                        + fastArrayKeyCheck.of(f.fastArrayKeyChecks) + fastArrayItemWalk.of(f.fastArrayItemsWalked)
                        + fastArrayItemSerialize.of(f.fastArrayItemsSent));
        ledger.charge(deletedSubobjectCheck, f.deletedSubobjectChecks,
                deletedSubobjectChecked.of(f.deletedSubobjectChecks));
        // Per actor with subobjects the list bookkeeping; per subobject and connection its walk,
        // which comes before the skip decision and so is the same whether the subobject is then
        // skipped or replicated. What a replicated one adds is its ReplicateProperties, charged
        // above with the body's (wrapper, compare, serialization).
        ledger.charge(replicateSubobjects, f.subobjectCalls,
                subobjectActor.of(f.subobjectActors) + subobjectWalk.of(f.subobjectCalls));
        // Per channel opened the channel and its open bunch; per replicator created its shadow state.
        ledger.charge(channelOpen, f.channelsOpened,
                channelOpened.of(f.channelsOpened) + replicatorCreated.of(f.replicatorsCreated));
        if (graph != null) {
            graph.charge(f);
        }
    }
}
