package org.repsim.models.room.encode;

import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.state.RoomState;

/**
 * Turns the room state into one seat's state message, remembering what was sent in that
 * socket's {@link SeatMemory}, and counts the work done in {@link EncodeWork}.
 */
public interface StateEncoder {
    /** Nothing this seat sees changed: no message (and no seq) is produced. */
    int NOTHING = 0;
    int FULL = 1;
    int DELTA = 2;

    /**
     * A flush (one broadcast of the room's state to its seats) begins. Parts shared by all seats
     * may be reused from here until the next call; never across flushes.
     */
    void beginFlush();

    /**
     * Writes seat's state message into {@code out} (which the caller has reset).
     *
     * @param full true when a full state is required (join, reconnect, resync, play again)
     * @return {@link #NOTHING}, {@link #FULL} or {@link #DELTA}
     */
    int encode(RoomState state, int seat, SeatMemory memory, long seq, boolean full, JsonWriter out,
               EncodeWork work);
}
