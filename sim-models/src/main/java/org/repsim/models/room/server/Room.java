package org.repsim.models.room.server;

import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.StateLayouts;

/** One room: its state, its seats and where its round stands. */
public final class Room {
    private final int index;
    private final RoomState state;
    private final Seat[] seats;
    private boolean dirty;
    // Something may be owed to a socket at the next flush tick: the state changed, an event was
    // queued in an outbox, or a seat needs a full state. A tick with nothing owed visits no seat.
    private boolean flushOwed;
    int phase = RoomLogic.LOBBY;
    int turn = -1;

    Room(int index, StateLayouts layouts, int firstClient, int seatCount) {
        if (seatCount < 1 || seatCount > RoomState.MAX_SEATS) {
            throw new IllegalArgumentException("a room has 1.." + RoomState.MAX_SEATS + " seats, not " + seatCount);
        }
        this.index = index;
        this.state = new RoomState(layouts);
        this.seats = new Seat[seatCount];
        for (int s = 0; s < seatCount; s++) {
            seats[s] = new Seat(this, s, firstClient + s);
        }
    }

    public int index() {
        return index;
    }

    public RoomState state() {
        return state;
    }

    public int seatCount() {
        return seats.length;
    }

    public Seat seat(int i) {
        return seats[i];
    }

    public int phase() {
        return phase;
    }

    public int turn() {
        return turn;
    }

    /** The state changed since the last flush (batching). */
    public boolean dirty() {
        return dirty;
    }

    public void setDirty(boolean dirty) {
        this.dirty = dirty;
        flushOwed |= dirty;
    }

    /** An event was queued for a seat of this room, or a seat needs a full state (batching). */
    public void oweFlush() {
        flushOwed = true;
    }

    /**
     * Whether the next flush tick may have something to send. False only when, since the last
     * {@link #flushed}, the state did not change and no seat was given an event or owed a full
     * state: every connected seat's outbox is empty and its memory up to date.
     */
    public boolean flushOwed() {
        return flushOwed;
    }

    /** The flush tick sent what every connected seat was owed. */
    public void flushed() {
        dirty = false;
        flushOwed = false;
    }
}
