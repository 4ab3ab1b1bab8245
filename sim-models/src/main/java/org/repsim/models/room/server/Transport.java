package org.repsim.models.room.server;

/**
 * How the server's output reaches the sockets: each message its own frame at once, or one frame
 * per socket per flush tick (the implementations and the choice between them live in
 * {@code room.transport}, which depends on this package and not the other way round).
 */
public interface Transport {
    /** An event (chat line, reaction, notice), stringified once, for every connected seat of the room. */
    void broadcast(Room room, String eventJson, int bytes);

    /** The room's state changed while handling the current job. */
    void stateChanged(Room room);

    /** A seat asked for a full state (resync) without the state changing. */
    void requestFull(Seat seat);

    /** The pong to ping {@code pingId} ({@code bytes}: its UTF-8 length): always its own frame, sent at once, never batched. */
    void pong(Seat seat, String json, int bytes, long pingId);

    /** The room's flush tick; only a batching transport has one. */
    void flushTick(Room room);

    boolean usesFlushTick();
}
