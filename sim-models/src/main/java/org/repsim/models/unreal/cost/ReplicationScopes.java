package org.repsim.models.unreal.cost;

import org.repsim.engine.cost.CostLedger;
import org.repsim.models.unreal.replication.FrameCounters;

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
public final class ReplicationScopes {
    private final CostLedger ledger;
    private final UnitCosts u;
    public final int serverReplicateActors;
    public final int gatherPrioritize;
    public final int consider;
    public final int prioritize;
    public final int replicateActor;
    public final int compareProperties;
    public final int serializeProperties;
    public final int deletedSubobjectCheck;
    public final int replicateSubobjects;
    public final int channelOpen;
    public final int tickChannels;
    public final int channelClose;

    public ReplicationScopes(CostLedger ledger, UnitCosts u, String root, boolean withTickChannels) {
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
    public void chargeReplication(FrameCounters f, int connections) {
        ledger.charge(serverReplicateActors, 1, u.sraFrameNs + connections * u.sraConnectionNs);
        ledger.count(gatherPrioritize, 1);
        ledger.chargeCalls(consider, f.considered, u.considerNs);
        ledger.chargeCalls(prioritize, f.prioritized, u.prioritizeNs);
        // ReplicateActor exclusive: the call itself for every call, plus the ReplicateProperties
        // wrapper for each replicator that was not skipped.
        ledger.charge(replicateActor, f.replicateActorCalls,
                f.replicateActorCalls * u.replicateActorNs + f.replicatePropertiesCalls * u.replicatePropertiesNs);
        ledger.charge(compareProperties, f.compareCalls,
                f.compareCalls * u.compareCallNs + f.comparedProperties * u.comparePropertyNs);
        ledger.charge(serializeProperties, f.serializeCalls,
                f.serializeCalls * u.serializeCallNs + f.serializedProperties * u.serializePropertyNs
                        + f.initialProperties * u.serializeInitialPropertyNs);
        ledger.chargeCalls(deletedSubobjectCheck, f.deletedSubobjectChecks, u.deletedSubobjectCheckNs);
        ledger.chargeCalls(replicateSubobjects, f.subobjectCalls, u.subobjectReplicatorNs);
        ledger.chargeCalls(channelOpen, f.channelsOpened, u.channelOpenNs);
    }

    /** Charges the connections' channel tick of one frame. */
    public void chargeTickChannels(FrameCounters f, int connections) {
        ledger.charge(tickChannels, connections,
                connections * u.tickChannelsConnectionNs + f.pendingChannelTicks * u.tickChannelPendingNs);
        ledger.chargeCalls(channelClose, f.closeBunches, u.channelCloseNs);
    }
}
