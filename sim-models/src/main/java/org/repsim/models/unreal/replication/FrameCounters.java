package org.repsim.models.unreal.replication;

/**
 * Operation counts of one net driver in one frame. The hot path only increments these; the
 * frame's costs are charged from them once per frame (count × unit cost, the same sum as charging
 * per operation, without ledger calls per actor).
 */
public final class FrameCounters {
    public long activeActors;
    public long considered;
    public long dueActors;
    public long prioritized;
    public long replicateActorCalls;
    public long actorsSent;
    public long replicatePropertiesCalls;
    public long deletedSubobjectChecks;
    public long compareCalls;
    public long comparedProperties;
    public long changedProperties;
    public long serializeCalls;
    public long serializedProperties;
    public long initialSerializeCalls;
    public long initialProperties;
    public long subobjectCalls;
    public long skippedReplicators;
    public long skippedSubobjects;
    public long channelsOpened;
    public long channelsClosed;
    public long closeBunches;
    public long pendingChannelTicks;
    public long saturatedConnections;
    public long pendingActors;
    public long validationReports;
    public long packets;
    public long payloadBits;
    public long wireBytes;
    public long rpcsSent;
    public long rpcsDropped;
    public long flushes;
    /** Channels reset by a FlushNetDormancy (dormant or closing on that connection). */
    public long channelsWoken;
    /** Bits sent per wire-type class: index by {@code WireType.ordinal()}; [last] = headers. */
    public final long[] bitsByType = new long[org.repsim.models.unreal.object.WireType.values().length + 1];

    public void clear() {
        activeActors = considered = dueActors = prioritized = replicateActorCalls = actorsSent = 0;
        replicatePropertiesCalls = deletedSubobjectChecks = compareCalls = comparedProperties = changedProperties = 0;
        serializeCalls = serializedProperties = initialSerializeCalls = initialProperties = subobjectCalls = 0;
        skippedReplicators = skippedSubobjects = channelsOpened = channelsClosed = closeBunches = pendingChannelTicks = 0;
        saturatedConnections = pendingActors = validationReports = packets = payloadBits = wireBytes = 0;
        rpcsSent = rpcsDropped = flushes = channelsWoken = 0;
        java.util.Arrays.fill(bitsByType, 0L);
    }

    /** Adds another frame's counts (run totals). */
    public void add(FrameCounters f) {
        activeActors += f.activeActors;
        considered += f.considered;
        dueActors += f.dueActors;
        prioritized += f.prioritized;
        replicateActorCalls += f.replicateActorCalls;
        actorsSent += f.actorsSent;
        replicatePropertiesCalls += f.replicatePropertiesCalls;
        deletedSubobjectChecks += f.deletedSubobjectChecks;
        compareCalls += f.compareCalls;
        comparedProperties += f.comparedProperties;
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
        wireBytes += f.wireBytes;
        rpcsSent += f.rpcsSent;
        rpcsDropped += f.rpcsDropped;
        flushes += f.flushes;
        channelsWoken += f.channelsWoken;
        for (int i = 0; i < bitsByType.length; i++) {
            bitsByType[i] += f.bitsByType[i];
        }
    }
}
