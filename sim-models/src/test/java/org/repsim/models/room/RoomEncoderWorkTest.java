package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.models.room.encode.DeltaEncoder;
import org.repsim.models.room.encode.EncodeWork;
import org.repsim.models.room.encode.FullStateEncoder;
import org.repsim.models.room.encode.SeatMemory;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.Section;
import org.repsim.models.room.state.StateLayouts;

/** What each encoder does per flush, counted: the mechanism behind the encoder CPU figures. */
class RoomEncoderWorkTest {
    private static final int SEATS = 6;

    /** A full room playing the game with the most keys, every key given a value. */
    private static RoomState playingRoom() {
        RoomState state = new RoomState(new StateLayouts(RoomHarness.CATALOG.shape()));
        fill(state.room(), 1);
        for (int s = 0; s < SEATS; s++) {
            fill(state.player(s), s);
            state.addMember(s);
        }
        GameDefinition bingo = RoomHarness.CATALOG.shape().game("bingo");
        state.replaceGame(bingo);
        fill(state.common(), 2);
        for (int s = 0; s < SEATS; s++) {
            fill(state.personal(s), s);
        }
        return state;
    }

    private static void fill(Section section, int salt) {
        for (int i = 0; i < section.size(); i++) {
            switch (section.field(i).kind()) {
                case INT, BOOL -> section.setNum(i, (i + salt) % 2);
                case STRING -> section.setRef(i, "v" + i + "-" + salt);
                case INT_LIST -> section.setRef(i, new int[] {i, salt, 3});
                case STRING_LIST -> section.setRef(i, new String[] {"a" + i, "b" + salt});
            }
        }
    }

    private static final class Flush {
        final String[] texts = new String[SEATS];
        final EncodeWork work = new EncodeWork();
    }

    private static Flush flush(StateEncoder encoder, RoomState state, SeatMemory[] memories, long seq) {
        return flush(encoder, state, memories, seq, -1);
    }

    /** A flush to every seat but {@code skipped} (-1: none), as when that socket is down. */
    private static Flush flush(StateEncoder encoder, RoomState state, SeatMemory[] memories, long seq, int skipped) {
        Flush f = new Flush();
        encoder.beginFlush();
        for (int s = 0; s < SEATS; s++) {
            if (s == skipped) {
                continue;
            }
            JsonWriter out = new JsonWriter();
            int kind = encoder.encode(state, s, memories[s], seq, false, out, f.work);
            f.texts[s] = kind == StateEncoder.NOTHING ? null : out.toString();
        }
        return f;
    }

    private static SeatMemory[] synced(StateEncoder encoder, RoomState state) {
        SeatMemory[] m = new SeatMemory[SEATS];
        for (int s = 0; s < SEATS; s++) {
            m[s] = new SeatMemory(state);
        }
        Flush first = flush(encoder, state, m, 1);
        for (String t : first.texts) {
            assertTrue(t.contains("\"full\":true"), "first state is full");
        }
        return m;
    }

