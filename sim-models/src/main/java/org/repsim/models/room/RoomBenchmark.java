package org.repsim.models.room;

import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.transport.TransportMode;

/**
 * The in-process encode benchmark, like the write-up's: {@code rooms} full rooms each play one
 * round (pick, the game's inputs, result, play again); room {@code r} plays game {@code r mod 24}
 * so every game is covered. No network, no queue: only what the server encodes and sends.
 *
 * @param rooms     rooms, each playing one round
 * @param transport how state is sent
 * @param flushHz   flush ticks per second (batching); inputs are spread over the game's duration
 * @param catalog   state shape and games
 */
public record RoomBenchmark(int rooms, TransportMode transport, double flushHz, GameCatalog catalog) {
    public RoomBenchmark {
        if (rooms < 1 || !(flushHz > 0) || transport == null || catalog == null) {
            throw new IllegalArgumentException("benchmark needs rooms >= 1, flush_hz > 0, a transport and a catalog");
        }
    }

    public static RoomBenchmark defaults(TransportMode transport) {
        return new RoomBenchmark(48, transport, 20, GameCatalog.shipped());
    }
}
