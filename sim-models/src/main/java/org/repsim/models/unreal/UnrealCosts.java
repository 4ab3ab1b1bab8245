package org.repsim.models.unreal;

import java.util.List;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostProfile;

/**
 * The declared cost keys of the Unreal model (model {@code unreal}) and its shipped profiles. The
 * values live only in profile files ({@code profiles/<name>.yaml} next to this class), each with
 * the figure it comes from (docs/sources.md); the model reads them through these constants only
 * (see {@link UnitCosts}).
 */
public final class UnrealCosts {
    public static final CostKey FRAME_WORK_LEVEL_MIN_MS = key("frame_work_level_min_ms", "ms",
            "lower bound of the per-run level of non-replication frame work (drawn once per run)");
    public static final CostKey FRAME_WORK_LEVEL_MAX_MS = key("frame_work_level_max_ms", "ms",
            "upper bound of the per-run level of non-replication frame work (drawn once per run)");
    public static final CostKey FRAME_WORK_LEVEL_SKEW = key("frame_work_level_skew", "1",
            "per-run level = max - (max - min) * U^skew, U uniform: 1 = uniform, >1 favours slow runs");
    public static final CostKey FRAME_WORK_JITTER_SD_MS = key("frame_work_jitter_sd_ms", "ms",
            "standard deviation of the per-frame jitter of non-replication frame work");
    public static final CostKey SRA_FRAME_US = key("sra_frame_us", "us",
            "ServerReplicateActors fixed work per frame (small scopes)");
    public static final CostKey SRA_CONNECTION_US = key("sra_connection_us", "us",
            "ServerReplicateActors fixed work per connection per frame");
    public static final CostKey CONSIDER_US = key("consider_us", "us",
            "building the consider list, per active network object per frame");
    public static final CostKey PRIORITIZE_US = key("prioritize_us", "us",
            "prioritizing, per considered relevant actor per connection");
    public static final CostKey REPLICATE_ACTOR_US = key("replicate_actor_us", "us",
            "ReplicateActor exclusive work per call (channel, bunch bookkeeping), skipped or not");
    public static final CostKey REPLICATE_PROPERTIES_US = key("replicate_properties_us", "us",
            "ReplicateProperties wrapper per replicator per connection when not skipped");
    public static final CostKey DELETED_SUBOBJECT_CHECK_US = key("deleted_subobject_check_us", "us",
            "deleted-subobject check, per ReplicateActor call");
    public static final CostKey COMPARE_CALL_US = key("compare_call_us", "us",
            "property compare call overhead, per object compare (shared by connections)");
    public static final CostKey COMPARE_OBJECT_US = key("compare_object_us", "us",
            "change-list and history set-up per object compare on the push-off path (push on skips it)");
    public static final CostKey COMPARE_POD_US = key("compare_pod_us", "us",
            "compare of one plain-value candidate property (int32, float, bool)");
    public static final CostKey COMPARE_COMPOSITE_US = key("compare_composite_us", "us",
            "compare of one struct, vector, array or object-reference candidate property");
    public static final CostKey SERIALIZE_CALL_US = key("serialize_call_us", "us",
            "change-list serialization call, per replicator per connection, even when empty");
    public static final CostKey SERIALIZE_PROPERTY_US = key("serialize_property_us", "us",
            "serialization per changed property sent");
    public static final CostKey SERIALIZE_INITIAL_PROPERTY_US = key("serialize_initial_property_us", "us",
            "whole-state serialization (new channel / wake) per property");
    public static final CostKey SUBOBJECT_ACTOR_US = key("subobject_actor_us", "us",
            "subobject list bookkeeping per ReplicateActor call on an actor with subobjects");
    public static final CostKey SUBOBJECT_WALK_US = key("subobject_walk_us", "us",
            "per subobject per connection, skipped or not: list entry, net condition, replicator look-up, CanSkipUpdate");
    public static final CostKey CHANNEL_OPEN_US = key("channel_open_us", "us",
            "opening an actor channel, per channel: the channel, its actor, the open bunch (replicators apart)");
    public static final CostKey REPLICATOR_CREATE_US = key("replicator_create_us", "us",
            "creating one replicator (actor or subobject) with its shadow state for a channel being opened");
    public static final CostKey CHANNEL_CLOSE_US = key("channel_close_us", "us",
            "closing an actor channel for dormancy: the close bunch, MarkDormant, the replicators stored");
    public static final CostKey TICK_CHANNELS_CONNECTION_US = key("tick_channels_connection_us", "us",
            "TickChannels fixed work per connection per frame");
    public static final CostKey TICK_CHANNEL_PENDING_US = key("tick_channel_pending_us", "us",
            "TickChannels per channel pending dormancy, per frame");
    public static final CostKey FLUSH_DORMANCY_CONNECTION_US = key("flush_dormancy_connection_us", "us",
            "FlushNetDormancy of a dormancy-enabled actor, per connection: the look-ups, cancelling a pending channel");
    public static final CostKey WAKE_CHANNEL_US = key("wake_channel_us", "us",
            "FlushNetDormancy, per connection the actor is dormant on: MarkActive, its stored replicators dropped");
    public static final CostKey RPC_SEND_US = key("rpc_send_us", "us",
            "sending one unreliable multicast RPC on one connection");
    public static final CostKey PACKET_SEND_US = key("packet_send_us", "us",
            "sending one packet");
    public static final CostKey HANDLE_BITS = key("handle_bits", "bits",
            "property handle (replication index) per property in a change list");
    public static final CostKey INT32_BITS = key("int32_bits", "bits",
            "int32 payload");
    public static final CostKey FLOAT_BITS = key("float_bits", "bits",
            "float payload");
    public static final CostKey BOOL_BITS = key("bool_bits", "bits",
            "bool payload");
    public static final CostKey VECTOR_BITS = key("vector_bits", "bits",
            "FVector payload (three doubles)");
    public static final CostKey OBJECT_REFERENCE_BITS = key("object_reference_bits", "bits",
            "object reference (NetGUID) payload");
    public static final CostKey ARRAY_LENGTH_BITS = key("array_length_bits", "bits",
            "dynamic array element-count header");
    public static final CostKey BUNCH_HEADER_BITS = key("bunch_header_bits", "bits",
            "bunch header per actor bunch (incl. content block header and terminator)");
    public static final CostKey SUBOBJECT_HEADER_BITS = key("subobject_header_bits", "bits",
            "content block header per subobject with changes");
    public static final CostKey PACKET_HEADER_BITS = key("packet_header_bits", "bits",
            "packet header (sequence, acks)");
    public static final CostKey RPC_BITS = key("rpc_bits", "bits",
            "payload of the unreliable multicast RPC");
    public static final CostKey MAX_PACKET_BYTES = key("max_packet_bytes", "bytes",
            "maximum packet payload");
    public static final CostKey PACKET_OVERHEAD_BYTES = key("packet_overhead_bytes", "bytes",
            "IP/UDP overhead per packet charged to the bandwidth budget");
    public static final CostKey GRAPH_REBIN_US = key("graph_rebin_us", "us",
            "replication graph: the grid node's bounds check of one moving actor per frame (PrepareForReplication)");
    public static final CostKey GRAPH_LIST_APPEND_US = key("graph_list_append_us", "us",
            "replication graph: one actor added to or removed from a node list, or appended to a connection's list");
    public static final CostKey GRAPH_CELL_GATHER_US = key("graph_cell_gather_us", "us",
            "replication graph: one grid cell's (or global node's) lists gathered for one connection");
    public static final CostKey GRAPH_DUE_CHECK_US = key("graph_due_check_us", "us",
            "replication graph: per connection and gathered actor, the dormant-on-connection and due checks");
    public static final CostKey GRAPH_SORT_ELEMENT_US = key("graph_sort_element_us", "us",
            "replication graph: sorting a connection's prioritized list, per element");
    public static final CostKey FAST_SHARED_BUILD_US = key("fast_shared_build_us", "us",
            "replication graph: building an actor's FastShared bunch, once per actor per frame");
    public static final CostKey FAST_SHARED_SEND_US = key("fast_shared_send_us", "us",
            "replication graph: distance/facing check and send of a FastShared bunch to one connection");
    public static final CostKey FAST_SHARED_BUNCH_BITS = key("fast_shared_bunch_bits", "bits",
            "replication graph: size of a FastShared (movement) bunch");