    @Test
    void cheapEncoderComparesSharedPartsOncePerFlushAndWritesTheSameDeltas() {
        RoomState naiveState = playingRoom();
        RoomState cheapState = playingRoom();
        DeltaEncoder naive = DeltaEncoder.naive();
        DeltaEncoder cheap = DeltaEncoder.cheap();
        SeatMemory[] naiveMem = synced(naive, naiveState);
        SeatMemory[] cheapMem = synced(cheap, cheapState);
        // one common screen key and one player's gauge change
        for (RoomState st : new RoomState[] {naiveState, cheapState}) {
            st.common().setNum(st.common().size() - 2, 74); // bingo "last"
            st.player(3).setNum(st.shape().playerIndex("gauge"), 55);
        }
        Flush n = flush(naive, naiveState, naiveMem, 2);
        Flush c = flush(cheap, cheapState, cheapMem, 2);
        for (int s = 0; s < SEATS; s++) {
            assertEquals(n.texts[s], c.texts[s], "both encoders write the same delta for seat " + s);
        }
        assertEquals("{\"t\":\"state\",\"seq\":2,\"players\":{\"3\":{\"gauge\":55}},\"game\":{\"screen\":{\"set\":{\"last\":74}}}}",
                c.texts[0]);
        int room = naiveState.room().size();
        int player = naiveState.player(0).size();
        int common = naiveState.common().size();
        int personal = naiveState.personal(0).size();
        assertEquals(SEATS * (room + SEATS * player + common + personal), n.work.fieldsCompared(),
                "naive: every seat compares every field");
        // the cheap encoder shares only the text of shared parts: every seat still compares
        // every field it is sent (room-server.md "After" 3)
        assertEquals(n.work.fieldsCompared(), c.work.fieldsCompared(),
                "cheap: every seat compares every field, like the naive encoder");
        assertTrue(c.work.bytesStringified() * 3 < n.work.bytesStringified(),
                "cheap stringifies far less: " + c.work.bytesStringified() + " vs " + n.work.bytesStringified());
        assertEquals(0, c.work.temporaries());
        assertTrue(n.work.temporaries() >= n.work.fieldsCompared(), "naive makes a string per field");
    }

    /**
     * Seats after the first take over the first seat's memory of a shared part; later one of them
     * is the first (the earlier first seat's socket skips a flush) and compares from that memory,
     * and the skipped seat comes back a revision behind the others. Over many flushes of changes,
     * removals and re-adds in every part, the cheap encoder writes exactly the naive encoder's
     * deltas (which never share anything) and counts the same compares.
     */
    @Test
    void seatsThatTookOverADonorsMemoryEncodeLaterDeltasLikeSeatsThatComparedThemselves() {
        RoomState naiveState = playingRoom();
        RoomState cheapState = playingRoom();
        DeltaEncoder naive = DeltaEncoder.naive();
        DeltaEncoder cheap = DeltaEncoder.cheap();
        SeatMemory[] naiveMem = synced(naive, naiveState);
        SeatMemory[] cheapMem = synced(cheap, cheapState);
        int deltas = 0;
        for (int k = 0; k < 40; k++) {
            for (RoomState st : new RoomState[] {naiveState, cheapState}) {
                flushChanges(st, k);
            }
            int skipped = k % 5 == 2 ? (k / 5) % SEATS : -1;
            Flush n = flush(naive, naiveState, naiveMem, k + 2, skipped);
            Flush c = flush(cheap, cheapState, cheapMem, k + 2, skipped);
            for (int s = 0; s < SEATS; s++) {
                assertEquals(n.texts[s], c.texts[s], "flush " + k + ", seat " + s);
                deltas += c.texts[s] == null ? 0 : 1;
            }
            assertEquals(n.work.fieldsCompared(), c.work.fieldsCompared(), "compares in flush " + k);
        }
        assertTrue(deltas > 150, "the flushes sent deltas: " + deltas);
    }

    /**
     * One encoder for all seats (seats after the first at the same revision take its outcome
     * over) beside one encoder per seat (which can share nothing), on two copies of a room that
     * every flush changes alike: {@link #flush} requires the same message from both for every
     * seat encoded.
     */
    private static final class SharedBesidePerSeat {
        final RoomState sharedState = playingRoom();
        final RoomState aloneState = playingRoom();
        final DeltaEncoder shared;
        final DeltaEncoder[] alone = new DeltaEncoder[SEATS];
        final SeatMemory[] sharedMem = new SeatMemory[SEATS];
        final SeatMemory[] aloneMem = new SeatMemory[SEATS];
        final boolean text;
        EncodeWork sharedWork;
        EncodeWork aloneWork;

        SharedBesidePerSeat(java.util.function.Supplier<DeltaEncoder> encoders, boolean text) {
            this.text = text;
            shared = encoders.get();
            for (int s = 0; s < SEATS; s++) {
                alone[s] = encoders.get();
                sharedMem[s] = new SeatMemory(sharedState);
                aloneMem[s] = new SeatMemory(aloneState);
            }
        }

