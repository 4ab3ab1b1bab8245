package org.repsim.models.room.encode;

import org.repsim.models.room.game.ValueKind;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.json.Utf8;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.Section;
import org.repsim.models.room.state.StateWriter;

/**
 * Field deltas against what this seat was last sent, in the brief's two versions.
 *
 * <p>Delta message ({@link StateWriter} defines the full one):
 * <pre>
 * {"t":"state","seq":N,
 *  "room":{"phase":"play","timer":null},               // changed top-level keys; null = removed
 *  "players":{"2":{"gauge":40}}  | [ ...whole list... ], // whole when seat order/membership changed
 *  "game":{"screen":{"set":{..},"del":[..]},"mine":{"set":{..},"del":[..]}}
 *       | {"id":..,"screen":{..},"mine":{..}} | null}     // whole (or null) when the game changed
 * </pre>
 * Unchanged parts are omitted; when nothing the seat sees changed, no message is sent.
 *
 * <p><b>Naive</b> (the first delta version): every field is stringified and the text compared
 * with the previous value's text, through a temporary map per section.
 * <b>Cheap</b> (the fix): numbers, strings and booleans are compared directly, only arrays are
 * stringified; the parts every seat shares (room fields, player list, common game screen) are
 * diffed and stringified once per flush and the text reused by every seat whose memory is at the
 * same revision; no temporaries.
 */
public final class DeltaEncoder implements StateEncoder {
    private final boolean cheap;
    private final JsonWriter part = new JsonWriter();
    private final JsonWriter scratch = new JsonWriter();
    private final FieldDiff diff = new FieldDiff();
    private final SharedPart roomDelta = new SharedPart();
    private final SharedPart playersDelta = new SharedPart();
    private final SharedPart screenDelta = new SharedPart();
    private final SharedPart roomFull = new SharedPart();
    private final SharedPart playersFull = new SharedPart();
    private final SharedPart screenFull = new SharedPart();
    private long reusedBytes;

    private DeltaEncoder(boolean cheap) {
        this.cheap = cheap;
    }

    /** The first delta version: stringify every field to compare it. */
    public static DeltaEncoder naive() {
        return new DeltaEncoder(false);
    }

    /** The cheaper encoder: direct comparison, shared parts stringified once per flush. */
    public static DeltaEncoder cheap() {
        return new DeltaEncoder(true);
    }

    @Override
    public void beginFlush() {
        roomDelta.valid = false;
        playersDelta.valid = false;
        screenDelta.valid = false;
        roomFull.valid = false;
        playersFull.valid = false;
        screenFull.valid = false;
    }

    @Override
    public int encode(RoomState state, int seat, SeatMemory memory, long seq, boolean full, JsonWriter out,
                      EncodeWork work) {
        reusedBytes = 0;
        int kind;
        if (full || !memory.valid) {
            writeFull(state, seat, memory, seq, out);
            kind = FULL;
        } else {
            String room = roomDelta(state, memory, work);
            String players = playersDelta(state, memory, work);
            String game = gameDelta(state, seat, memory, work);
            if (room == null && players == null && game == null) {
                return NOTHING;
            }
            StateWriter.begin(out, seq, false);
            if (room != null) {
                out.key("room").raw(room);
            }
            if (players != null) {
                out.key("players").raw(players);
            }
            if (game != null) {
                out.key("game").raw(game);
            }
            out.endObject();
            kind = DELTA;
        }
        // The message text is stringified once, except the parts reused from another seat.
        work.stringified(out.utf8Length() - reusedBytes);
        return kind;
    }

    // ---------------------------------------------------------------- full state

    private void writeFull(RoomState state, int seat, SeatMemory memory, long seq, JsonWriter out) {
        StateWriter.begin(out, seq, true);
        out.key("room").raw(shared(roomFull, 0, -1, state.room().revision().value(), () -> StateWriter.room(state, part)));
        out.key("players").raw(shared(playersFull, 0, -1, state.playersRevision().value(),
                () -> StateWriter.players(state, part)));
        out.key("game");
        if (state.game() == null) {
            out.value((String) null);
        } else {
            out.beginObject().key("id").value(state.game().id()).key("screen");
            out.raw(shared(screenFull, state.gameInstance(), -1, state.common().revision().value(),
                    () -> StateWriter.screen(state, part)));
            out.key("mine");
            StateWriter.mine(state, seat, out);
            out.endObject();
        }
        out.endObject();
        memory.captureRoom(state);
        memory.capturePlayers(state);
        memory.captureGame(state, seat);
        memory.valid = true;
    }

