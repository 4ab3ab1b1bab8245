package org.repsim.models.unreal;

import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostLedger;

/**
 * The Insights-like timer tree of one net driver and the one place its costs are charged:
 * {@code count × unit cost} per scope, once per frame, from the frame's {@link FrameCounters}.
 *
 * <pre>
 * ServerReplicateActors
 *   GatherPrioritize { Consider, Prioritize [, PrepareForReplication, GatherLists, DueCheck, SortList] }
 *   ReplicateActor { CompareProperties, SerializeProperties, DeletedSubobjectCheck, ReplicateSubobjects }
 *   ChannelOpen [, FastShared]                      ([...]: the replication graph only)
 * </pre>
 * (the connections' {@code TickChannels} is {@link ChannelTickScopes}').
 *
 * <p>Beside each charge the ledger is told how many operations of each cost key the charged sum
 * prices ({@link CostLedger#countOperations}): the timer tree then says what each scope's time is
 * made of, which calibration needs. Each count below is the factor of that key in the charge
 * next to it (OperationCountsTest checks Σ count × unit = exclusive time per scope).
 */
final class ReplicationScopes implements PassScopes {
    private final CostLedger ledger;
    private final UnitCosts u;
    final int serverReplicateActors;
    final int gatherPrioritize;
    final int consider;
    final int prioritize;
    final int replicateActor;
    final int compareProperties;
    final int serializeProperties;
    final int deletedSubobjectCheck;
    final int replicateSubobjects;
    final int channelOpen;
    private final int opSraFrame;
    private final int opSraConnection;
    private final int opConsider;
    private final int opPrioritize;
    private final int opReplicateActor;
    private final int opReplicateProperties;
    private final int opCompareCall;
    private final int opCompareObject;
    private final int opComparePod;
    private final int opCompareComposite;
    private final int opSerializeCall;
    private final int opSerializeProperty;
    private final int opSerializeInitial;
    private final int opFastArrayKeyCheck;
    private final int opFastArrayItemWalk;
    private final int opFastArrayItemSerialize;
    private final int opDeletedSubobjectCheck;
    private final int opSubobjectActor;
    private final int opSubobjectWalk;
    private final int opChannelOpen;
    private final int opReplicatorCreate;
    /** Replication graph scopes (-1 without the graph). */
    final int prepareForReplication;
    final int gatherLists;
    final int dueCheck;
    final int sortList;
    final int fastShared;
    /** Operation counts of the graph's sums (-1 without the graph). */
    private final int opGraphRebin;
    private final int opGraphRebinListOps;
    private final int opGraphCellGather;
    private final int opGraphDueCheck;
    private final int opGraphListAppend;
    private final int opGraphSortElement;
    private final int opFastSharedBuild;
    private final int opFastSharedSend;

