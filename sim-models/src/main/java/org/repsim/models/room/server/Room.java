package org.repsim.models.room.server;

import org.repsim.models.room.game.StateShape;
import org.repsim.models.room.state.RoomState;

/** One room: its state, its seats and where its round stands. */
public final class Room {
    private final int index;
    private final RoomState state;
    private final Seat[] seats;
    private boolean dirty;
    int phase = RoomLogic.LOBBY;
    int turn = -1;

    Room(int index, StateShape shape, int firstClient, int seatCount) {
        if (seatCount < 1 || seatCount > RoomState.MAX_SEATS) {
            throw new IllegalArgumentException("a room has 1.." + RoomState.MAX_SEATS + " seats, not " + seatCount);
        }
        this.index = index;
        this.state = new RoomState(shape);
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
    }
}
