package org.repsim.models.unreal.cost;

import java.util.Locale;

/**
 * Every key of an Unreal cost profile: name, unit and meaning. The experiments module validates
 * override keys against this list and prints it as the profile schema. The values themselves live
 * only in profile data files (e.g. {@code profiles/ue58-editor.yaml}), never in code.
 */
public enum CostKey {
    FRAME_WORK_LEVEL_MIN_MS("ms", "lower bound of the per-run level of non-replication frame work (uniform per run)"),
    FRAME_WORK_LEVEL_MAX_MS("ms", "upper bound of the per-run level of non-replication frame work (uniform per run)"),
    FRAME_WORK_LEVEL_SKEW("exponent", "per-run level = max - (max - min) * U^skew, U uniform: 1 = uniform, >1 favours slow runs"),
    FRAME_WORK_JITTER_SD_MS("ms", "standard deviation of the per-frame jitter of non-replication frame work"),
    SRA_FRAME_US("us", "ServerReplicateActors fixed work per frame (small scopes)"),
    SRA_CONNECTION_US("us", "ServerReplicateActors fixed work per connection per frame"),
    CONSIDER_US("us", "building the consider list, per active network object per frame"),
    PRIORITIZE_US("us", "prioritizing, per considered relevant actor per connection"),
    REPLICATE_ACTOR_US("us", "ReplicateActor exclusive work per call (channel, bunch bookkeeping), skipped or not"),
    REPLICATE_PROPERTIES_US("us", "ReplicateProperties wrapper per replicator per connection when not skipped"),
    DELETED_SUBOBJECT_CHECK_US("us", "deleted-subobject check, per ReplicateActor call"),
    COMPARE_CALL_US("us", "property compare call overhead, per object compare (shared by connections)"),
    COMPARE_PROPERTY_US("us", "property compare, per candidate property compared"),
    SERIALIZE_CALL_US("us", "change-list serialization call, per replicator per connection, even when empty"),
    SERIALIZE_PROPERTY_US("us", "serialization per changed property sent"),
    SERIALIZE_INITIAL_PROPERTY_US("us", "whole-state serialization (new channel / wake) per property"),
    SUBOBJECT_REPLICATOR_US("us", "subobject replicator work per component per connection, paid even when skipped"),
    CHANNEL_OPEN_US("us", "opening an actor channel"),
    CHANNEL_CLOSE_US("us", "closing an actor channel (dormancy close bunch)"),
    TICK_CHANNELS_CONNECTION_US("us", "TickChannels fixed work per connection per frame"),
    TICK_CHANNEL_PENDING_US("us", "TickChannels per channel pending dormancy or closing, per frame"),
    FLUSH_NET_DORMANCY_US("us", "one FlushNetDormancy call from game code"),
    RPC_SEND_US("us", "sending one unreliable multicast RPC on one connection"),
    PACKET_SEND_US("us", "sending one packet"),
    HANDLE_BITS("bits", "property handle (replication index) per property in a change list"),
    INT32_BITS("bits", "int32 payload"),
    FLOAT_BITS("bits", "float payload"),
    BOOL_BITS("bits", "bool payload"),
    VECTOR_BITS("bits", "FVector payload (three doubles)"),
    OBJECT_REFERENCE_BITS("bits", "object reference (NetGUID) payload"),
    ARRAY_LENGTH_BITS("bits", "dynamic array element-count header"),
    BUNCH_HEADER_BITS("bits", "bunch header per actor bunch (incl. content block header and terminator)"),
    SUBOBJECT_HEADER_BITS("bits", "content block header per subobject with changes"),
    PACKET_HEADER_BITS("bits", "packet header (sequence, acks)"),
    RPC_BITS("bits", "payload of the unreliable multicast RPC"),
    MAX_PACKET_BYTES("bytes", "maximum packet payload"),
    PACKET_OVERHEAD_BYTES("bytes", "IP/UDP overhead per packet charged to the bandwidth budget");

    private final String unit;
    private final String meaning;

    CostKey(String unit, String meaning) {
        this.unit = unit;
        this.meaning = meaning;
    }

    /** The key as written in profile files: lower case, e.g. {@code compare_call_us}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String unit() {
        return unit;
    }

    public String meaning() {
        return meaning;
    }

    /** The key of this name, or null. */
    public static CostKey of(String key) {
        for (CostKey k : values()) {
            if (k.key().equals(key)) {
                return k;
            }
        }
        return null;
    }
}
