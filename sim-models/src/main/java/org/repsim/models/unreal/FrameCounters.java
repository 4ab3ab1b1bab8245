package org.repsim.models.unreal;

import org.repsim.models.unreal.object.WireType;

/**
 * Operation counts of one net driver in one frame. The hot path only increments these; the
 * frame's costs are charged from them once per frame (count × unit cost, the same sum as charging
 * per operation, without ledger calls per actor).
 */
final class FrameCounters {
    /** Active-list size when the pass builds its consider list (after game code's wakes). */
    long activeActors;
    /** Active-list size as the frame ends, after TickChannels' dormancy closes (the metric). */
    long activeAtFrameEnd;
    long considered;
    long dueActors;
    long prioritized;
    /** (connection, actor) pairs the gather stage looked at: legacy's consider list per connection. */
    long consideredPairs;
    /** Connections the pass walked (open ones). */
    long connectionPasses;
    long replicateActorCalls;
    long actorsSent;
    long replicatePropertiesCalls;
    long deletedSubobjectChecks;
    long compareCalls;
    long comparedProperties;
    /** Compares on the push-off path (change-list and history set-up, every slot walked). */
    long compareSetups;
    /** Of {@link #comparedProperties}: those not compared as plain values. */
    long comparedComposite;
    /** ReplicateActor calls on actors with subobjects (the per-actor subobject bookkeeping). */
    long subobjectActors;
    long changedProperties;
    long serializeCalls;
    long serializedProperties;
    long initialSerializeCalls;
    long initialProperties;
    /** (Subobject, connection) walks of ReplicateActor calls, the skipped subobjects' included. */
    long subobjectCalls;
    long skippedReplicators;
    long skippedSubobjects;
    long channelsOpened;
    long channelsClosed;
    long closeBunches;
    long pendingChannelTicks;
    long saturatedConnections;
    long pendingActors;
    long validationReports;
    long packets;
    long payloadBits;
    long rpcsSent;
    long rpcsDropped;
    long flushes;
    /** Dormant channels reset by a FlushNetDormancy (a new channel opens on the next replication). */
    long channelsWoken;
    /** A FlushNetDormancy's per-connection {@code FlushDormancy} calls: flushes of DORM_DormantAll actors × open connections. */
    long flushedConnections;
    /** Channels pending dormancy whose pending state a FlushNetDormancy cancelled. */
    long pendingCancelled;
    /** Replicators created for channels opened (the actor's and each subobject's). */
    long replicatorsCreated;
    /** Replication graph: moving actors re-binned (bounds checked), once per frame each. */
    long graphRebins;
    /** Replication graph: node-list appends and removals from binning and re-binning. */
    long graphRebinListOps;
    /** Replication graph: node lists (grid cells, global nodes) gathered, per connection. */
    long graphGathers;
    /** Replication graph: (connection, gathered actor) dormant and due checks. */
    long graphDueChecks;
    /** Replication graph: gathered actors skipped as dormant on the connection (before prioritization). */
    long graphDormantSkipped;
    /** Replication graph: entries appended to connections' prioritized lists. */
    long graphListAppends;
    /** Replication graph: elements of connections' sorted lists. */
    long graphSorted;
    /** FastShared bunches built (once per actor per frame) and sent (per connection), and their bits. */
    long fastSharedBuilds;
    long fastSharedSends;
    long fastSharedBits;
    /** Iris: actors in scope somewhere looked at by the poll frequency limiter. */
    long irisPollCandidates;
    /** Iris: objects whose poll found a change, copied and quantized (once per object per frame), and their members. */
    long irisQuantizedObjects;
    long irisQuantizedMembers;
    /** Iris: moving objects whose grid-filter cells were updated. */
    long irisGridUpdates;
    /** Iris: grid cells looked up (one per connection) and (object, connection) filter checks. */
    long irisFilterCells;
    long irisFilterChecks;
    /** Iris: (dirty object, connection in scope) change-mask merges. */
    long irisChangeMasks;
    /** Iris: (object with something to send, connection) pairs prioritized. */
    long irisPrioritized;
    /** Iris: objects (actors and subobjects) written with changes, and actors created, per connection. */
    long irisObjectsWritten;
    long irisCreations;
    /** Fast arrays: key checks, items and baseline entries walked, items sent, removed IDs sent. */
    long fastArrayKeyChecks;
    long fastArrayItemsWalked;
    long fastArrayItemsSent;
    long fastArrayIdsRemoved;
    /** Bits sent per wire-type class: index by {@code WireType.ordinal()}; [last] = headers. */
    final long[] bitsByType = new long[WireType.values().length + 1];

