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

/** What each encoder does per flush, counted: the mechanism behind the encoder CPU figures. */
class RoomEncoderWorkTest {
    private static final int SEATS = 6;

    /** A full room playing the game with the most keys, every key given a value. */
    private static RoomState playingRoom() {
        RoomState state = new RoomState(RoomHarness.CATALOG.shape());
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
        Flush f = new Flush();
        encoder.beginFlush();
        for (int s = 0; s < SEATS; s++) {
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