    ReplicationScopes(CostLedger ledger, UnitCosts u, String root, boolean graph) {
        this.ledger = ledger;
        this.u = u;
        serverReplicateActors = ledger.scope(root);
        gatherPrioritize = ledger.scope("GatherPrioritize", serverReplicateActors);
        consider = ledger.scope("Consider", gatherPrioritize);
        prioritize = ledger.scope("Prioritize", gatherPrioritize);
        replicateActor = ledger.scope("ReplicateActor", serverReplicateActors);
        compareProperties = ledger.scope("CompareProperties", replicateActor);
        serializeProperties = ledger.scope("SerializeProperties", replicateActor);
        deletedSubobjectCheck = ledger.scope("DeletedSubobjectCheck", replicateActor);
        replicateSubobjects = ledger.scope("ReplicateSubobjects", replicateActor);
        channelOpen = ledger.scope("ChannelOpen", serverReplicateActors);
        if (graph) {
            prepareForReplication = ledger.scope("PrepareForReplication", gatherPrioritize);
            gatherLists = ledger.scope("GatherLists", gatherPrioritize);
            dueCheck = ledger.scope("DueCheck", gatherPrioritize);
            sortList = ledger.scope("SortList", gatherPrioritize);
            fastShared = ledger.scope("FastShared", serverReplicateActors);
            opGraphRebin = op(prepareForReplication, UnrealCosts.GRAPH_REBIN_US);
            opGraphRebinListOps = op(prepareForReplication, UnrealCosts.GRAPH_LIST_APPEND_US);
            opGraphCellGather = op(gatherLists, UnrealCosts.GRAPH_CELL_GATHER_US);
            opGraphDueCheck = op(dueCheck, UnrealCosts.GRAPH_DUE_CHECK_US);
            opGraphListAppend = op(sortList, UnrealCosts.GRAPH_LIST_APPEND_US);
            opGraphSortElement = op(sortList, UnrealCosts.GRAPH_SORT_ELEMENT_US);
            opFastSharedBuild = op(fastShared, UnrealCosts.FAST_SHARED_BUILD_US);
            opFastSharedSend = op(fastShared, UnrealCosts.FAST_SHARED_SEND_US);
        } else {
            prepareForReplication = gatherLists = dueCheck = sortList = fastShared = -1;
            opGraphRebin = opGraphRebinListOps = opGraphCellGather = opGraphDueCheck = -1;
            opGraphListAppend = opGraphSortElement = opFastSharedBuild = opFastSharedSend = -1;
        }
        opSraFrame = op(serverReplicateActors, UnrealCosts.SRA_FRAME_US);
        opSraConnection = op(serverReplicateActors, UnrealCosts.SRA_CONNECTION_US);
        opConsider = op(consider, UnrealCosts.CONSIDER_US);
        opPrioritize = op(prioritize, UnrealCosts.PRIORITIZE_US);
        opReplicateActor = op(replicateActor, UnrealCosts.REPLICATE_ACTOR_US);
        opReplicateProperties = op(replicateActor, UnrealCosts.REPLICATE_PROPERTIES_US);
        opCompareCall = op(compareProperties, UnrealCosts.COMPARE_CALL_US);
        opCompareObject = op(compareProperties, UnrealCosts.COMPARE_OBJECT_US);
        opComparePod = op(compareProperties, UnrealCosts.COMPARE_POD_US);
        opCompareComposite = op(compareProperties, UnrealCosts.COMPARE_COMPOSITE_US);
        opSerializeCall = op(serializeProperties, UnrealCosts.SERIALIZE_CALL_US);
        opSerializeProperty = op(serializeProperties, UnrealCosts.SERIALIZE_PROPERTY_US);
        opSerializeInitial = op(serializeProperties, UnrealCosts.SERIALIZE_INITIAL_PROPERTY_US);
        opFastArrayKeyCheck = op(serializeProperties, UnrealCosts.FAST_ARRAY_KEY_CHECK_US);
        opFastArrayItemWalk = op(serializeProperties, UnrealCosts.FAST_ARRAY_ITEM_WALK_US);
        opFastArrayItemSerialize = op(serializeProperties, UnrealCosts.FAST_ARRAY_ITEM_SERIALIZE_US);
        opDeletedSubobjectCheck = op(deletedSubobjectCheck, UnrealCosts.DELETED_SUBOBJECT_CHECK_US);
        opSubobjectActor = op(replicateSubobjects, UnrealCosts.SUBOBJECT_ACTOR_US);
        opSubobjectWalk = op(replicateSubobjects, UnrealCosts.SUBOBJECT_WALK_US);
        opChannelOpen = op(channelOpen, UnrealCosts.CHANNEL_OPEN_US);
        opReplicatorCreate = op(channelOpen, UnrealCosts.REPLICATOR_CREATE_US);
    }

    private int op(int scope, CostKey key) {
        return ledger.operation(scope, key);
    }

    /** Charges the replication pass of one frame. */
    @Override
    public void chargeReplication(FrameCounters f, int connections) {
        ledger.charge(serverReplicateActors, 1, u.sraFrameNs + connections * u.sraConnectionNs);
        ledger.count(gatherPrioritize, 1);
        ledger.chargeCalls(consider, f.considered, u.considerNs);
        ledger.chargeCalls(prioritize, f.prioritized, u.prioritizeNs);
        // ReplicateActor exclusive: the call itself for every call, plus the ReplicateProperties
        // wrapper for each replicator that was not skipped.
        ledger.charge(replicateActor, f.replicateActorCalls,
                f.replicateActorCalls * u.replicateActorNs + f.replicatePropertiesCalls * u.replicatePropertiesNs);
        // Every compare pays the call; one that walks properties also sets up the change list and
        // history slot; each compared property costs by wire type (docs/sources.md#unreal-compare).
        ledger.charge(compareProperties, f.compareCalls, f.compareCalls * u.compareCallNs
                + f.compareSetups * u.compareObjectNs
                + (f.comparedProperties - f.comparedComposite) * u.comparePodNs
                + f.comparedComposite * u.compareCompositeNs);
        // A fast array's delta serialization runs inside the serialize call (custom delta
        // properties follow the change list): its key check, item walk and items.
        ledger.charge(serializeProperties, f.serializeCalls,
                f.serializeCalls * u.serializeCallNs + f.serializedProperties * u.serializePropertyNs
                        + f.initialProperties * u.serializeInitialPropertyNs
                        + f.fastArrayKeyChecks * u.fastArrayKeyCheckNs + f.fastArrayItemsWalked * u.fastArrayItemWalkNs
                        + f.fastArrayItemsSent * u.fastArrayItemSerializeNs);
        ledger.chargeCalls(deletedSubobjectCheck, f.deletedSubobjectChecks, u.deletedSubobjectCheckNs);
        // Per actor with subobjects the list bookkeeping; per subobject and connection its walk,
        // which comes before the skip decision and so is the same whether the subobject is then
        // skipped or replicated. What a replicated one adds is its ReplicateProperties, charged
        // above with the body's (wrapper, compare, serialization).
        ledger.charge(replicateSubobjects, f.subobjectCalls,
                f.subobjectActors * u.subobjectActorNs + f.subobjectCalls * u.subobjectWalkNs);
        // Per channel opened the channel and its open bunch; per replicator created its shadow state.
        ledger.charge(channelOpen, f.channelsOpened,
                f.channelsOpened * u.channelOpenNs + f.replicatorsCreated * u.replicatorCreateNs);
        countReplication(f, connections);
        if (prepareForReplication >= 0) {
            chargeGraph(f);
        }
    }