    void clear() {
        activeActors = activeAtFrameEnd = considered = dueActors = prioritized = replicateActorCalls = actorsSent = 0;
        consideredPairs = connectionPasses = 0;
        replicatePropertiesCalls = deletedSubobjectChecks = compareCalls = comparedProperties = changedProperties = 0;
        compareSetups = comparedComposite = subobjectActors = 0;
        serializeCalls = serializedProperties = initialSerializeCalls = initialProperties = subobjectCalls = 0;
        skippedReplicators = skippedSubobjects = channelsOpened = channelsClosed = closeBunches = pendingChannelTicks = 0;
        saturatedConnections = pendingActors = validationReports = packets = payloadBits = 0;
        rpcsSent = rpcsDropped = flushes = channelsWoken = flushedConnections = pendingCancelled = replicatorsCreated = 0;
        graphRebins = graphRebinListOps = graphGathers = graphDueChecks = graphDormantSkipped = 0;
        graphListAppends = graphSorted = fastSharedBuilds = fastSharedSends = fastSharedBits = 0;
        irisPollCandidates = irisQuantizedObjects = irisQuantizedMembers = irisGridUpdates = irisFilterCells = irisFilterChecks = 0;
        irisChangeMasks = irisPrioritized = irisObjectsWritten = irisCreations = 0;
        fastArrayKeyChecks = fastArrayItemsWalked = fastArrayItemsSent = fastArrayIdsRemoved = 0;
        java.util.Arrays.fill(bitsByType, 0L);
    }

    /** Adds another frame's counts (run totals). */
    void add(FrameCounters f) {
        activeActors += f.activeActors;
        activeAtFrameEnd += f.activeAtFrameEnd;
        considered += f.considered;
        dueActors += f.dueActors;
        prioritized += f.prioritized;
        consideredPairs += f.consideredPairs;
        connectionPasses += f.connectionPasses;
        replicateActorCalls += f.replicateActorCalls;
        actorsSent += f.actorsSent;
        replicatePropertiesCalls += f.replicatePropertiesCalls;
        deletedSubobjectChecks += f.deletedSubobjectChecks;
        compareCalls += f.compareCalls;
        comparedProperties += f.comparedProperties;
        compareSetups += f.compareSetups;
        comparedComposite += f.comparedComposite;
        subobjectActors += f.subobjectActors;
        changedProperties += f.changedProperties;
        serializeCalls += f.serializeCalls;
        serializedProperties += f.serializedProperties;
        initialSerializeCalls += f.initialSerializeCalls;
        initialProperties += f.initialProperties;
        subobjectCalls += f.subobjectCalls;
        skippedReplicators += f.skippedReplicators;
        skippedSubobjects += f.skippedSubobjects;
        channelsOpened += f.channelsOpened;
        channelsClosed += f.channelsClosed;
        closeBunches += f.closeBunches;
        pendingChannelTicks += f.pendingChannelTicks;
        saturatedConnections += f.saturatedConnections;
        pendingActors += f.pendingActors;
        validationReports += f.validationReports;
        packets += f.packets;
        payloadBits += f.payloadBits;
        rpcsSent += f.rpcsSent;
        rpcsDropped += f.rpcsDropped;
        flushes += f.flushes;
        channelsWoken += f.channelsWoken;
        flushedConnections += f.flushedConnections;
        pendingCancelled += f.pendingCancelled;
        replicatorsCreated += f.replicatorsCreated;
        graphRebins += f.graphRebins;
        graphRebinListOps += f.graphRebinListOps;
        graphGathers += f.graphGathers;
        graphDueChecks += f.graphDueChecks;
        graphDormantSkipped += f.graphDormantSkipped;
        graphListAppends += f.graphListAppends;
        graphSorted += f.graphSorted;
        fastSharedBuilds += f.fastSharedBuilds;
        fastSharedSends += f.fastSharedSends;
        fastSharedBits += f.fastSharedBits;
        irisPollCandidates += f.irisPollCandidates;
        irisQuantizedObjects += f.irisQuantizedObjects;
        irisQuantizedMembers += f.irisQuantizedMembers;
        irisGridUpdates += f.irisGridUpdates;
        irisFilterCells += f.irisFilterCells;
        irisFilterChecks += f.irisFilterChecks;
        irisChangeMasks += f.irisChangeMasks;
        irisPrioritized += f.irisPrioritized;
        irisObjectsWritten += f.irisObjectsWritten;
        irisCreations += f.irisCreations;
        fastArrayKeyChecks += f.fastArrayKeyChecks;
        fastArrayItemsWalked += f.fastArrayItemsWalked;
        fastArrayItemsSent += f.fastArrayItemsSent;
        fastArrayIdsRemoved += f.fastArrayIdsRemoved;
        for (int i = 0; i < bitsByType.length; i++) {
            bitsByType[i] += f.bitsByType[i];
        }
    }
}