        /** The same change on both rooms. */
        void change(java.util.function.Consumer<RoomState> change) {
            change.accept(sharedState);
            change.accept(aloneState);
        }

        /**
         * Flush {@code k} of both: every seat but the {@code skipped} ones, {@code owedFull} owed a
         * full state; the works of the flush are in {@link #sharedWork} / {@link #aloneWork}.
         * Calls {@code encoded} with each seat and its message kind, after the comparison.
         */
        void flush(int k, java.util.function.IntPredicate skipped, int owedFull,
                   java.util.function.BiConsumer<Integer, Integer> encoded) {
            sharedWork = new EncodeWork();
            aloneWork = new EncodeWork();
            shared.beginFlush();
            for (int s = 0; s < SEATS; s++) {
                if (skipped.test(s)) {
                    continue;
                }
                alone[s].beginFlush();
                JsonWriter a = JsonWriter.of(text);
                JsonWriter b = JsonWriter.of(text);
                int ka = shared.encode(sharedState, s, sharedMem[s], k + 1, s == owedFull, a, sharedWork);
                int kb = alone[s].encode(aloneState, s, aloneMem[s], k + 1, s == owedFull, b, aloneWork);
                assertEquals(kb, ka, "message kind, flush " + k + ", seat " + s);
                assertEquals(b.utf8Length(), a.utf8Length(), "bytes, flush " + k + ", seat " + s);
                assertEquals(b.text(), a.text(), "text, flush " + k + ", seat " + s);
                encoded.accept(s, ka);
            }
        }
    }

    /**
     * Flush {@code k}'s changes: the room fields and a player always, the common screen mostly, a
     * personal screen now and then.
     */
    private static void flushChanges(RoomState st, int k) {
        change(st.room(), k);
        change(st.player(k % SEATS), k + 1);
        if (k % 3 != 0) {
            change(st.common(), k + 2);
        }
        if (k % 4 == 1) {
            change(st.personal((k + 1) % SEATS), k);
        }
    }

    /**
     * One naive encoder for all seats (it takes a seat's outcome over from the first seat at the
     * same revision) against one naive encoder per seat (which can share nothing): over flushes
     * of changes, removals, skipped seats and seats owed a full state, in text and in counting
     * mode, the same messages and the same counted work — bytes stringified, fields compared,
     * temporaries — flush by flush.
     */
    @Test
    void aNaiveEncoderSharingOutcomesBetweenSeatsCountsTheWorkOfEverySeatComparingItself() {
        for (boolean text : new boolean[] {true, false}) {
            SharedBesidePerSeat pair = new SharedBesidePerSeat(DeltaEncoder::naive, text);
            long[] takenOver = {0};
            for (int k = 0; k < 60; k++) {
                int f = k;
                pair.change(st -> {
                    flushChanges(st, f);
                    if (f % 7 == 3) {
                        st.player((f + 2) % SEATS).setNum(st.shape().playerIndex("gauge"), f);
                    }
                });
                int skipped = k % 5 == 2 ? (k / 5) % SEATS : -1;
                int owedFull = k % 6 == 4 ? (k / 6) % SEATS : -1;
                long[] comparedBefore = {0};
                pair.flush(k, s -> s == skipped, owedFull, (s, kind) -> {
                    // A seat after the first that compared nothing itself took an outcome over.
                    takenOver[0] += s > 0 && pair.sharedWork.fieldsCompared() > comparedBefore[0] ? 1 : 0;
                    comparedBefore[0] = pair.sharedWork.fieldsCompared();
                });
                assertEquals(pair.aloneWork.bytesStringified(), pair.sharedWork.bytesStringified(),
                        "stringified, flush " + k);
                assertEquals(pair.aloneWork.fieldsCompared(), pair.sharedWork.fieldsCompared(), "compared, flush " + k);
                assertEquals(pair.aloneWork.temporaries(), pair.sharedWork.temporaries(), "temporaries, flush " + k);
            }
            assertTrue(takenOver[0] > 100, "seats after the first encoded deltas: " + takenOver[0]);
        }
    }

