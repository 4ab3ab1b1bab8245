package org.repsim.models.unreal;

import org.repsim.models.unreal.object.WireType;

/** Bit costs of scalar wire payloads and handles (implemented by the cost profile). */
interface WireBits {
    /** Payload bits of one scalar value of {@code type} (struct / custom sizes come from the spec). */
    int payloadBits(WireType type);

    /** Bits of a property handle (replication index) in a change list. */
    int handleBits();

    /** Bits of a dynamic array's element count. */
    int arrayLengthBits();

    /** Bits of a fast array's delta header (array key, base key, deleted and changed counts). */
    int fastArrayHeaderBits();

    /** Bits of one fast array item's replication ID (before a changed item, or a removed one). */
    int fastArrayItemIdBits();
}
