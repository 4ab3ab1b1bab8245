package org.repsim.models.room.encode;

import org.repsim.models.room.game.ValueKind;
import org.repsim.models.room.json.JsonKey;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.Section;
import org.repsim.models.room.state.StateWriter;

/**
 * Field deltas against what this seat was last sent, in the write-up's two versions
 * (docs/sources.md#room-transport).
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
 * stringified once per flush and the text reused by every seat whose memory is at the same
 * revision, but every seat still compares their fields with its own memory; no temporaries.
 */
public final class DeltaEncoder implements StateEncoder {
    private final boolean cheap;
    // Scratch writers in the mode of the message writer last given to encode(): text is built
    // only when the message's text is kept.
    private JsonWriter part = JsonWriter.counting();
    private JsonWriter scratch = JsonWriter.counting();
    private final FieldDiff diff = new FieldDiff();
    // The seats' memories of shared parts, shared between seats at the same revision.
    private final MemoryPool pool = new MemoryPool();
    // The memory the last compare() left its outcome in: the one given, or a private copy of it.
    private SectionMemory compared;
    private final SharedPart roomDelta = new SharedPart();
    private final SharedPart playersDelta = new SharedPart();
    private final SharedPart screenDelta = new SharedPart();
    private final SharedPart roomFull = new SharedPart();
    private final SharedPart playersFull = new SharedPart();
    private final SharedPart screenFull = new SharedPart();
    // The parts of the message being encoded.
    private final Part room = new Part();
    private final Part players = new Part();
    private final Part game = new Part();
    private final Part screen = new Part();
    private final Part mine = new Part();
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
        if (part.keepsText() != out.keepsText()) {
            part = JsonWriter.of(out.keepsText());
            scratch = JsonWriter.of(out.keepsText());
        }
        reusedBytes = 0;
        int kind;
        if (full || !memory.valid) {
            writeFull(state, seat, memory, seq, out);
            kind = FULL;
        } else {
            roomDelta(state, memory, work);
            playersDelta(state, memory, work);
            gameDelta(state, seat, memory, work);
            if (!room.present() && !players.present() && !game.present()) {
                return NOTHING;
            }
            StateWriter.begin(out, seq, false);
            if (room.present()) {
                room.writeAs(StateWriter.ROOM, out);
            }
            if (players.present()) {
                players.writeAs(StateWriter.PLAYERS, out);
            }
            if (game.present()) {
                game.writeAs(StateWriter.GAME, out);
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
        shared(roomFull, 0, -1, state.room().revision().value(), () -> StateWriter.room(state, part), room);
        room.writeAs(StateWriter.ROOM, out);
        shared(playersFull, 0, -1, state.playersRevision().value(), () -> StateWriter.players(state, part), players);
        players.writeAs(StateWriter.PLAYERS, out);
        out.key(StateWriter.GAME);
        if (state.game() == null) {
            out.value((String) null);
        } else {
            out.beginObject().key(StateWriter.ID).value(state.game().id());
            shared(screenFull, state.gameInstance(), -1, state.common().revision().value(),
                    () -> StateWriter.screen(state, part), screen);
            screen.writeAs(StateWriter.SCREEN, out);
            out.key(StateWriter.MINE);
            StateWriter.mine(state, seat, out);
            out.endObject();
        }
        out.endObject();
        memory.captureRoom(state, pool);
        memory.capturePlayers(state, pool);
        memory.captureGame(state, seat, pool);
        memory.valid = true;
    }

    /**
     * The text of a whole part, into {@code into}: reused from this flush when the cheap encoder
     * already wrote it at the same revision, else written now by {@code writer} into {@link #part}.
     */
    private void shared(SharedPart cache, int instance, int from, int to, Runnable writer, Part into) {
        if (cheap && cache.matches(instance, from, to)) {
            reusedBytes += cache.bytes;
            into.set(cache.text, cache.bytes);
            return;
        }
        part.reset();
        writer.run();
        into.of(part);
        if (cheap) {
            cache.store(instance, from, to, into, null);
        }
    }

    // ---------------------------------------------------------------- deltas of shared parts

    private void roomDelta(RoomState state, SeatMemory memory, EncodeWork work) {
        memory.room = sharedDelta(0, state.room(), memory.room, memory.roomRevision, roomDelta, room, membersDelta,
                work);
        memory.roomRevision = state.room().revision().value();
    }

    /** Writes the delta of a section against what a seat remembers of it. */
    @FunctionalInterface
    private interface SectionDelta {
        void write(Section current, SectionMemory remembered, JsonWriter out);
    }

    // Held once: a method reference made per call would allocate on the per-seat path.
    private final SectionDelta membersDelta = this::writeMembersDelta;
    private final SectionDelta screenSectionDelta = this::writeScreenDelta;

    /**
     * A part every seat shares (room fields, the common game screen): the seat still compares
     * every field it is sent, but when another seat already encoded the same revisions the cheap
     * encoder reuses that seat's text instead of writing it again, and the seat's memory becomes
     * that seat's (shared). Returns the memory the seat now holds, at the current revision.
     */
    private SectionMemory sharedDelta(int instance, Section current, SectionMemory remembered, int from,
                                      SharedPart cache, Part out, SectionDelta delta, EncodeWork work) {
        int to = current.revision().value();
        if (cache.matches(instance, from, to) && (cheap || remembered.textComplete)) {
            if (cheap) {
                comparedLikeDonor(current.size(), work);
                reusedBytes += cache.bytes;
            } else {
                comparedLikeNaive(current, work);
            }
            out.set(cache.text, cache.bytes);
            return pool.share(remembered, cache.donor);
        }
        out.none();
        boolean changed = compare(current, remembered, from == to, work);
        SectionMemory now = compared;
        if (changed) {
            part.reset();
            delta.write(current, now, part);
            out.of(part);
        }
        cache.store(instance, from, to, out, now);
        return now;
    }

    private void playersDelta(RoomState state, SeatMemory memory, EncodeWork work) {
        int to = state.playersRevision().value();
        int from = memory.playersRevision;
        if (playersDelta.matches(0, from, to) && (cheap || naiveCanTakeOverPlayers(state, memory))) {
            if (state.sameOrder(memory.order, memory.members)) {
                if (cheap) {
                    // Every player section has the shape's player fields.
                    comparedLikeDonor((long) state.members() * state.player(0).size(), work);
                } else {
                    for (int i = 0; i < state.members(); i++) {
                        comparedLikeNaive(state.player(state.memberSeat(i)), work);
                    }
                }
            }
            memory.sharePlayersOf(playersDelta.donorSeat, pool);
            if (cheap) {
                reusedBytes += playersDelta.bytes;
            }
            players.set(playersDelta.text, playersDelta.bytes);
            return;
        }
        players.none();
        if (!state.sameOrder(memory.order, memory.members)) {
            // Seat order or membership changed: the list goes whole.
            part.reset();
            StateWriter.players(state, part);
            players.of(part);
            memory.capturePlayers(state, pool);
        } else {
            // Compare every member first (the diff lives in the shared scratch), then write.
            boolean any = false;
            part.reset();
            for (int i = 0; i < state.members(); i++) {
                int seat = state.memberSeat(i);
                boolean changed = compare(state.player(seat), memory.players[seat], from == to, work);
                memory.players[seat] = compared;
                if (changed) {
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
                players.of(part);
            }
            memory.playersRevision = to;
        }
        playersDelta.store(0, from, to, players, null);
        playersDelta.donorSeat = memory;
    }

    /**
     * Whether a naive seat can take over the players donor's outcome with exactly the work its own
     * compares would count: the list is compared (same order), and each member's memory holds the
     * text of every present field, so the compares stringify no remembered value.
     */
    private static boolean naiveCanTakeOverPlayers(RoomState state, SeatMemory memory) {
        if (!state.sameOrder(memory.order, memory.members)) {
            return false;
        }
        for (int i = 0; i < memory.members; i++) {
            if (!memory.players[memory.order[i]].textComplete) {
                return false;
            }
        }
        return true;
    }

    private static final JsonKey[] SEAT_KEYS = {JsonKey.of("0"), JsonKey.of("1"), JsonKey.of("2"),
        JsonKey.of("3"), JsonKey.of("4"), JsonKey.of("5")};
    // The screen delta's members.
    private static final JsonKey SET = JsonKey.of("set");
    private static final JsonKey DEL = JsonKey.of("del");

    private void gameDelta(RoomState state, int seat, SeatMemory memory, EncodeWork work) {
        game.none();
        if (state.gameInstance() != memory.gameInstance) {
            // The game changed: the game part goes whole (or null when the game ended).
            if (state.game() == null) {
                part.reset().value((String) null);
            } else {
                shared(screenFull, state.gameInstance(), -1, state.common().revision().value(),
                        () -> StateWriter.screen(state, part), screen);
                part.reset();
                part.beginObject().key(StateWriter.ID).value(state.game().id());
                screen.writeAs(StateWriter.SCREEN, part);
                part.key(StateWriter.MINE);
                StateWriter.mine(state, seat, part);
                part.endObject();
            }
            game.of(part);
            memory.captureGame(state, seat, pool);
            return;
        }
        if (state.game() == null) {
            return;
        }
        screenDelta(state, memory, work);
        mine.none();
        Section personal = state.personal(seat);
        int mineTo = personal.revision().value();
        boolean mineChanged = compare(personal, memory.mine, memory.mineRevision == mineTo, work);
        memory.mine = compared;
        memory.mineRevision = mineTo;
        if (mineChanged) {
            part.reset();
            writeScreenDelta(state.personal(seat), memory.mine, part);
            mine.of(part);
        }
        if (!screen.present() && !mine.present()) {
            return;
        }
        part.reset();
        part.beginObject();
        if (screen.present()) {
            screen.writeAs(StateWriter.SCREEN, part);
        }
        if (mine.present()) {
            mine.writeAs(StateWriter.MINE, part);
        }
        part.endObject();
        game.of(part);
    }

    private void screenDelta(RoomState state, SeatMemory memory, EncodeWork work) {
        memory.screen = sharedDelta(state.gameInstance(), state.common(), memory.screen, memory.screenRevision,
                screenDelta, screen, screenSectionDelta, work);
        memory.screenRevision = state.common().revision().value();
    }

    // ---------------------------------------------------------------- field comparison

    /**
     * The cheap encoder shares only the <em>text</em> of a part between seats: each seat's encoder
     * still compares the part's fields with what that seat was last sent
     * (docs/sources.md#room-transport, the cheaper encoder). A seat whose memory is at the donor's
     * revision holds the donor's values, so the outcome is the donor's and the memory is shared;
     * the compares are counted.
     */
    private static void comparedLikeDonor(long fields, EncodeWork work) {
        work.compared(fields);
    }

    /**
     * The naive encoder's own compare of {@code current} against a memory at the donor's revision
     * that holds every present field's text: the same outcome as the donor's, and this work — the
     * fields compared, the object's map and one string per present field as temporaries, every
     * present value stringified (no remembered value needs stringifying). The simulator takes the
     * outcome over; the modelled server still does (and is charged) the whole compare per seat.
     */
    private static void comparedLikeNaive(Section current, EncodeWork work) {
        work.compared(current.size());
        work.temporaries(1 + current.presentCount());
        work.stringified(current.presentValueBytes());
    }

    /**
     * Compares every field of {@code current} with the memory, leaving the changed and removed
     * field indices in {@link #diff} and the memory updated to the current values in
     * {@link #compared}: {@code memory} itself, or at the first write to a memory other seats
     * share too, a private copy of it (which the caller then holds instead). True if anything
     * differs.
     *
     * <p>Values are compared directly by both encoders; equal values are exactly those with equal
     * JSON text, so the naive encoder's text comparison has the same outcome, and its cost (the
     * text it stringifies to compare, its temporaries) is what {@code work} counts. A field whose
     * value is the same and whose text the memory holds keeps that text (it is the same text), so
     * a compare that finds nothing writes nothing.
     */
    private boolean compare(Section current, SectionMemory memory, boolean unchanged, EncodeWork work) {
        compared = memory;
        diff.clear(current.size());
        // Unchanged: the part's revision says so, or (for one player of the list, whose revision
        // is the whole list's) the section's own change count does.
        if ((unchanged || memory.equalTo(current)) && memory.textComplete) {
            comparedUnchanged(current, work);
            return false;
        }
        work.compared(current.size());
        if (!cheap) {
            work.temporaries(1); // the map of stringified fields built per object
        }
        for (int i = 0; i < current.size(); i++) {
            boolean now = current.present(i);
            boolean before = compared.present(i);
            if (!now) {
                if (before) {
                    diff.removed(i);
                    writable().setAbsent(i);
                }
                continue;
            }
            ValueKind kind = current.field(i).kind();
            boolean same = before
                    && Section.sameValue(kind, current.num(i), current.ref(i), compared.nums[i], compared.ref(i));
            if (!cheap || !kind.primitive()) {
                // Stringified to compare as text: the previous value's text too, if not yet made.
                boolean textHeld = before && compared.jsonBytes(i) > 0;
                if (before && !textHeld) {
                    rememberedTextCounted(compared, kind, i, work);
                }
                stringify(current, i, work);
                if (!cheap) {
                    work.temporaries(1); // the per-field string
                }
                if (!same || !textHeld) {
                    writable().setJson(i, scratch.text(), scratch.utf8Length());
                }
            }
            if (!same) {
                diff.changed(i);
                writable().setValue(i, current.num(i), current.ref(i));
            }
        }
        // Both encoders have now stringified every present array field (the naive one every field).
        if (!compared.textComplete) {
            writable().textComplete = true;
        }
        compared.madeEqualTo(current);
        return diff.any();
    }

    /** {@link #compared}, made private to the seat being encoded first if other seats hold it too. */
    private SectionMemory writable() {
        if (compared.holders > 1) {
            compared = pool.privateCopy(compared);
        }
        return compared;
    }

    /**
     * {@link #compare} of a section not changed since the memory was made equal to it (same
     * revision), the memory holding every present array field's text (every field's, for the
     * naive encoder): every field equal, so nothing found, the memory's values and texts already
     * right, and this work counted — the fields compared, and what the loop would stringify (the
     * present arrays for the cheap encoder; for the naive one every present value, with the map
     * and a string per present value as temporaries).
     */
    private void comparedUnchanged(Section current, EncodeWork work) {
        if (cheap) {
            work.compared(current.size());
            work.stringified(current.presentArrayValueBytes());
        } else {
            comparedLikeNaive(current, work);
        }
    }

    private void stringify(Section s, int i, EncodeWork work) {
        scratch.reset();
        s.writeValue(i, scratch);
        work.stringified(scratch.utf8Length());
    }

    /**
     * Counts the stringifying of a remembered value whose text a full state left unmade (the
     * compare then keeps the current value's text, which is the same when the value is).
     */
    private void rememberedTextCounted(SectionMemory memory, ValueKind kind, int i, EncodeWork work) {
        scratch.reset();
        Section.writeValue(kind, memory.nums[i], memory.ref(i), scratch);
        work.stringified(scratch.utf8Length());
    }

    // ---------------------------------------------------------------- writing the diff

    /** {@code {"k":v,...,"gone":null}}: room and player form. */
    private void writeMembersDelta(Section current, SectionMemory memory, JsonWriter out) {
        out.beginObject();
        for (int d = 0; d < diff.changedCount(); d++) {
            int i = diff.changedAt(d);
            out.key(current.key(i));
            writeChanged(current, memory, i, out);
        }
        for (int d = 0; d < diff.removedCount(); d++) {
            out.key(current.key(diff.removedAt(d))).value((String) null);
        }
        out.endObject();
    }

    /** {@code {"set":{...},"del":[...]}}: game screen form, empty members omitted. */
    private void writeScreenDelta(Section current, SectionMemory memory, JsonWriter out) {
        out.beginObject();
        if (diff.changedCount() > 0) {
            out.key(SET).beginObject();
            for (int d = 0; d < diff.changedCount(); d++) {
                int i = diff.changedAt(d);
                out.key(current.key(i));
                writeChanged(current, memory, i, out);
            }
            out.endObject();
        }
        if (diff.removedCount() > 0) {
            out.key(DEL).beginArray();
            for (int d = 0; d < diff.removedCount(); d++) {
                out.value(current.key(diff.removedAt(d)));
            }
            out.endArray();
        }
        out.endObject();
    }

    /** A changed value: the text made while comparing when there is one, else written afresh. */
    private static void writeChanged(Section current, SectionMemory memory, int i, JsonWriter out) {
        if (memory.jsonBytes(i) > 0) {
            out.raw(memory.json(i), memory.jsonBytes(i));
        } else {
            current.writeValue(i, out);
        }
    }

    /** A part of the message: its UTF-8 length (0: absent, the part did not change) and its text (null when counting). */
    private static final class Part {
        String text;
        int bytes;

        void none() {
            set(null, 0);
        }

        void set(String text, int bytes) {
            this.text = text;
            this.bytes = bytes;
        }

        /** What {@code w} holds since its reset. */
        void of(JsonWriter w) {
            set(w.text(), w.utf8Length());
        }

        boolean present() {
            return bytes > 0;
        }

        /** Writes the part as the value of member {@code key}. */
        void writeAs(JsonKey key, JsonWriter out) {
            out.key(key).raw(text, bytes);
        }
    }

    /** One part produced during the current flush, keyed by what it was computed from. */
    private static final class SharedPart {
        boolean valid;
        int instance;
        int from;
        int to;
        String text;
        int bytes; // 0: the part did not change
        // The memory the part's first seat holds after its compare: what the seats after it share.
        SectionMemory donor;
        SeatMemory donorSeat; // for the player list: the first seat's whole memory

        boolean matches(int instance, int from, int to) {
            return valid && this.instance == instance && this.from == from && this.to == to;
        }

        void store(int instance, int from, int to, Part part, SectionMemory donor) {
            this.valid = true;
            this.instance = instance;
            this.from = from;
            this.to = to;
            this.text = part.text;
            this.bytes = part.bytes;
            this.donor = donor;
        }
    }
}
