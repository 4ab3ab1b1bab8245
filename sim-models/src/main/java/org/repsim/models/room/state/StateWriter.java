package org.repsim.models.room.state;

import org.repsim.models.room.json.JsonKey;
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

    // The message's member names, measured once (JsonKey); the delta encoder writes the same parts.
    public static final JsonKey T = JsonKey.of("t");
    public static final JsonKey SEQ = JsonKey.of("seq");
    public static final JsonKey FULL = JsonKey.of("full");
    public static final JsonKey SEAT = JsonKey.of("seat");
    public static final JsonKey ROOM = JsonKey.of("room");
    public static final JsonKey PLAYERS = JsonKey.of("players");
    public static final JsonKey GAME = JsonKey.of("game");
    public static final JsonKey ID = JsonKey.of("id");
    public static final JsonKey SCREEN = JsonKey.of("screen");
    public static final JsonKey MINE = JsonKey.of("mine");

    // The type's value, already JSON: written for every state message, so its length is counted once.
    private static final String STATE_TYPE = "\"state\"";
    private static final int STATE_TYPE_BYTES = STATE_TYPE.length();

    /** Opens a state message: {@code {"t":"state","seq":N} (and {@code "full":true})}. Caller closes it. */
    public static void begin(JsonWriter out, long seq, boolean full) {
        out.beginObject().key(T).raw(STATE_TYPE, STATE_TYPE_BYTES).key(SEQ).value(seq);
        if (full) {
            out.key(FULL).value(true);
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
            out.beginObject().key(SEAT).value(seat);
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
        out.key(ROOM);
        room(state, out);
        out.key(PLAYERS);
        players(state, out);
        out.key(GAME);
        if (state.game() == null) {
            out.value((String) null);
        } else {
            out.beginObject().key(ID).value(state.game().id()).key(SCREEN);
            screen(state, out);
            out.key(MINE);
            mine(state, seat, out);
            out.endObject();
        }
        out.endObject();
    }
}
