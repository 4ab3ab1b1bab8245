package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.repsim.models.room.data.RoomDataException;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.game.ValueKind;

/** The state shape and the cost profile are data, and bad data is reported with file, line and key. */
class RoomCatalogTest {
    @Test
    void theShippedCatalogHas24DistinctGamesEachWithAScreen() {
        GameCatalog c = GameCatalog.shipped();
        assertEquals(24, c.shape().games().size());
        assertEquals(24, c.shape().games().stream().map(g -> g.id()).distinct().count());
        c.shape().games().forEach(g -> assertTrue(!g.common().isEmpty(), g.id()));
        assertTrue(c.shape().games().stream().anyMatch(g -> g.common().stream().anyMatch(f -> f.optional())),
                "some keys come and go, so deltas carry removed keys");
        assertTrue(c.shape().games().stream().anyMatch(g -> g.common().stream().anyMatch(f -> f.kind() == ValueKind.STRING_LIST)));
    }

    @Test
    void theShippedCostProfileLoads() {
        RoomCostProfile p = RoomCostProfile.shipped();
        assertTrue(p.stringifyPerByteNanos() > 0 && p.sendPerFrameNanos() > 0 && p.receivePerMessageNanos() > 0);
    }

    @Test
    void aBadKindNamesFileLineAndKey() {
        String yaml = """
                room: []
                player: []
                content: {names: [a], characters: [b], chat: [c], reactions: [d]}
                games:
                  - id: x
                    seconds: 10
                    inputs_per_second: 1
                    common:
                      - {key: k, kind: float, size: 3, change: 0.5}
                    personal: []
                """;
        RoomDataException e = assertThrows(RoomDataException.class, () -> GameCatalog.read("my-games.yaml", new StringReader(yaml)));
        assertTrue(e.getMessage().startsWith("my-games.yaml:9: 'games[0].common[0].kind'"), e.getMessage());
    }

    @Test
    void aMissingLifecycleKeyAndAnUnknownCostAreRejected() {
        String yaml = """
                room:
                  - {key: phase, kind: string, size: 5}
                player: []
                content: {names: [a], characters: [b], chat: [c], reactions: [d]}
                games:
                  - {id: x, seconds: 1, inputs_per_second: 1, common: [], personal: []}
                """;
        RoomDataException e = assertThrows(RoomDataException.class, () -> GameCatalog.read("g.yaml", new StringReader(yaml)));
        assertTrue(e.getMessage().contains("'room'") && e.getMessage().contains("round"), e.getMessage());
        RoomDataException cost = assertThrows(RoomDataException.class,
                () -> RoomCostProfile.read("p.yaml", new StringReader("receive_us_per_mesage: 3\n")));
        assertTrue(cost.getMessage().startsWith("p.yaml:1: 'receive_us_per_mesage': unknown key"), cost.getMessage());
    }
}