    public static final CostKey IRIS_POLL_CANDIDATE_US = key("iris_poll_candidate_us", "us",
            "Iris: per actor in scope somewhere per frame, the poll frequency limiter's counter and the dirty-set test");
    public static final CostKey IRIS_POLL_OBJECT_US = key("iris_poll_object_us", "us",
            "Iris: polling one object (PollAndCopy), once per object per frame whatever the connections");
    public static final CostKey IRIS_QUANTIZE_OBJECT_US = key("iris_quantize_object_us", "us",
            "Iris: a dirty object's state copied and quantized (state header, change-mask cache entry), once a frame");
    public static final CostKey IRIS_COPY_QUANTIZE_MEMBER_US = key("iris_copy_quantize_member_us", "us",
            "Iris: one member of a dirty object's state copied into its state buffer and quantized");
    public static final CostKey IRIS_GRID_UPDATE_US = key("iris_grid_update_us", "us",
            "Iris: the grid filter's cell update of one moving object per frame");
    public static final CostKey IRIS_FILTER_CELL_US = key("iris_filter_cell_us", "us",
            "Iris: the grid filter's cell lookup for one connection per frame");
    public static final CostKey IRIS_FILTER_OBJECT_US = key("iris_filter_object_us", "us",
            "Iris: a dynamic filter's check of one object for one connection (cull distance)");
    public static final CostKey IRIS_CHANGE_MASK_US = key("iris_change_mask_us", "us",
            "Iris: a dirty object's change mask merged into one connection's pending mask");
    public static final CostKey IRIS_PRIORITIZE_US = key("iris_prioritize_us", "us",
            "Iris: prioritizing one object with something to send for one connection (priority, accumulation, sort)");
    public static final CostKey IRIS_WRITE_OBJECT_US = key("iris_write_object_us", "us",
            "Iris: writing one object (actor or subobject) with changes to one connection's packet");
    public static final CostKey IRIS_CREATE_OBJECT_US = key("iris_create_object_us", "us",
            "Iris: creating one actor on one connection (creation header, replication info)");
    public static final CostKey IRIS_SERIALIZE_MEMBER_US = key("iris_serialize_member_us", "us",
            "Iris: serializing one changed member for one connection");
    public static final CostKey IRIS_SERIALIZE_INITIAL_MEMBER_US = key("iris_serialize_initial_member_us", "us",
            "Iris: serializing one member of a creation's full state");
    public static final CostKey IRIS_OBJECT_HEADER_BITS = key("iris_object_header_bits", "bits",
            "Iris: object header per object written (NetRefHandle, state flags)");
    public static final CostKey IRIS_CREATION_HEADER_BITS = key("iris_creation_header_bits", "bits",
            "Iris: creation info per actor created on a connection");
    public static final CostKey IRIS_CHANGE_MASK_BITS = key("iris_change_mask_bits", "bits",
            "Iris: change-mask bits per member of an object written with changes");
    public static final CostKey FAST_ARRAY_KEY_CHECK_US = key("fast_array_key_check_us", "us",
            "fast array: the delta serialize call and its ArrayReplicationKey check, per fast array per ReplicateProperties");
    public static final CostKey FAST_ARRAY_ITEM_WALK_US = key("fast_array_item_walk_us", "us",
            "fast array with a changed key: per item and per entry of the connection's baseline map visited (ID and key)");
    public static final CostKey FAST_ARRAY_ITEM_SERIALIZE_US = key("fast_array_item_serialize_us", "us",
            "fast array: serializing one changed or added item (its ID and whole struct)");
    public static final CostKey FAST_ARRAY_HEADER_BITS = key("fast_array_header_bits", "bits",
            "fast array delta header (ArrayReplicationKey, base key, deleted and changed counts)");
    public static final CostKey FAST_ARRAY_ITEM_ID_BITS = key("fast_array_item_id_bits", "bits",
            "fast array: one item's ReplicationID, before a changed item or for a removed one");

