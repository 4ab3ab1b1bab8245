package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.server.RoomServer;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TransportMode;

/**
 * The brief's correctness test: play whole rounds of all 24 games and check, for every seat after
 * every flush, that the state rebuilt from deltas equals the full state the server meant to send.
 */
class RoomDeltaRoundTripTest {
    private static final Upstream UP = new Upstream();

    @ParameterizedTest
    @ValueSource(strings = {"deltas", "deltas_cheap", "new", "old", "batching"})
    void everySeatRebuildsTheIntendedStateThroughWholeRoundsOfAll24Games(String transport) {
        RoomHarness h = new RoomHarness(TransportMode.named(transport), 6, 7);
        RoomServer server = h.server;
        for (int c = 0; c < 6; c++) {
            server.join(c, UP.join());
            h.flushAll();
            h.assertAllSeatsMatch("after join of " + c);
        }
        List<GameDefinition> games = RoomHarness.CATALOG.shape().games();
        assertEquals(24, games.size());
        long deltasSeen = 0;
        for (int g = 0; g < games.size(); g++) {
            int picker = server.room(0).turn();
            assertTrue(server.pick(picker, UP.pick(games.get(g).id()), g) != null, "pick of game " + g);
            h.flushAll();
            h.assertAllSeatsMatch(games.get(g).id() + " start");
            // inputs from every seat (a short game: enough to change every key several times), chat mixed in
            int inputs = Math.min(8, (int) Math.ceil(games.get(g).seconds() * games.get(g).inputsPerSecond()));
            for (int i = 0; i < inputs; i++) {
                for (int c = 0; c < 6; c++) {
                    server.input(c, UP.input(1, 2), 0);
                    if ((i + c) % 7 == 0) {
                        server.chat(c, UP.chat("hi"), (i + c) % 10);
                    }
                    if (c % 2 == 1) {
                        h.flushAll();
                        h.assertAllSeatsMatch(games.get(g).id() + " input " + i + " seat " + c);
                    }
                }
            }
            server.gameOver(0);
            h.flushAll();
            h.assertAllSeatsMatch(games.get(g).id() + " result");
            server.playAgain(picker, UP.again());
            h.flushAll();
            h.assertAllSeatsMatch(games.get(g).id() + " play again");
        }
        for (Frame f : h.frames) {
            if (f.stateKind() == StateEncoder.DELTA) {
                deltasSeen++;
            }
        }
        if (TransportMode.named(transport).deltas()) {
            assertTrue(deltasSeen > 300, "the rounds must have been carried by deltas, saw " + deltasSeen);
        } else {
            assertEquals(0, deltasSeen, "a full-state transport never sends deltas");
        }
    }
}
