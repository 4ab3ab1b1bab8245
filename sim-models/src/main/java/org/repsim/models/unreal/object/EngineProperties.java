package org.repsim.models.unreal.object;

import java.util.List;

/**
 * The 10 replicated properties every {@code AActor} registers in UE 5.8
 * (docs/sources.md#unreal-objects), all push-based in the engine. Payload sizes of the engine
 * structs are assumptions (no published figure): they only matter when the properties change
 * (initial bunch, movement, wake).
 */
public final class EngineProperties {
    /** Name of the engine property the engine marks every frame on a moving actor. */
    public static final String REPLICATED_MOVEMENT = "ReplicatedMovement";

    private static final List<PropertySpec> ACTOR = List.of(
            engine("bReplicateMovement", WireType.BOOL, 0),
            engine("bHidden", WireType.BOOL, 0),
            engine("bTearOff", WireType.BOOL, 0),
            engine("bCanBeDamaged", WireType.BOOL, 0),
            engine("RemoteRole", WireType.STRUCT, 8),
            engine("Role", WireType.STRUCT, 8),
            // FRepMovement has a custom NetSerialize (quantized location, rotation, velocity).
            engine(REPLICATED_MOVEMENT, WireType.CUSTOM_NET_SERIALIZE, 160),
            engine("AttachmentReplication", WireType.STRUCT, 64),
            engine("Owner", WireType.OBJECT_REFERENCE, 0),
            engine("Instigator", WireType.OBJECT_REFERENCE, 0));

    private EngineProperties() {
    }

    private static PropertySpec engine(String name, WireType type, int bits) {
        return new PropertySpec(name, type, bits, 1, null, true, ReplicationCondition.NONE, false);
    }

    public static List<PropertySpec> actor() {
        return ACTOR;
    }
}
