package org.repsim.models.unreal;

import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.models.unreal.object.WireType;

/**
 * The profile values the hot path reads as plain fields: wire sizes in bits (per property, bunch,
 * packet) and the frame-work level, read through the {@link UnrealCosts} keys. The CPU unit costs
 * that the timer tree charges are {@link org.repsim.engine.cost.Price}s of the scopes classes
 * ({@link ReplicationScopes}, {@link GraphScopes}, {@link IrisScopes}, {@link ChannelTickScopes}),
 * read where they are charged.
 */
final class UnitCosts implements WireBits {
    final double frameWorkLevelMinNs;
    final double frameWorkLevelMaxNs;
    final double frameWorkJitterSdNs;
    final double frameWorkLevelSkew;
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
    final int fastSharedBunchBits;
    final int irisObjectHeaderBits;
    final int irisCreationHeaderBits;
    final int irisChangeMaskBits;
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
        fastSharedBunchBits = bits(p, UnrealCosts.FAST_SHARED_BUNCH_BITS);
        irisObjectHeaderBits = bits(p, UnrealCosts.IRIS_OBJECT_HEADER_BITS);
        irisCreationHeaderBits = bits(p, UnrealCosts.IRIS_CREATION_HEADER_BITS);
        irisChangeMaskBits = bits(p, UnrealCosts.IRIS_CHANGE_MASK_BITS);
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
