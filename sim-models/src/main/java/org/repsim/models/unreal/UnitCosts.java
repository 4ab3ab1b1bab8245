package org.repsim.models.unreal;

import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.models.unreal.object.WireType;

/**
 * A cost profile compiled for the hot path: unit costs in nanoseconds as plain fields, read
 * through the {@link UnrealCosts} keys (the one place that converts profile units); the model
 * charges {@code count × unit} per scope.
 */
final class UnitCosts implements WireBits {
    final double frameWorkLevelMinNs;
    final double frameWorkLevelMaxNs;
    final double frameWorkJitterSdNs;
    final double frameWorkLevelSkew;
    final double sraFrameNs;
    final double sraConnectionNs;
    final double considerNs;
    final double prioritizeNs;
    final double replicateActorNs;
    final double replicatePropertiesNs;
    final double deletedSubobjectCheckNs;
    final double compareCallNs;
    final double compareObjectNs;
    final double comparePodNs;
    final double compareCompositeNs;
    final double serializeCallNs;
    final double serializePropertyNs;
    final double serializeInitialPropertyNs;
    final double subobjectActorNs;
    final double subobjectWalkNs;
    final double channelOpenNs;
    final double replicatorCreateNs;
    final double channelCloseNs;
    final double tickChannelsConnectionNs;
    final double tickChannelPendingNs;
    final double flushDormancyConnectionNs;
    final double wakeChannelNs;
    final double rpcSendNs;
    final double packetSendNs;
    final int handleBits;
    final int int32Bits;
    final int floatBits;
    final int boolBits;
    final int vectorBits;
    final int objectReferenceBits;
    final int arrayLengthBits;
    final int bunchHeaderBits;
    final int subobjectHeaderBits;
    final int packetHeaderBits;
    final int rpcBits;
    final int maxPacketBytes;
    final int packetOverheadBytes;
    final double graphRebinNs;
    final double graphListAppendNs;
    final double graphCellGatherNs;
    final double graphDueCheckNs;
    final double graphSortElementNs;
    final double fastSharedBuildNs;
    final double fastSharedSendNs;
    final int fastSharedBunchBits;
    final double irisPollCandidateNs;
    final double irisPollObjectNs;
    final double irisQuantizeObjectNs;
    final double irisCopyQuantizeMemberNs;
    final double irisGridUpdateNs;
    final double irisFilterCellNs;
    final double irisFilterObjectNs;
    final double irisChangeMaskNs;
    final double irisPrioritizeNs;
    final double irisWriteObjectNs;
    final double irisCreateObjectNs;
    final double irisSerializeMemberNs;
    final double irisSerializeInitialMemberNs;
    final int irisObjectHeaderBits;
    final int irisCreationHeaderBits;
    final int irisChangeMaskBits;
    final double fastArrayKeyCheckNs;
    final double fastArrayItemWalkNs;
    final double fastArrayItemSerializeNs;
    final int fastArrayHeaderBits;
    final int fastArrayItemIdBits;

