package org.repsim.models.room.encode;

import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.StateWriter;

/** The "before" encoder: the whole room state, stringified for every seat on every change. */
public final class FullStateEncoder implements StateEncoder {
    @Override
    public void beginFlush() {
        // nothing is shared: every seat's text is produced from scratch
    }

    @Override
    public int encode(RoomState state, int seat, SeatMemory memory, long seq, boolean full, JsonWriter out,
                      EncodeWork work) {
        StateWriter.full(state, seat, seq, out);
        work.stringified(out.utf8Length());
        memory.valid = true;
        return FULL;
    }
}
