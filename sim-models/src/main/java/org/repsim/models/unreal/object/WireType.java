package org.repsim.models.unreal.object;

/**
 * How a replicated property travels on the wire. The bit cost of each type comes from the cost
 * profile ({@code bits_*} keys), never from here, so a user can re-measure it.
 */
public enum WireType {
    INT32,
    FLOAT,
    BOOL,
    /** {@code FVector}: three doubles. */
    VECTOR,
    /** A fixed-size struct; its payload size is given in bits by the property spec. */
    STRUCT,
    /** A static array: one replication index per element (docs/sources.md#unreal-objects). */
    STATIC_ARRAY,
    /** A dynamic array: one index for the whole array; only differing elements are sent. */
    DYNAMIC_ARRAY,
    /** An object reference (NetGUID); compared after every garbage collection (docs/sources.md#unreal-compare). */
    OBJECT_REFERENCE,
    /** A struct with custom {@code NetSerialize}; also compared after garbage collection. */
    CUSTOM_NET_SERIALIZE,
    /**
     * An {@code FFastArraySerializer}: a custom delta property, never part of the shared compare;
     * delta serialized per connection by item replication ID and key ({@code FastArrayDeltaSerialize}).
     */
    FAST_ARRAY;

    /** Parses the lower-case YAML spelling ({@code int32}, {@code vector}, {@code dynamic_array}...). */
    public static WireType parse(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT).replace('-', '_');
        switch (t) {
            case "fvector": return VECTOR;
            case "object", "object_ref", "reference": return OBJECT_REFERENCE;
            case "custom", "netserialize", "custom_netserialize": return CUSTOM_NET_SERIALIZE;
            case "static": return STATIC_ARRAY;
            case "dynamic", "array": return DYNAMIC_ARRAY;
            default:
                for (WireType w : values()) {
                    if (w.name().toLowerCase(java.util.Locale.ROOT).equals(t)) {
                        return w;
                    }
                }
                throw new IllegalArgumentException("unknown wire type '" + text + "'");
        }
    }

    /**
     * True for the types whose shadow compare is a plain value compare (a few nanoseconds,
     * docs/sources.md#unreal-compare); structs, vectors, arrays and object references cost more and
     * are charged apart.
     */
    public boolean podCompare() {
        return this == INT32 || this == FLOAT || this == BOOL;
    }

    /** True for the types whose payload size is a cost-profile key (a fast array item's members). */
    public boolean fixedSize() {
        return this == INT32 || this == FLOAT || this == BOOL || this == VECTOR || this == OBJECT_REFERENCE;
    }

    /** True for the types a post-GC pass compares whether marked or not. */
    public boolean comparedAfterGc() {
        return this == OBJECT_REFERENCE || this == CUSTOM_NET_SERIALIZE;
    }
}
