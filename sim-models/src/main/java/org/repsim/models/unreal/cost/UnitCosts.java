package org.repsim.models.unreal.cost;

import org.repsim.models.unreal.object.WireBits;
import org.repsim.models.unreal.object.WireType;

/**
 * A cost profile compiled for the hot path: unit costs in nanoseconds as plain fields. One
 * place converts profile units; the model charges {@code count × unit} per scope.
 */
public final class UnitCosts implements WireBits {
    public final double frameWorkLevelMinNs;
    public final double frameWorkLevelMaxNs;
    public final double frameWorkJitterSdNs;
    public final double frameWorkLevelSkew;
    public final double sraFrameNs;
    public final double sraConnectionNs;
    public final double considerNs;
    public final double prioritizeNs;
    public final double replicateActorNs;
    public final double replicatePropertiesNs;
    public final double deletedSubobjectCheckNs;
    public final double compareCallNs;
    public final double comparePropertyNs;
    public final double serializeCallNs;
    public final double serializePropertyNs;
    public final double serializeInitialPropertyNs;
    public final double subobjectReplicatorNs;
    public final double channelOpenNs;
    public final double channelCloseNs;
    public final double tickChannelsConnectionNs;
    public final double tickChannelPendingNs;
    public final double flushNetDormancyNs;
    public final double rpcSendNs;
    public final double packetSendNs;
    public final int handleBits;
    public final int int32Bits;
    public final int floatBits;
    public final int boolBits;
    public final int vectorBits;
    public final int objectReferenceBits;
    public final int arrayLengthBits;
    public final int bunchHeaderBits;
    public final int subobjectHeaderBits;
    public final int packetHeaderBits;
    public final int rpcBits;
    public final int maxPacketBytes;
    public final int packetOverheadBytes;

    public UnitCosts(UnrealCostProfile p) {
        frameWorkLevelMinNs = ms(p, CostKey.FRAME_WORK_LEVEL_MIN_MS);
        frameWorkLevelMaxNs = ms(p, CostKey.FRAME_WORK_LEVEL_MAX_MS);
        frameWorkJitterSdNs = ms(p, CostKey.FRAME_WORK_JITTER_SD_MS);
        frameWorkLevelSkew = p.get(CostKey.FRAME_WORK_LEVEL_SKEW);
        if (!(frameWorkLevelSkew > 0)) {
            throw new IllegalArgumentException("cost profile '" + p.name() + "': frame_work_level_skew must be > 0");
        }
        if (frameWorkLevelMaxNs < frameWorkLevelMinNs) {
            throw new IllegalArgumentException("cost profile '" + p.name() + "': frame_work_level_max_ms < frame_work_level_min_ms");
        }
        sraFrameNs = us(p, CostKey.SRA_FRAME_US);
        sraConnectionNs = us(p, CostKey.SRA_CONNECTION_US);
        considerNs = us(p, CostKey.CONSIDER_US);
        prioritizeNs = us(p, CostKey.PRIORITIZE_US);
        replicateActorNs = us(p, CostKey.REPLICATE_ACTOR_US);
        replicatePropertiesNs = us(p, CostKey.REPLICATE_PROPERTIES_US);
        deletedSubobjectCheckNs = us(p, CostKey.DELETED_SUBOBJECT_CHECK_US);
        compareCallNs = us(p, CostKey.COMPARE_CALL_US);
        comparePropertyNs = us(p, CostKey.COMPARE_PROPERTY_US);
        serializeCallNs = us(p, CostKey.SERIALIZE_CALL_US);
        serializePropertyNs = us(p, CostKey.SERIALIZE_PROPERTY_US);
        serializeInitialPropertyNs = us(p, CostKey.SERIALIZE_INITIAL_PROPERTY_US);
        subobjectReplicatorNs = us(p, CostKey.SUBOBJECT_REPLICATOR_US);
        channelOpenNs = us(p, CostKey.CHANNEL_OPEN_US);
        channelCloseNs = us(p, CostKey.CHANNEL_CLOSE_US);
        tickChannelsConnectionNs = us(p, CostKey.TICK_CHANNELS_CONNECTION_US);
        tickChannelPendingNs = us(p, CostKey.TICK_CHANNEL_PENDING_US);
        flushNetDormancyNs = us(p, CostKey.FLUSH_NET_DORMANCY_US);
        rpcSendNs = us(p, CostKey.RPC_SEND_US);
        packetSendNs = us(p, CostKey.PACKET_SEND_US);
        handleBits = bits(p, CostKey.HANDLE_BITS);
        int32Bits = bits(p, CostKey.INT32_BITS);
        floatBits = bits(p, CostKey.FLOAT_BITS);
        boolBits = bits(p, CostKey.BOOL_BITS);
        vectorBits = bits(p, CostKey.VECTOR_BITS);
        objectReferenceBits = bits(p, CostKey.OBJECT_REFERENCE_BITS);
        arrayLengthBits = bits(p, CostKey.ARRAY_LENGTH_BITS);
        bunchHeaderBits = bits(p, CostKey.BUNCH_HEADER_BITS);
        subobjectHeaderBits = bits(p, CostKey.SUBOBJECT_HEADER_BITS);
        packetHeaderBits = bits(p, CostKey.PACKET_HEADER_BITS);
        rpcBits = bits(p, CostKey.RPC_BITS);
        maxPacketBytes = bits(p, CostKey.MAX_PACKET_BYTES);
        packetOverheadBytes = bits(p, CostKey.PACKET_OVERHEAD_BYTES);
        if (maxPacketBytes * 8 <= packetHeaderBits) {
            throw new IllegalArgumentException("cost profile '" + p.name() + "': max_packet_bytes must exceed the packet header");
        }
    }

    private static double us(UnrealCostProfile p, CostKey k) {
        return p.get(k) * 1e3;
    }

    private static double ms(UnrealCostProfile p, CostKey k) {
        return p.get(k) * 1e6;
    }

    private static int bits(UnrealCostProfile p, CostKey k) {
        return (int) Math.round(p.get(k));
    }

    @Override
    public int payloadBits(WireType type) {
        return switch (type) {
            case INT32 -> int32Bits;
            case FLOAT -> floatBits;
            case BOOL -> boolBits;
            case VECTOR -> vectorBits;
            case OBJECT_REFERENCE -> objectReferenceBits;
            default -> throw new IllegalArgumentException(type + " has no fixed payload size");
        };
    }

    @Override
    public int handleBits() {
        return handleBits;
    }

    @Override
    public int arrayLengthBits() {
        return arrayLengthBits;
    }
}