    /** Every key of an Unreal profile, in file order. */
    public static final CostKeySet KEYS = new CostKeySet("unreal", List.of(
            FRAME_WORK_LEVEL_MIN_MS, FRAME_WORK_LEVEL_MAX_MS, FRAME_WORK_LEVEL_SKEW, FRAME_WORK_JITTER_SD_MS,
            SRA_FRAME_US, SRA_CONNECTION_US, CONSIDER_US, PRIORITIZE_US, REPLICATE_ACTOR_US, REPLICATE_PROPERTIES_US,
            DELETED_SUBOBJECT_CHECK_US, COMPARE_CALL_US, COMPARE_OBJECT_US, COMPARE_POD_US,
            COMPARE_COMPOSITE_US, SERIALIZE_CALL_US, SERIALIZE_PROPERTY_US, SERIALIZE_INITIAL_PROPERTY_US,
            SUBOBJECT_ACTOR_US, SUBOBJECT_WALK_US, CHANNEL_OPEN_US, REPLICATOR_CREATE_US,
            CHANNEL_CLOSE_US, TICK_CHANNELS_CONNECTION_US, TICK_CHANNEL_PENDING_US, FLUSH_DORMANCY_CONNECTION_US,
            WAKE_CHANNEL_US, RPC_SEND_US, PACKET_SEND_US,
            HANDLE_BITS, INT32_BITS, FLOAT_BITS, BOOL_BITS, VECTOR_BITS, OBJECT_REFERENCE_BITS, ARRAY_LENGTH_BITS,
            BUNCH_HEADER_BITS, SUBOBJECT_HEADER_BITS, PACKET_HEADER_BITS, RPC_BITS, MAX_PACKET_BYTES,
            PACKET_OVERHEAD_BYTES, GRAPH_REBIN_US, GRAPH_LIST_APPEND_US, GRAPH_CELL_GATHER_US, GRAPH_DUE_CHECK_US,
            GRAPH_SORT_ELEMENT_US, FAST_SHARED_BUILD_US, FAST_SHARED_SEND_US, FAST_SHARED_BUNCH_BITS,
            IRIS_POLL_CANDIDATE_US, IRIS_POLL_OBJECT_US, IRIS_QUANTIZE_OBJECT_US, IRIS_COPY_QUANTIZE_MEMBER_US,
            IRIS_GRID_UPDATE_US, IRIS_FILTER_CELL_US, IRIS_FILTER_OBJECT_US, IRIS_CHANGE_MASK_US, IRIS_PRIORITIZE_US,
            IRIS_WRITE_OBJECT_US, IRIS_CREATE_OBJECT_US, IRIS_SERIALIZE_MEMBER_US, IRIS_SERIALIZE_INITIAL_MEMBER_US,
            IRIS_OBJECT_HEADER_BITS, IRIS_CREATION_HEADER_BITS, IRIS_CHANGE_MASK_BITS,
            FAST_ARRAY_KEY_CHECK_US, FAST_ARRAY_ITEM_WALK_US, FAST_ARRAY_ITEM_SERIALIZE_US, FAST_ARRAY_HEADER_BITS,
            FAST_ARRAY_ITEM_ID_BITS));

    /** Names of the shipped profiles. */
    public static final List<String> SHIPPED = List.of("ue53-packaged", "ue58-editor");

    private UnrealCosts() {
    }

    /** A shipped profile by name (one of {@link #SHIPPED}), e.g. {@code ue58-editor}. */
    public static CostProfile shipped(String name) {
        if (!SHIPPED.contains(name)) {
            throw new IllegalArgumentException("no shipped Unreal cost profile named '" + name + "' (shipped: "
                    + SHIPPED + ")");
        }
        return CostProfile.resource(KEYS, UnrealCosts.class, "profiles/" + name + ".yaml");
    }

    private static CostKey key(String name, String unit, String meaning) {
        return new CostKey(name, unit, meaning);
    }
}
