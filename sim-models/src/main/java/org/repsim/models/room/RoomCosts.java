package org.repsim.models.room;

import java.util.List;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.models.room.server.UnitCosts;

/**
 * The room server's cost keys: unit CPU costs of the operations the simulation performs on
 * real JSON text (one Node.js core), and the JS heap bytes that a send and a receive allocate.
 * Every simulated CPU nanosecond is one of the time keys times an operation counted (GC: times
 * the bytes counted as allocated); nothing else is charged. Shipped profiles are YAML resources under
 * {@code profiles/} beside this package (format: {@link CostProfile}).
 */
public final class RoomCosts {
    public static final CostKey LOOP_TURN = new CostKey("loop_turn_us", "us",
            "one event-loop turn that finds work: epoll_wait returning, libuv's phase walk");
    public static final CostKey RECEIVE_PER_MESSAGE = new CostKey("receive_us_per_message", "us",
            "receiving one WebSocket message: socket read, ws frame parsing, dispatch (the turn apart)");
    public static final CostKey RECEIVE_PER_BYTE = new CostKey("receive_ns_per_byte", "ns",
            "unmasking, UTF-8 check and JSON.parse of a received message, per byte");
    public static final CostKey STATE_CHANGE = new CostKey("state_change_us", "us",
            "applying one state change (game rule and a few field writes)");
    public static final CostKey TIMER = new CostKey("timer_us", "us",
            "one timer callback (a room's flush tick or its game's end): timer list, callback entry");
    public static final CostKey FLUSH = new CostKey("flush_us", "us",
            "one room flush tick's walk over the room's sockets, before any encoding");
    public static final CostKey STRINGIFY_PER_BYTE = new CostKey("stringify_ns_per_byte", "ns",
            "JSON.stringify, per UTF-8 byte of every text the server produces");
    public static final CostKey COMPARE_PER_FIELD = new CostKey("compare_ns_per_field", "ns",
            "comparing one field with its remembered value (delta encoders)");
    public static final CostKey TEMPORARY = new CostKey("temporary_ns", "ns",
            "one temporary object made while encoding, with its share of GC");
    public static final CostKey SEND_PER_FRAME = new CostKey("send_us_per_frame", "us",
            "ws framing of one outgoing frame and Node's stream bookkeeping of its write request");
    public static final CostKey SOCKET_WRITE = new CostKey("socket_write_us", "us",
            "one write to a socket: the writev system call and the kernel's TCP send");
    public static final CostKey SEND_PER_BYTE = new CostKey("send_ns_per_byte", "ns",
            "UTF-8 encoding of a frame's payload and its copy into the socket buffer, per byte");
    public static final CostKey GC_PER_BYTE = new CostKey("gc_ns_per_byte", "ns",
            "young-generation GC per byte allocated on the JS heap and dead young");
    public static final CostKey SEND_HEAP_BYTES = new CostKey("send_heap_bytes_per_frame", "bytes",
            "JS heap allocated by one ws send besides its payload (header Buffer, write request)");
    public static final CostKey RECEIVE_HEAP_BYTES = new CostKey("receive_heap_bytes_per_message", "bytes",
            "JS heap allocated by one received message besides its text (read Buffer, parse tree)");

    /** Every room profile has exactly these keys. */
    public static final CostKeySet KEYS = new CostKeySet("room", List.of(LOOP_TURN, RECEIVE_PER_MESSAGE,
            RECEIVE_PER_BYTE, STATE_CHANGE, TIMER, FLUSH, STRINGIFY_PER_BYTE, COMPARE_PER_FIELD, TEMPORARY,
            SEND_PER_FRAME, SOCKET_WRITE, SEND_PER_BYTE, GC_PER_BYTE, SEND_HEAP_BYTES, RECEIVE_HEAP_BYTES));

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
        return new UnitCosts(profile.nanos(LOOP_TURN), profile.nanos(RECEIVE_PER_MESSAGE),
                profile.nanos(RECEIVE_PER_BYTE), profile.nanos(STATE_CHANGE), profile.nanos(TIMER), profile.nanos(FLUSH),
                profile.nanos(STRINGIFY_PER_BYTE), profile.nanos(COMPARE_PER_FIELD), profile.nanos(TEMPORARY),
                profile.nanos(SEND_PER_FRAME), profile.nanos(SOCKET_WRITE), profile.nanos(SEND_PER_BYTE),
                profile.nanos(GC_PER_BYTE), profile.value(SEND_HEAP_BYTES), profile.value(RECEIVE_HEAP_BYTES));
    }
}
