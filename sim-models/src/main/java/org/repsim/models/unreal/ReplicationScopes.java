package org.repsim.models.unreal;

import org.repsim.engine.cost.CostLedger;

/**
 * The Insights-like timer tree of one net driver and the one place its costs are charged:
 * {@code count × unit cost} per scope, once per frame, from the frame's {@link FrameCounters}.
 *
 * <pre>
 * ServerReplicateActors
 *   GatherPrioritize { Consider, Prioritize }
 *   ReplicateActor { CompareProperties, SerializeProperties, DeletedSubobjectCheck, ReplicateSubobjects }
 *   ChannelOpen
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

    ReplicationScopes(CostLedger ledger, UnitCosts u, String root, boolean withTickChannels) {
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
    }

    /** Charges the connections' channel tick of one frame. */
    void chargeTickChannels(FrameCounters f, int connections) {
        ledger.charge(tickChannels, connections,
                connections * u.tickChannelsConnectionNs + f.pendingChannelTicks * u.tickChannelPendingNs);
        ledger.chargeCalls(channelClose, f.closeBunches, u.channelCloseNs);
    }
}
