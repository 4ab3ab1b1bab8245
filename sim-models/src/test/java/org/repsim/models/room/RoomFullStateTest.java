package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TransportMode;

/** When full states are sent (join, reconnect, resync, play again) and how seq advances. */
class RoomFullStateTest {
    private static final Upstream UP = new Upstream();

    private static RoomHarness seatedRoomPlaying(String transport) {
        RoomHarness h = new RoomHarness(TransportMode.named(transport), 6, 3);
        for (int c = 0; c < 6; c++) {
            h.server.join(c, UP.join());
        }
        h.flushAll();
        int picker = h.server.room(0).turn();
        h.server.pick(picker, UP.pick("quiz"), 13);
        h.flushAll();
        for (int i = 0; i < 5; i++) {
            h.server.input(i, UP.input(0, 0), 0);
            h.flushAll();
        }
        return h;
    }

    private static List<Frame> stateFrames(RoomHarness h, int client, int from) {
        return h.framesTo(client, from).stream().filter(f -> f.stateKind() != StateEncoder.NOTHING).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"deltas", "deltas_cheap", "new"})
    void joinSendsAFullStateThenDeltasWithSeqPlusOne(String transport) {
        RoomHarness h = seatedRoomPlaying(transport);
        List<Frame> states = stateFrames(h, 5, 0);
        assertEquals(StateEncoder.FULL, states.get(0).stateKind(), "first state after join is full");
        assertTrue(states.size() > 3);
        for (int i = 1; i < states.size(); i++) {
            assertEquals(StateEncoder.DELTA, states.get(i).stateKind(), "later states are deltas");
            assertEquals(states.get(i - 1).stateSeq() + 1, states.get(i).stateSeq(), "seq +1 per state message");
        }
        h.assertAllSeatsMatch("after play");
    }

    @ParameterizedTest
    @ValueSource(strings = {"deltas", "deltas_cheap", "new"})
    void reconnectSendsAFullStateOnTheNewSocket(String transport) {
        RoomHarness h = seatedRoomPlaying(transport);
        h.server.disconnect(2);
        h.flushAll();
        h.server.input(0, UP.input(0, 0), 0); // changes while seat 2 is away
        h.flushAll();
        int from = h.frames.size();
        h.trackers[2].newSocket();
        h.server.join(2, UP.join());
        h.flushAll();
        List<Frame> states = stateFrames(h, 2, from);
        assertEquals(StateEncoder.FULL, states.get(0).stateKind());
        assertEquals(h.server.seatOf(2).socket(), states.get(0).socket(), "sent on the new socket");
        for (int c = 0; c < 6; c++) {
            if (c != 2) {
                assertTrue(stateFrames(h, c, from).stream().allMatch(f -> f.stateKind() == StateEncoder.DELTA),
                        "the others only see the 'online' change as a delta");
            }
        }
        h.assertAllSeatsMatch("after reconnect");
    }

    @ParameterizedTest
    @ValueSource(strings = {"deltas", "deltas_cheap", "new"})
    void aResyncRequestIsAnsweredWithAFullStateOnlyToTheAsker(String transport) {
        RoomHarness h = seatedRoomPlaying(transport);
        int from = h.frames.size();
        h.server.resync(4, UP.resync(3));
        h.flushAll();
        List<Frame> to4 = stateFrames(h, 4, from);
        assertEquals(1, to4.size());
        assertEquals(StateEncoder.FULL, to4.get(0).stateKind());
        for (int c = 0; c < 6; c++) {
            if (c != 4) {
                assertTrue(stateFrames(h, c, from).isEmpty(), "nothing changed for seat " + c);
            }
        }
        assertEquals(1, h.server.resyncRequests());
    }

    @ParameterizedTest
    @ValueSource(strings = {"deltas", "deltas_cheap", "new"})
    void playAgainSendsFullStatesToEverySeat(String transport) {
        RoomHarness h = seatedRoomPlaying(transport);
        h.server.gameOver(0);
        h.flushAll();
        int from = h.frames.size();
        h.server.playAgain(h.server.room(0).turn(), UP.again());
        h.flushAll();
        for (int c = 0; c < 6; c++) {
            List<Frame> states = stateFrames(h, c, from);
            assertEquals(1, states.size(), "one state message for seat " + c);
            assertEquals(StateEncoder.FULL, states.get(0).stateKind(), "play again is a full state for seat " + c);
        }
        h.assertAllSeatsMatch("after play again");
    }

    @ParameterizedTest
    @ValueSource(strings = {"deltas", "new"})
    void aLostDeltaLeadsToOneResyncAndTheFullStateRepairsTheClient(String transport) {
        RoomHarness h = seatedRoomPlaying(transport);
        h.dropNextTo = 0;
        for (int i = 0; i < 12; i++) {
            h.server.input(1 + i % 5, UP.input(0, 0), 0);
            h.flushAll();
        }
        assertEquals(-1, h.dropNextTo, "a frame to client 0 was lost");
        assertEquals(1, h.resyncRequests[0], "all gapped deltas within 2 s ask once");
        assertFalse(h.intended(0).equals(h.decoders[0].view()), "the client missed changes");
        h.server.resync(0, UP.resync(h.trackers[0].lastSeq()));
        h.flushAll();
        h.assertAllSeatsMatch("after resync");
    }
}