    UnitCosts(CostProfile p) {
        frameWorkLevelMinNs = p.nanos(UnrealCosts.FRAME_WORK_LEVEL_MIN_MS);
        frameWorkLevelMaxNs = p.nanos(UnrealCosts.FRAME_WORK_LEVEL_MAX_MS);
        frameWorkJitterSdNs = p.nanos(UnrealCosts.FRAME_WORK_JITTER_SD_MS);
        frameWorkLevelSkew = p.value(UnrealCosts.FRAME_WORK_LEVEL_SKEW);
        if (!(frameWorkLevelSkew > 0)) {
            throw new CostProfileException(p.origin(), 0, UnrealCosts.FRAME_WORK_LEVEL_SKEW.name(), "must be > 0");
        }
        if (frameWorkLevelMaxNs < frameWorkLevelMinNs) {
            throw new CostProfileException(p.origin(), 0, UnrealCosts.FRAME_WORK_LEVEL_MAX_MS.name(),
                    "must be >= " + UnrealCosts.FRAME_WORK_LEVEL_MIN_MS.name());
        }
        sraFrameNs = p.nanos(UnrealCosts.SRA_FRAME_US);
        sraConnectionNs = p.nanos(UnrealCosts.SRA_CONNECTION_US);
        considerNs = p.nanos(UnrealCosts.CONSIDER_US);
        prioritizeNs = p.nanos(UnrealCosts.PRIORITIZE_US);
        replicateActorNs = p.nanos(UnrealCosts.REPLICATE_ACTOR_US);
        replicatePropertiesNs = p.nanos(UnrealCosts.REPLICATE_PROPERTIES_US);
        deletedSubobjectCheckNs = p.nanos(UnrealCosts.DELETED_SUBOBJECT_CHECK_US);
        compareCallNs = p.nanos(UnrealCosts.COMPARE_CALL_US);
        compareObjectNs = p.nanos(UnrealCosts.COMPARE_OBJECT_US);
        comparePodNs = p.nanos(UnrealCosts.COMPARE_POD_US);
        compareCompositeNs = p.nanos(UnrealCosts.COMPARE_COMPOSITE_US);
        serializeCallNs = p.nanos(UnrealCosts.SERIALIZE_CALL_US);
        serializePropertyNs = p.nanos(UnrealCosts.SERIALIZE_PROPERTY_US);
        serializeInitialPropertyNs = p.nanos(UnrealCosts.SERIALIZE_INITIAL_PROPERTY_US);
        subobjectActorNs = p.nanos(UnrealCosts.SUBOBJECT_ACTOR_US);
        subobjectWalkNs = p.nanos(UnrealCosts.SUBOBJECT_WALK_US);
        channelOpenNs = p.nanos(UnrealCosts.CHANNEL_OPEN_US);
        replicatorCreateNs = p.nanos(UnrealCosts.REPLICATOR_CREATE_US);
        channelCloseNs = p.nanos(UnrealCosts.CHANNEL_CLOSE_US);
        tickChannelsConnectionNs = p.nanos(UnrealCosts.TICK_CHANNELS_CONNECTION_US);
        tickChannelPendingNs = p.nanos(UnrealCosts.TICK_CHANNEL_PENDING_US);
        flushDormancyConnectionNs = p.nanos(UnrealCosts.FLUSH_DORMANCY_CONNECTION_US);
        wakeChannelNs = p.nanos(UnrealCosts.WAKE_CHANNEL_US);
        rpcSendNs = p.nanos(UnrealCosts.RPC_SEND_US);
        packetSendNs = p.nanos(UnrealCosts.PACKET_SEND_US);
        handleBits = bits(p, UnrealCosts.HANDLE_BITS);
        int32Bits = bits(p, UnrealCosts.INT32_BITS);
        floatBits = bits(p, UnrealCosts.FLOAT_BITS);
        boolBits = bits(p, UnrealCosts.BOOL_BITS);
        vectorBits = bits(p, UnrealCosts.VECTOR_BITS);
        objectReferenceBits = bits(p, UnrealCosts.OBJECT_REFERENCE_BITS);
        arrayLengthBits = bits(p, UnrealCosts.ARRAY_LENGTH_BITS);
        bunchHeaderBits = bits(p, UnrealCosts.BUNCH_HEADER_BITS);
        subobjectHeaderBits = bits(p, UnrealCosts.SUBOBJECT_HEADER_BITS);
        packetHeaderBits = bits(p, UnrealCosts.PACKET_HEADER_BITS);
        rpcBits = bits(p, UnrealCosts.RPC_BITS);
        maxPacketBytes = bits(p, UnrealCosts.MAX_PACKET_BYTES);
        packetOverheadBytes = bits(p, UnrealCosts.PACKET_OVERHEAD_BYTES);
        graphRebinNs = p.nanos(UnrealCosts.GRAPH_REBIN_US);
        graphListAppendNs = p.nanos(UnrealCosts.GRAPH_LIST_APPEND_US);
        graphCellGatherNs = p.nanos(UnrealCosts.GRAPH_CELL_GATHER_US);
        graphDueCheckNs = p.nanos(UnrealCosts.GRAPH_DUE_CHECK_US);
        graphSortElementNs = p.nanos(UnrealCosts.GRAPH_SORT_ELEMENT_US);
        fastSharedBuildNs = p.nanos(UnrealCosts.FAST_SHARED_BUILD_US);
        fastSharedSendNs = p.nanos(UnrealCosts.FAST_SHARED_SEND_US);
        fastSharedBunchBits = bits(p, UnrealCosts.FAST_SHARED_BUNCH_BITS);
        irisPollCandidateNs = p.nanos(UnrealCosts.IRIS_POLL_CANDIDATE_US);
        irisPollObjectNs = p.nanos(UnrealCosts.IRIS_POLL_OBJECT_US);
        irisQuantizeObjectNs = p.nanos(UnrealCosts.IRIS_QUANTIZE_OBJECT_US);
        irisCopyQuantizeMemberNs = p.nanos(UnrealCosts.IRIS_COPY_QUANTIZE_MEMBER_US);
        irisGridUpdateNs = p.nanos(UnrealCosts.IRIS_GRID_UPDATE_US);
        irisFilterCellNs = p.nanos(UnrealCosts.IRIS_FILTER_CELL_US);
        irisFilterObjectNs = p.nanos(UnrealCosts.IRIS_FILTER_OBJECT_US);
        irisChangeMaskNs = p.nanos(UnrealCosts.IRIS_CHANGE_MASK_US);
        irisPrioritizeNs = p.nanos(UnrealCosts.IRIS_PRIORITIZE_US);
        irisWriteObjectNs = p.nanos(UnrealCosts.IRIS_WRITE_OBJECT_US);
        irisCreateObjectNs = p.nanos(UnrealCosts.IRIS_CREATE_OBJECT_US);
        irisSerializeMemberNs = p.nanos(UnrealCosts.IRIS_SERIALIZE_MEMBER_US);
        irisSerializeInitialMemberNs = p.nanos(UnrealCosts.IRIS_SERIALIZE_INITIAL_MEMBER_US);
        irisObjectHeaderBits = bits(p, UnrealCosts.IRIS_OBJECT_HEADER_BITS);
        irisCreationHeaderBits = bits(p, UnrealCosts.IRIS_CREATION_HEADER_BITS);
        irisChangeMaskBits = bits(p, UnrealCosts.IRIS_CHANGE_MASK_BITS);
        fastArrayKeyCheckNs = p.nanos(UnrealCosts.FAST_ARRAY_KEY_CHECK_US);
        fastArrayItemWalkNs = p.nanos(UnrealCosts.FAST_ARRAY_ITEM_WALK_US);
        fastArrayItemSerializeNs = p.nanos(UnrealCosts.FAST_ARRAY_ITEM_SERIALIZE_US);
        fastArrayHeaderBits = bits(p, UnrealCosts.FAST_ARRAY_HEADER_BITS);
        fastArrayItemIdBits = bits(p, UnrealCosts.FAST_ARRAY_ITEM_ID_BITS);
        if (maxPacketBytes * 8 <= packetHeaderBits) {
            throw new CostProfileException(p.origin(), 0, UnrealCosts.MAX_PACKET_BYTES.name(),
                    "must exceed the packet header (" + UnrealCosts.PACKET_HEADER_BITS.name() + ")");
        }
    }

    private static int bits(CostProfile p, CostKey k) {
        return (int) Math.round(p.value(k));
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

    @Override
    public int fastArrayHeaderBits() {
        return fastArrayHeaderBits;
    }

    @Override
    public int fastArrayItemIdBits() {
        return fastArrayItemIdBits;
    }
}
