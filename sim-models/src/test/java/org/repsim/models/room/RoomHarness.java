package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.random.RandomStreams;
import org.repsim.models.room.client.ClientDecoder;
import org.repsim.models.room.client.SeqTracker;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.json.JsonReader;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.server.Room;
import org.repsim.models.room.server.RoomServer;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.state.StateWriter;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TransportMode;

/**
 * Drives the real server handlers, transports and encoders without network or queue: every frame
 * is delivered at once to a decoding client (seq rule + decoder). Records every frame so tests
 * can look at kinds, seqs and bytes.
 */
final class RoomHarness {
    static final GameCatalog CATALOG = GameCatalog.shipped();

    final RoomServer server;
    final List<Frame> frames = new ArrayList<>();
    final ClientDecoder[] decoders;
    final SeqTracker[] trackers;
    final int[] resyncRequests;
    long now;
    /** The next frame to this client is recorded but not delivered (a lost frame); -1: none. */
    int dropNextTo = -1;

    RoomHarness(TransportMode mode, int users, long seed) {
        this(mode, users, seed, new ServerCpu(RoomCosts.unitCosts(RoomCosts.shipped("room-node-ws")), new CostLedger()));
    }

    /** A harness whose server charges its work to {@code cpu} (a test reads the jobs' CPU from it). */
    RoomHarness(TransportMode mode, int users, long seed, ServerCpu cpu) {
        server = new RoomServer(CATALOG, users, 6, mode.newTransport(cpu, this::deliver), cpu,
                new RandomStreams(seed, 0).stream("games"));
        decoders = new ClientDecoder[users];
        trackers = new SeqTracker[users];
        resyncRequests = new int[users];
        for (int c = 0; c < users; c++) {
            decoders[c] = new ClientDecoder();
            trackers[c] = new SeqTracker(2_000_000_000L);
        }
    }

    private void deliver(Frame f) {
        frames.add(f);
        byte[] utf8 = f.text().getBytes(StandardCharsets.UTF_8);
        assertEquals(utf8.length, f.bytes(), "frame byte count must be the UTF-8 length of its text");
        if (f.client() == dropNextTo) {
            dropNextTo = -1;
            return;
        }
        if (f.stateKind() == StateEncoder.NOTHING) {
            JsonReader.parse(f.text()); // still valid JSON
            return;
        }
        Map<String, Object> state = stateMessage(f);
        int verdict = trackers[f.client()].onState(f.stateKind() == StateEncoder.FULL, f.stateSeq(), now);
        if (verdict == SeqTracker.ACCEPT) {
            decoders[f.client()].apply(state);
        } else if (verdict == SeqTracker.DISCARD_AND_REQUEST) {
            resyncRequests[f.client()]++;
        }
    }

    /** The state message inside a frame, checking its seq and its own byte count. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> stateMessage(Frame f) {
        Object parsed = JsonReader.parse(f.text());
        List<Object> messages = parsed instanceof List<?> l ? (List<Object>) l : List.of(parsed);
        Map<String, Object> state = (Map<String, Object>) messages.get(messages.size() - 1); // state comes last
        assertEquals("state", state.get("t"));
        assertEquals(f.stateSeq(), (long) (Long) state.get("seq"));
        assertEquals(f.stateKind() == StateEncoder.FULL, Boolean.TRUE.equals(state.get("full")));
        return state;
    }

    void flushAll() {
        if (server.transport().usesFlushTick()) {
            for (int r = 0; r < server.rooms(); r++) {
                server.flushTick(r);
            }
        }
    }

    /** The full state the server means this seat to have, as the decoder's view. */
    Map<String, Object> intended(int client) {
        Room room = server.seatOf(client).room();
        JsonWriter w = new JsonWriter();
        StateWriter.full(room.state(), server.seatOf(client).index(), 0, w);
        @SuppressWarnings("unchecked")
        Map<String, Object> msg = (Map<String, Object>) JsonReader.parse(w.toString());
        return ClientDecoder.stateOf(msg);
    }

    /** Every connected client's rebuilt state equals what the server means it to have. */
    void assertAllSeatsMatch(String when) {
        for (int c = 0; c < decoders.length; c++) {
            if (server.seatOf(c).connected()) {
                assertEquals(intended(c), decoders[c].view(), when + ": client " + c);
            }
        }
    }

    List<Frame> framesTo(int client, int from) {
        List<Frame> out = new ArrayList<>();
        for (int i = from; i < frames.size(); i++) {
            if (frames.get(i).client() == client) {
                out.add(frames.get(i));
            }
        }
        return out;
    }
}
