package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.random.RandomStreams;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.server.RoomServer;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TransportMode;

/**
 * A transport that only counts bytes sends the same frames, byte for byte, as one that builds
 * the text: {@link RoomHarness} checks every text frame's count against its UTF-8 encoding, so
 * the counted frames have the length of the text nobody built.
 */
class RoomCountingTest {
    private static final Upstream UP = new Upstream();

    @ParameterizedTest
    @ValueSource(strings = {"old", "batching", "deltas", "deltas_cheap", "new"})
    void countedFramesHaveTheBytesOfTheTextFrames(String transport) {
        TransportMode mode = TransportMode.named(transport);
        RoomHarness text = new RoomHarness(mode, 6, 11);
        play(text.server, text::flushAll);

        List<Frame> counted = new ArrayList<>();
        ServerCpu cpu = new ServerCpu(RoomCosts.unitCosts(RoomCosts.shipped("room-node-ws")), new CostLedger());
        RoomServer server = new RoomServer(RoomHarness.CATALOG, 6, 6, mode.newTransport(cpu, counted::add, false), cpu,
                new RandomStreams(11, 0).stream("games"));
        play(server, () -> {
            if (server.transport().usesFlushTick()) {
                for (int r = 0; r < server.rooms(); r++) {
                    server.flushTick(r);
                }
            }
        });

        assertEquals(text.frames.size(), counted.size(), "frames");
        long deltas = 0;
        for (int i = 0; i < counted.size(); i++) {
            Frame t = text.frames.get(i);
            Frame c = counted.get(i);
            String at = "frame " + i;
            assertEquals(t.client(), c.client(), at);
            assertEquals(t.bytes(), c.bytes(), at + " bytes");
            assertEquals(t.stateBytes(), c.stateBytes(), at + " state bytes");
            assertEquals(t.stateKind(), c.stateKind(), at);
            assertEquals(t.stateSeq(), c.stateSeq(), at);
            assertEquals(t.messages(), c.messages(), at);
            if (c.stateKind() != StateEncoder.NOTHING) {
                assertNull(c.text(), at + ": a counting transport builds no state text");
            }
            if (c.stateKind() == StateEncoder.DELTA) {
                deltas++;
            }
        }
        assertTrue(!mode.deltas() || deltas > 100, "deltas must have been compared too, saw " + deltas);
    }

    /** Joins six players, then plays a few inputs and a chat line in each of the 24 games. */
    private static void play(RoomServer server, Runnable flush) {
        for (int c = 0; c < 6; c++) {
            server.join(c, UP.join());
            flush.run();
        }
        List<GameDefinition> games = RoomHarness.CATALOG.shape().games();
        for (int g = 0; g < games.size(); g++) {
            int picker = server.room(0).turn();
            server.pick(picker, UP.pick(games.get(g).id()), g);
            flush.run();
            for (int i = 0; i < 4; i++) {
                for (int c = 0; c < 6; c++) {
                    server.input(c, UP.input(1, 2), 0);
                    if ((i + c) % 5 == 0) {
                        server.chat(c, UP.chat("ミルク 🥛"), (i + c) % 10);
                    }
                    flush.run();
                }
            }
            server.resync(g % 6, UP.resync(0));
            server.gameOver(0);
            flush.run();
            server.playAgain(picker, UP.again());
            flush.run();
        }
    }
}
