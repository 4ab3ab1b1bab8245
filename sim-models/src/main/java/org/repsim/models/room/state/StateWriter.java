package org.repsim.models.room.state;

import org.repsim.models.room.json.JsonWriter;

/**
 * Writes the whole-part forms of the state message, shared by every encoder so a full state
 * has one definition:
 * <pre>
 * {"t":"state","seq":N,"full":true,
 *  "room":{...top-level fields...},
 *  "players":[{"seat":0,...player fields...},...],        // membership order
 *  "game":null | {"id":"quiz","screen":{...},"mine":{...}}}  // mine = this seat's personal keys
 * </pre>
 */
public final class StateWriter {
    private StateWriter() {
    }

    // The type's value, already JSON: written for every state message, so its length is counted once.
    private static final String STATE_TYPE = "\"state\"";
    private static final int STATE_TYPE_BYTES = STATE_TYPE.length();

    /** Opens a state message: {@code {"t":"state","seq":N} (and {@code "full":true})}. Caller closes it. */
    public static void begin(JsonWriter out, long seq, boolean full) {
        out.beginObject().key("t").raw(STATE_TYPE, STATE_TYPE_BYTES).key("seq").value(seq);
        if (full) {
            out.key("full").value(true);
        }
    }

    public static void room(RoomState state, JsonWriter out) {
        out.beginObject();
        state.room().writeMembers(out);
        out.endObject();
    }

    public static void players(RoomState state, JsonWriter out) {
        out.beginArray();
        for (int i = 0; i < state.members(); i++) {
            int seat = state.memberSeat(i);
            out.beginObject().key("seat").value(seat);
            state.player(seat).writeMembers(out);
            out.endObject();
        }
        out.endArray();
    }

    /** The common game screen object {@code {...}} (the value of {@code game.screen}). */
    public static void screen(RoomState state, JsonWriter out) {
        out.beginObject();
        state.common().writeMembers(out);
        out.endObject();
    }

    /** The seat's personal screen object (the value of {@code game.mine}). */
    public static void mine(RoomState state, int seat, JsonWriter out) {
        out.beginObject();
        state.personal(seat).writeMembers(out);
        out.endObject();
    }

    /** The full state message for {@code seat}. */
    public static void full(RoomState state, int seat, long seq, JsonWriter out) {
        begin(out, seq, true);
        out.key("room");
        room(state, out);
        out.key("players");
        players(state, out);
        out.key("game");
        if (state.game() == null) {
            out.value((String) null);
        } else {
            out.beginObject().key("id").value(state.game().id()).key("screen");
            screen(state, out);
            out.key("mine");
            mine(state, seat, out);
            out.endObject();
        }
        out.endObject();
    }
}