    /**
     * The text of a whole part: reused from this flush when the cheap encoder already wrote it
     * at the same revision, else written now by {@code writer} into {@link #part}.
     */
    private String shared(SharedPart cache, int instance, int from, int to, Runnable writer) {
        if (cheap && cache.matches(instance, from, to)) {
            reusedBytes += cache.bytes;
            return cache.text;
        }
        part.reset();
        writer.run();
        String text = part.toString();
        if (cheap) {
            cache.store(instance, from, to, text, part.utf8Length(), null, null);
        }
        return text;
    }

    // ---------------------------------------------------------------- deltas of shared parts

    private String roomDelta(RoomState state, SeatMemory memory, EncodeWork work) {
        int to = state.room().revision().value();
        int from = memory.roomRevision;
        if (cheap && roomDelta.matches(0, from, to)) {
            memory.room.copyFrom(roomDelta.donor);
            memory.roomRevision = to;
            reusedBytes += roomDelta.bytes;
            return roomDelta.text;
        }
        String text = null;
        if (compare(state.room(), memory.room, work)) {
            part.reset();
            writeMembersDelta(state.room(), memory.room, part);
            text = part.toString();
        }
        memory.roomRevision = to;
        if (cheap) {
            roomDelta.store(0, from, to, text, text == null ? 0 : Utf8.length(text), memory.room, null);
        }
        return text;
    }

    private String playersDelta(RoomState state, SeatMemory memory, EncodeWork work) {
        int to = state.playersRevision().value();
        int from = memory.playersRevision;
        if (cheap && playersDelta.matches(0, from, to)) {
            memory.copyPlayersFrom(playersDelta.donorSeat);
            reusedBytes += playersDelta.bytes;
            return playersDelta.text;
        }
        String text;
        if (!state.sameOrder(memory.order, memory.members)) {
            // Seat order or membership changed: the list goes whole.
            part.reset();
            StateWriter.players(state, part);
            text = part.toString();
            memory.capturePlayers(state);
        } else {
            // Compare every member first (the diff lives in the shared scratch), then write.
            boolean any = false;
            part.reset();
            for (int i = 0; i < state.members(); i++) {
                int seat = state.memberSeat(i);
                if (compare(state.player(seat), memory.players[seat], work)) {
                    if (!any) {
                        part.beginObject();
                        any = true;
                    }
                    part.key(SEAT_KEYS[seat]);
                    writeMembersDelta(state.player(seat), memory.players[seat], part);
                }
            }
            if (any) {
                part.endObject();
            }
            text = any ? part.toString() : null;
            memory.playersRevision = to;
        }
        if (cheap) {
            playersDelta.store(0, from, to, text, text == null ? 0 : Utf8.length(text), null, memory);
        }
        return text;
    }

    private static final String[] SEAT_KEYS = {"0", "1", "2", "3", "4", "5"};

    private String gameDelta(RoomState state, int seat, SeatMemory memory, EncodeWork work) {
        if (state.gameInstance() != memory.gameInstance) {
            // The game changed: the game part goes whole (or null when the game ended).
            String text;
            if (state.game() == null) {
                text = "null";
            } else {
                String screen = shared(screenFull, state.gameInstance(), -1, state.common().revision().value(),
                        () -> StateWriter.screen(state, part));
                part.reset();
                part.beginObject().key("id").value(state.game().id()).key("screen").raw(screen).key("mine");
                StateWriter.mine(state, seat, part);
                text = part.endObject().toString();
            }
            memory.captureGame(state, seat);
            return text;
        }
        if (state.game() == null) {
            return null;
        }
        String screen = screenDelta(state, memory, work);
        String mine = null;
        if (compare(state.personal(seat), memory.mine, work)) {
            part.reset();
            writeScreenDelta(state.personal(seat), memory.mine, part);
            mine = part.toString();
        }
        if (screen == null && mine == null) {
            return null;
        }
        part.reset();
        part.beginObject();
        if (screen != null) {
            part.key("screen").raw(screen);
        }
        if (mine != null) {
            part.key("mine").raw(mine);
        }
        return part.endObject().toString();
    }

    private String screenDelta(RoomState state, SeatMemory memory, EncodeWork work) {
        int instance = state.gameInstance();
        int to = state.common().revision().value();
        int from = memory.screenRevision;
        if (cheap && screenDelta.matches(instance, from, to)) {
            memory.screen.copyFrom(screenDelta.donor);
            memory.screenRevision = to;
            reusedBytes += screenDelta.bytes;
            return screenDelta.text;
        }
        String text = null;
        if (compare(state.common(), memory.screen, work)) {
            part.reset();
            writeScreenDelta(state.common(), memory.screen, part);
            text = part.toString();
        }
        memory.screenRevision = to;
        if (cheap) {
            screenDelta.store(instance, from, to, text, text == null ? 0 : Utf8.length(text), memory.screen, null);
        }
        return text;
    }