    /**
     * One cheap encoder for all seats, whose seats at the same revision share one memory object
     * per part, against one cheap encoder per seat (nothing shared): a seat that skips a flush
     * must keep its own memory while the others' moves on, and a seat owed a full state must
     * not overwrite the memory the others hold. Over flushes of changes, removals, skipped seats
     * and full states, in text and counting mode, the same messages and the same compares.
     */
    @Test
    void cheapSeatsSharingMemoriesWriteWhatSeatsWithTheirOwnEncoderWrite() {
        for (boolean text : new boolean[] {true, false}) {
            SharedBesidePerSeat pair = new SharedBesidePerSeat(DeltaEncoder::cheap, text);
            int[] deltas = {0};
            for (int k = 0; k < 80; k++) {
                int f = k;
                pair.change(st -> flushChanges(st, f));
                // Two seats skip some flushes (one of them often the first seat), one is owed a full state.
                int skipped = k % 3 == 2 ? (k / 3) % SEATS : -1;
                int skippedToo = k % 7 == 5 ? 0 : -1;
                int owedFull = k % 6 == 4 ? (k / 6 + 2) % SEATS : -1;
                pair.flush(k, s -> s == skipped || s == skippedToo, owedFull,
                        (s, kind) -> deltas[0] += kind == StateEncoder.DELTA ? 1 : 0);
                assertEquals(pair.aloneWork.fieldsCompared(), pair.sharedWork.fieldsCompared(), "compared, flush " + k);
            }
            assertTrue(deltas[0] > 250, "the flushes sent deltas: " + deltas[0]);
        }
    }

    /**
     * A flush with nothing changed since the last delta, or with one change to one player: the
     * unchanged parts send nothing, and each encoder's work is every seat comparing every field
     * it is sent — counted here from the state's own JSON text: the naive encoder stringifies
     * every present value (a map per object and a string per value as temporaries), the cheap
     * one only the arrays, of the shared parts once per flush. The player list has one revision
     * for all six players, so with one player changed the encoder must tell the changed player
     * from the five unchanged ones by the section's own change count; it still counts their
     * compares.
     */
    @Test
    void aFlushCostsEverySeatTheCompareOfEveryFieldItIsSentWhetherOrNotAPlayerChanged() {
        for (boolean cheapEncoder : new boolean[] {false, true}) {
            for (boolean onePlayerChanged : new boolean[] {false, true}) {
                RoomState state = playingRoom();
                DeltaEncoder encoder = cheapEncoder ? DeltaEncoder.cheap() : DeltaEncoder.naive();
                SeatMemory[] mem = synced(encoder, state);
                change(state.room(), 1);
                change(state.player(2), 2);
                change(state.common(), 3);
                change(state.personal(4), 4);
                flush(encoder, state, mem, 2); // a delta: every memory now holds its texts
                if (onePlayerChanged) {
                    change(state.player(3), 5);
                }
                Flush f = flush(encoder, state, mem, 3);
                String which = (cheapEncoder ? "cheap" : "naive") + (onePlayerChanged ? ", player 3 changed" : "");
                for (int seat = 0; seat < SEATS; seat++) {
                    if (onePlayerChanged) {
                        assertTrue(f.texts[seat].startsWith("{\"t\":\"state\",\"seq\":3,\"players\":{\"3\":{")
                                && !f.texts[seat].contains("\"room\"") && !f.texts[seat].contains("\"game\""),
                                which + ": seat " + seat + " is sent player 3's change alone: " + f.texts[seat]);
                    } else {
                        assertEquals(null, f.texts[seat], which + ": no message for seat " + seat);
                    }
                }
                long[] expected = workOfComparingEverythingSent(state, cheapEncoder);
                // Each message is stringified too; the cheap encoder's seats after the first reuse
                // the first seat's text of the player list.
                long messages = 0;
                for (int seat = 0; onePlayerChanged && seat < SEATS; seat++) {
                    String t = f.texts[seat];
                    String list = t.substring(t.indexOf("\"players\":") + "\"players\":".length(), t.length() - 1);
                    messages += utf8(t) - (cheapEncoder && seat > 0 ? utf8(list) : 0);
                }
                assertEquals(expected[0], f.work.fieldsCompared(), which + ": fields compared");
                assertEquals(expected[1] + messages, f.work.bytesStringified(), which + ": bytes stringified");
                assertEquals(cheapEncoder ? 0 : expected[2], f.work.temporaries(), which + ": temporaries");
            }
        }
    }

