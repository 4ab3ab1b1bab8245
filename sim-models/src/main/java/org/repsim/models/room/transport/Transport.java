package org.repsim.models.room.transport;

import org.repsim.models.room.server.Room;
import org.repsim.models.room.server.Seat;

/**
 * How the server's output reaches the sockets: each message its own frame at once
 * ({@link ImmediateTransport}) or one frame per socket per flush tick ({@link BatchingTransport}).
 * The state encoder (full or delta) is chosen independently, see {@link TransportMode}.
 */
public interface Transport {
    /** An event (chat line, reaction, notice), stringified once, for every connected seat of the room. */
    void broadcast(Room room, String eventJson);

    /** The room's state changed while handling the current job. */
    void stateChanged(Room room);

    /** A seat asked for a full state (resync) without the state changing. */
    void requestFull(Seat seat);

    /** The pong to ping {@code pingId}: always its own frame, sent at once, never batched. */
    void pong(Seat seat, String json, long pingId);

    /** The room's flush tick; only a batching transport has one. */
    void flushTick(Room room);

    boolean usesFlushTick();
}