    // ---------------------------------------------------------------- field comparison

    /**
     * Compares every field of {@code current} with the memory, leaving the changed and removed
     * field indices in {@link #diff} and updating the memory to the current values. True if
     * anything differs.
     */
    private boolean compare(Section current, SectionMemory memory, EncodeWork work) {
        diff.clear(current.size());
        work.compared(current.size());
        if (!cheap) {
            work.temporaries(1); // the map of stringified fields built per object
        }
        for (int i = 0; i < current.size(); i++) {
            boolean now = current.present(i);
            boolean before = memory.present[i];
            if (!now) {
                if (before) {
                    diff.removed(i);
                    memory.present[i] = false;
                    memory.refs[i] = null;
                    memory.json[i] = null;
                }
                continue;
            }
            ValueKind kind = current.field(i).kind();
            boolean same;
            if (cheap && kind.primitive()) {
                same = before && (kind == ValueKind.STRING
                        ? current.ref(i).equals(memory.refs[i])
                        : current.num(i) == memory.nums[i]);
            } else {
                String json = stringify(current, i, work);
                if (!cheap) {
                    work.temporaries(1); // the per-field string
                }
                same = before && json.equals(memoryJson(memory, current.field(i).kind(), i, work));
                memory.json[i] = json;
            }
            if (!same) {
                diff.changed(i);
                memory.present[i] = true;
                memory.nums[i] = current.num(i);
                memory.refs[i] = current.ref(i);
            }
        }
        return diff.any();
    }

    private String stringify(Section s, int i, EncodeWork work) {
        scratch.reset();
        s.writeValue(i, scratch);
        work.stringified(scratch.utf8Length());
        return scratch.toString();
    }

    /** The remembered value's text, stringified now if a full state left it unset. */
    private String memoryJson(SectionMemory memory, ValueKind kind, int i, EncodeWork work) {
        if (memory.json[i] == null) {
            scratch.reset();
            Section.writeValue(kind, memory.nums[i], memory.refs[i], scratch);
            work.stringified(scratch.utf8Length());
            memory.json[i] = scratch.toString();
        }
        return memory.json[i];
    }

    // ---------------------------------------------------------------- writing the diff

    /** {@code {"k":v,...,"gone":null}}: room and player form. */
    private void writeMembersDelta(Section current, SectionMemory memory, JsonWriter out) {
        out.beginObject();
        for (int d = 0; d < diff.changedCount(); d++) {
            int i = diff.changedAt(d);
            out.key(current.field(i).key());
            writeChanged(current, memory, i, out);
        }
        for (int d = 0; d < diff.removedCount(); d++) {
            out.key(current.field(diff.removedAt(d)).key()).value((String) null);
        }
        out.endObject();
    }

    /** {@code {"set":{...},"del":[...]}}: game screen form, empty members omitted. */
    private void writeScreenDelta(Section current, SectionMemory memory, JsonWriter out) {
        out.beginObject();
        if (diff.changedCount() > 0) {
            out.key("set").beginObject();
            for (int d = 0; d < diff.changedCount(); d++) {
                int i = diff.changedAt(d);
                out.key(current.field(i).key());
                writeChanged(current, memory, i, out);
            }
            out.endObject();
        }
        if (diff.removedCount() > 0) {
            out.key("del").beginArray();
            for (int d = 0; d < diff.removedCount(); d++) {
                out.value(current.field(diff.removedAt(d)).key());
            }
            out.endArray();
        }
        out.endObject();
    }

    /** A changed value: the text made while comparing when there is one, else written afresh. */
    private static void writeChanged(Section current, SectionMemory memory, int i, JsonWriter out) {
        if (memory.json[i] != null) {
            out.raw(memory.json[i]);
        } else {
            current.writeValue(i, out);
        }
    }

    /** One part's text produced during the current flush, keyed by what it was computed from. */
    private static final class SharedPart {
        boolean valid;
        int instance;
        int from;
        int to;
        String text; // null: the part did not change
        int bytes;
        SectionMemory donor;
        SeatMemory donorSeat;

        boolean matches(int instance, int from, int to) {
            return valid && this.instance == instance && this.from == from && this.to == to;
        }

        void store(int instance, int from, int to, String text, int bytes, SectionMemory donor, SeatMemory donorSeat) {
            this.valid = true;
            this.instance = instance;
            this.from = from;
            this.to = to;
            this.text = text;
            this.bytes = bytes;
            this.donor = donor;
            this.donorSeat = donorSeat;
        }
    }
}