    private static int utf8(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    }

    /** {fields compared, bytes stringified, temporaries} of every seat comparing every field it is sent. */
    private static long[] workOfComparingEverythingSent(RoomState state, boolean cheapEncoder) {
        long compared = 0;
        long stringified = 0;
        long temporaries = 0;
        for (int seat = 0; seat < SEATS; seat++) {
            Section[] sent = new Section[SEATS + 3];
            sent[0] = state.room();
            for (int p = 0; p < SEATS; p++) {
                sent[1 + p] = state.player(p);
            }
            sent[SEATS + 1] = state.common();
            sent[SEATS + 2] = state.personal(seat);
            for (int k = 0; k < sent.length; k++) {
                Section section = sent[k];
                // The cheap encoder stringifies a shared part for the first seat only (the
                // others take its outcome over); the personal screen is every seat's own.
                boolean stringifies = !cheapEncoder || seat == 0 || k == sent.length - 1;
                compared += section.size();
                temporaries += 1;
                for (int i = 0; i < section.size(); i++) {
                    if (!section.present(i)) {
                        continue;
                    }
                    JsonWriter w = new JsonWriter();
                    section.writeValue(i, w);
                    int bytes = utf8(w.toString());
                    temporaries += 1;
                    if (!cheapEncoder || (stringifies && !section.field(i).kind().primitive())) {
                        stringified += bytes;
                    }
                }
            }
        }
        return new long[] {compared, stringified, temporaries};
    }

    /** A change to one field of {@code section} picked by {@code k}: a new value, or (every fifth) a removal. */
    private static void change(Section section, int k) {
        int i = (k * 7) % section.size();
        if (k % 5 == 4) {
            section.remove(i);
            return;
        }
        switch (section.field(i).kind()) {
            case INT -> section.setNum(i, 10 + k);
            case BOOL -> section.setNum(i, section.num(i) == 0 ? 1 : 0);
            case STRING -> section.setRef(i, "w" + k);
            case INT_LIST -> section.setRef(i, new int[] {k, k + 1});
            case STRING_LIST -> section.setRef(i, new String[] {"s" + k});
        }
    }

    @Test
    void aFullStateEncoderSendsTheWholeStateToEverySeatEvenForOneChange() {
        RoomState state = playingRoom();
        FullStateEncoder full = new FullStateEncoder();
        SeatMemory[] mem = synced(full, state);
        state.player(1).setNum(state.shape().playerIndex("milk"), 3);
        Flush f = flush(full, state, mem, 2);
        long bytes = 0;
        for (String t : f.texts) {
            assertTrue(t.contains("\"full\":true") && t.contains("\"players\":["));
            bytes += t.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        }
        assertEquals(bytes, f.work.bytesStringified(), "stringified bytes are the bytes of the texts sent");
    }

    @Test
    void unchangedStateProducesNoDeltaMessage() {
        RoomState state = playingRoom();
        DeltaEncoder cheap = DeltaEncoder.cheap();
        SeatMemory[] mem = synced(cheap, state);
        Flush f = flush(cheap, state, mem, 2);
        for (String t : f.texts) {
            assertEquals(null, t);
        }
        state.personal(4).setRef(state.personal(4).size() - 1, new int[] {9});
        f = flush(cheap, state, mem, 2);
        for (int s = 0; s < SEATS; s++) {
            assertEquals(s == 4, f.texts[s] != null, "only seat 4 sees its personal change");
        }
    }
}
