package org.repsim.models.room;

import java.util.List;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.models.room.server.UnitCosts;

/**
 * The room server's cost keys: unit CPU costs of the operations the simulation performs on
 * real JSON text (one Node.js core). Every simulated CPU nanosecond is one of these times an
 * operation counted; nothing else is charged. Shipped profiles are YAML resources under
 * {@code profiles/} beside this package (format: {@link CostProfile}).
 */
public final class RoomCosts {
    public static final CostKey RECEIVE_PER_MESSAGE = new CostKey("receive_us_per_message", "us",
            "receiving one WebSocket message: socket read, ws frame parsing, dispatch");
    public static final CostKey RECEIVE_PER_BYTE = new CostKey("receive_ns_per_byte", "ns",
            "JSON.parse of a received message, per byte");
    public static final CostKey STATE_CHANGE = new CostKey("state_change_us", "us",
            "applying one state change (game rule and a few field writes)");
    public static final CostKey FLUSH = new CostKey("flush_us", "us",
            "one room flush tick before any encoding (timer callback, outbox walk)");
    public static final CostKey STRINGIFY_PER_BYTE = new CostKey("stringify_ns_per_byte", "ns",
            "JSON.stringify, per UTF-8 byte of every text the server produces");
    public static final CostKey COMPARE_PER_FIELD = new CostKey("compare_ns_per_field", "ns",
            "comparing one field with its remembered value (delta encoders)");
    public static final CostKey TEMPORARY = new CostKey("temporary_ns", "ns",
            "one temporary object made while encoding, with its share of GC");
    public static final CostKey SEND_PER_FRAME = new CostKey("send_us_per_frame", "us",
            "sending one WebSocket frame: framing plus one socket write");
    public static final CostKey SEND_PER_BYTE = new CostKey("send_ns_per_byte", "ns",
            "copying a frame's payload into the socket buffer, per byte");

    /** Every room profile has exactly these keys. */
    public static final CostKeySet KEYS = new CostKeySet("room", List.of(RECEIVE_PER_MESSAGE, RECEIVE_PER_BYTE,
            STATE_CHANGE, FLUSH, STRINGIFY_PER_BYTE, COMPARE_PER_FIELD, TEMPORARY, SEND_PER_FRAME, SEND_PER_BYTE));

    /** Names of the shipped profiles. */
    public static final List<String> SHIPPED = List.of("room-node-ws");

    private RoomCosts() {
    }

    /** A shipped profile by name (one of {@link #SHIPPED}). */
    public static CostProfile shipped(String name) {
        if (!SHIPPED.contains(name)) {
            throw new CostProfileException(name, 0, "", "no shipped room cost profile of that name (shipped: "
                    + String.join(", ", SHIPPED) + ")");
        }
        return CostProfile.resource(KEYS, RoomCosts.class, "profiles/" + name + ".yaml");
    }

    /** The profile's values in nanoseconds, for the server's per-operation charging. */
    static UnitCosts unitCosts(CostProfile profile) {
        return new UnitCosts(profile.nanos(RECEIVE_PER_MESSAGE), profile.nanos(RECEIVE_PER_BYTE),
                profile.nanos(STATE_CHANGE), profile.nanos(FLUSH), profile.nanos(STRINGIFY_PER_BYTE),
                profile.nanos(COMPARE_PER_FIELD), profile.nanos(TEMPORARY), profile.nanos(SEND_PER_FRAME),
                profile.nanos(SEND_PER_BYTE));
    }
}
