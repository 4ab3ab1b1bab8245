package org.repsim.models.room.encode;

import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.StateWriter;

/** The "before" encoder: the whole room state, stringified for every seat on every change. */
public final class FullStateEncoder implements StateEncoder {
    // Counting only: within one flush the seats' full states are the same text but for the seq
    // and the seat's personal screen, so the rest is counted once per flush (the modelled
    // server still stringifies every seat's whole state, and is charged for it).
    private final JsonWriter scratch = JsonWriter.counting();
    private boolean restCounted;
    private int restBytes;

    @Override
    public void beginFlush() {
        restCounted = false;
    }

    @Override
    public int encode(RoomState state, int seat, SeatMemory memory, long seq, boolean full, JsonWriter out,
                      EncodeWork work) {
        if (out.keepsText()) {
            StateWriter.full(state, seat, seq, out);
        } else {
            if (!restCounted) {
                scratch.reset();
                StateWriter.full(state, seat, seq, scratch);
                int whole = scratch.utf8Length();
                restBytes = whole - JsonWriter.lengthOf(seq) - mineBytes(state, seat);
                restCounted = true;
            }
            out.raw(null, restBytes + JsonWriter.lengthOf(seq) + mineBytes(state, seat));
        }
        work.stringified(out.utf8Length());
        memory.valid = true;
        return FULL;
    }

    /** Bytes of the seat's personal screen object in its full state (none without a game). */
    private int mineBytes(RoomState state, int seat) {
        if (state.game() == null) {
            return 0;
        }
        scratch.reset();
        StateWriter.mine(state, seat, scratch);
        return scratch.utf8Length();
    }
}
