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
}
