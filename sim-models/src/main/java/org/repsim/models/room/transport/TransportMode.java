package org.repsim.models.room.transport;

import java.util.List;
import org.repsim.models.room.encode.DeltaEncoder;
import org.repsim.models.room.encode.FullStateEncoder;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.server.Transport;

/**
 * The write-up's three changes (docs/sources.md#room-transport) as switches, each alone and
 * combined: batching (one frame per flush tick per socket), deltas (field deltas instead of whole
 * states) and the cheap encoder (only meaningful with deltas).
 */
public record TransportMode(String name, boolean batching, boolean deltas, boolean cheapEncoder) {
    /** Before: every event and every state change its own frame, full state each time. */
    public static final TransportMode OLD = new TransportMode("old", false, false, false);
    public static final TransportMode BATCHING = new TransportMode("batching", true, false, false);
    public static final TransportMode DELTAS = new TransportMode("deltas", false, true, false);
    public static final TransportMode DELTAS_CHEAP = new TransportMode("deltas_cheap", false, true, true);
    /** After: all three changes together. */
    public static final TransportMode NEW = new TransportMode("new", true, true, true);

    public static final List<TransportMode> PRESETS = List.of(OLD, BATCHING, DELTAS, DELTAS_CHEAP, NEW);

    public TransportMode {
        if (cheapEncoder && !deltas) {
            throw new IllegalArgumentException("transport '" + name + "': the cheap encoder is a delta encoder");
        }
    }

    public static TransportMode named(String name) {
        for (TransportMode m : PRESETS) {
            if (m.name.equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown transport '" + name + "' (old, batching, deltas, deltas_cheap, new)");
    }

    /** {@link #newTransport(ServerCpu, Wire, boolean)} with the frames' text kept. */
    public Transport newTransport(ServerCpu cpu, Wire wire) {
        return newTransport(cpu, wire, true);
    }

    /**
     * The transport of one room server: its sends and encoding are charged to {@code cpu}, its
     * frames go to {@code wire}. Without {@code keepText} the state frames carry their byte
     * counts but no text (null): the same bytes, counted without building strings.
     */
    public Transport newTransport(ServerCpu cpu, Wire wire, boolean keepText) {
        return batching ? new BatchingTransport(newEncoder(), cpu, wire, keepText)
                : new ImmediateTransport(newEncoder(), cpu, wire, keepText);
    }

    /** A fresh encoder for one room server (it holds per-flush scratch, so one per server). */
    StateEncoder newEncoder() {
        if (!deltas) {
            return new FullStateEncoder();
        }
        return cheapEncoder ? DeltaEncoder.cheap() : DeltaEncoder.naive();
    }
}
