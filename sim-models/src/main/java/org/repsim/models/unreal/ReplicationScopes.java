package org.repsim.models.unreal;

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
 * TickChannels { ChannelClose }
 * </pre>
 */
final class ReplicationScopes {
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
    final int tickChannels;
    final int channelClose;
    /** Replication graph scopes (-1 without the graph). */
    final int prepareForReplication;
    final int gatherLists;
    final int dueCheck;
    final int sortList;
    final int fastShared;

    ReplicationScopes(CostLedger ledger, UnitCosts u, String root, boolean withTickChannels, boolean graph) {
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
        } else {
            prepareForReplication = gatherLists = dueCheck = sortList = fastShared = -1;
        }
        if (withTickChannels) {
            tickChannels = ledger.scope("TickChannels");
            channelClose = ledger.scope("ChannelClose", tickChannels);
        } else {
            tickChannels = -1;
            channelClose = -1;
        }
    }

    /** Charges the replication pass of one frame. */
    void chargeReplication(FrameCounters f, int connections) {
        ledger.charge(serverReplicateActors, 1, u.sraFrameNs + connections * u.sraConnectionNs);
        ledger.count(gatherPrioritize, 1);
        ledger.chargeCalls(consider, f.considered, u.considerNs);
        ledger.chargeCalls(prioritize, f.prioritized, u.prioritizeNs);
        // ReplicateActor exclusive: the call itself for every call, plus the ReplicateProperties
        // wrapper for each replicator that was not skipped.
        ledger.charge(replicateActor, f.replicateActorCalls,
                f.replicateActorCalls * u.replicateActorNs + f.replicatePropertiesCalls * u.replicatePropertiesNs);
        // Every compare pays the call; one that walks properties also sets up the change list and
        // history slot; each compared property costs by wire type (brief §4 cost structure).
        ledger.charge(compareProperties, f.compareCalls, f.compareCalls * u.compareCallNs
                + f.compareSetups * u.compareObjectNs
                + (f.comparedProperties - f.comparedComposite) * u.comparePodNs
                + f.comparedComposite * u.compareCompositeNs);
        ledger.charge(serializeProperties, f.serializeCalls,
                f.serializeCalls * u.serializeCallNs + f.serializedProperties * u.serializePropertyNs
                        + f.initialProperties * u.serializeInitialPropertyNs);
        ledger.chargeCalls(deletedSubobjectCheck, f.deletedSubobjectChecks, u.deletedSubobjectCheckNs);
        // Per actor with subobjects the list bookkeeping; per subobject the replicator's work,
        // shorter when the replicator is skipped (it ends early, brief §2).
        ledger.charge(replicateSubobjects, f.subobjectCalls, f.subobjectActors * u.subobjectActorNs
                + (f.subobjectCalls - f.skippedSubobjects) * u.subobjectReplicatedNs
                + f.skippedSubobjects * u.subobjectSkippedNs);
        ledger.chargeCalls(channelOpen, f.channelsOpened, u.channelOpenNs);
        if (prepareForReplication >= 0) {
            chargeGraph(f);
        }
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
    }

    /** Charges the connections' channel tick of one frame. */
    void chargeTickChannels(FrameCounters f, int connections) {
        ledger.charge(tickChannels, connections,
                connections * u.tickChannelsConnectionNs + f.pendingChannelTicks * u.tickChannelPendingNs);
        ledger.chargeCalls(channelClose, f.closeBunches, u.channelCloseNs);
    }
}