    /** The operation counts of {@link #chargeReplication}'s sums, factor by factor. */
    private void countReplication(FrameCounters f, int connections) {
        ledger.countOperations(opSraFrame, 1);
        ledger.countOperations(opSraConnection, connections);
        ledger.countOperations(opConsider, f.considered);
        ledger.countOperations(opPrioritize, f.prioritized);
        ledger.countOperations(opReplicateActor, f.replicateActorCalls);
        ledger.countOperations(opReplicateProperties, f.replicatePropertiesCalls);
        ledger.countOperations(opCompareCall, f.compareCalls);
        ledger.countOperations(opCompareObject, f.compareSetups);
        ledger.countOperations(opComparePod, f.comparedProperties - f.comparedComposite);
        ledger.countOperations(opCompareComposite, f.comparedComposite);
        ledger.countOperations(opSerializeCall, f.serializeCalls);
        ledger.countOperations(opSerializeProperty, f.serializedProperties);
        ledger.countOperations(opSerializeInitial, f.initialProperties);
        ledger.countOperations(opFastArrayKeyCheck, f.fastArrayKeyChecks);
        ledger.countOperations(opFastArrayItemWalk, f.fastArrayItemsWalked);
        ledger.countOperations(opFastArrayItemSerialize, f.fastArrayItemsSent);
        ledger.countOperations(opDeletedSubobjectCheck, f.deletedSubobjectChecks);
        ledger.countOperations(opSubobjectActor, f.subobjectActors);
        ledger.countOperations(opSubobjectWalk, f.subobjectCalls);
        ledger.countOperations(opChannelOpen, f.channelsOpened);
        ledger.countOperations(opReplicatorCreate, f.replicatorsCreated);
    }

    /**
     * The replication graph's own operations (docs/replication-graph.md): re-binning, list gathers,
     * per-pair due checks, list appends and sort, and the FastShared path (one build per actor per
     * frame, one send per connection). Consider and Prioritize above are the shared keys.
     */
    private void chargeGraph(FrameCounters f) {
        ledger.charge(prepareForReplication, f.graphRebins,
                f.graphRebins * u.graphRebinNs + f.graphRebinListOps * u.graphListAppendNs);
        ledger.chargeCalls(gatherLists, f.graphGathers, u.graphCellGatherNs);
        ledger.chargeCalls(dueCheck, f.graphDueChecks, u.graphDueCheckNs);
        ledger.charge(sortList, f.graphSorted, f.graphListAppends * u.graphListAppendNs + f.graphSorted * u.graphSortElementNs);
        ledger.charge(fastShared, f.fastSharedSends, f.fastSharedBuilds * u.fastSharedBuildNs
                + f.fastSharedSends * u.fastSharedSendNs);
        ledger.countOperations(opGraphRebin, f.graphRebins);
        ledger.countOperations(opGraphRebinListOps, f.graphRebinListOps);
        ledger.countOperations(opGraphCellGather, f.graphGathers);
        ledger.countOperations(opGraphDueCheck, f.graphDueChecks);
        ledger.countOperations(opGraphListAppend, f.graphListAppends);
        ledger.countOperations(opGraphSortElement, f.graphSorted);
        ledger.countOperations(opFastSharedBuild, f.fastSharedBuilds);
        ledger.countOperations(opFastSharedSend, f.fastSharedSends);
    }
}
