package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.game.GameCatalogException;
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
    void everyShippedCostProfileLoadsWithEveryKeyPricedAndSourced() {
        for (String name : RoomCosts.SHIPPED) {
            CostProfile p = RoomCosts.shipped(name);
            assertEquals(name, p.name());
            for (CostKey key : RoomCosts.KEYS.keys()) {
                assertTrue(p.value(key) > 0, key.name());
                // the brief's only CPU figures are the 40-room encoder measurement: the two encoder
                // unit costs are fitted to it and say so, every other value is an assumption
                boolean fitted = key.equals(RoomCosts.STRINGIFY_PER_BYTE) || key.equals(RoomCosts.COMPARE_PER_FIELD);
                assertEquals(!fitted, p.isAssumption(key), key.name() + ": " + p.source(key));
                if (fitted) {
                    assertTrue(p.source(key).contains("40-room"), key.name() + " names its figure: " + p.source(key));
                }
            }
        }
        // microsecond keys are converted to nanoseconds, nanosecond keys are not
        CostProfile p = RoomCosts.shipped("room-node-ws");
        assertEquals(1_000 * p.value(RoomCosts.RECEIVE_PER_MESSAGE), p.nanos(RoomCosts.RECEIVE_PER_MESSAGE));
        assertEquals(p.value(RoomCosts.STRINGIFY_PER_BYTE), p.nanos(RoomCosts.STRINGIFY_PER_BYTE));
    }

    /** The shipped profile's text with the first match of {@code regex} replaced. */
    private static String shippedWith(String regex, String replacement) throws Exception {
        try (var in = RoomCosts.class.getResourceAsStream("profiles/room-node-ws.yaml")) {
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            String changed = text.replaceFirst(regex, replacement);
            assertTrue(!changed.equals(text), regex);
            return changed;
        }
    }

    @Test
    void aProfileWithAMissingOrUnknownKeyFailsNamingTheKey() throws Exception {
        String missing = shippedWith("(?m)^  temporary_ns:\n(    .*\n)+", "");
        CostProfileException m = assertThrows(CostProfileException.class,
                () -> CostProfile.parse(RoomCosts.KEYS, "mine.yaml", missing));
        assertEquals("costs.temporary_ns", m.key(), m.getMessage());
        assertTrue(m.getMessage().startsWith("mine.yaml:"), m.getMessage());

        String typo = shippedWith("(?m)^  send_ns_per_byte:", "  send_ns_per_bite:");
        CostProfileException u = assertThrows(CostProfileException.class,
                () -> CostProfile.parse(RoomCosts.KEYS, "mine.yaml", typo));
        assertEquals("costs.send_ns_per_bite", u.key(), u.getMessage());
        assertTrue(u.line() > 1, "the line of the unknown key: " + u.getMessage());

        CostProfileException o = assertThrows(CostProfileException.class,
                () -> RoomCosts.shipped("room-node-ws").withOverrides(Map.of("receive_us_per_mesage", 3.0)));
        assertEquals("receive_us_per_mesage", o.key(), o.getMessage());
        assertThrows(CostProfileException.class, () -> RoomCosts.shipped("room-node-js"));
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
        GameCatalogException e = assertThrows(GameCatalogException.class, () -> GameCatalog.read("my-games.yaml", new StringReader(yaml)));
        assertTrue(e.getMessage().startsWith("my-games.yaml:9:24: games[0].common[0].kind: "), e.getMessage());
    }

    @Test
    void aMissingLifecycleKeyAndAnUnknownKeyAreRejected() {
        String yaml = """
                room:
                  - {key: phase, kind: string, size: 5}
                player: []
                content: {names: [a], characters: [b], chat: [c], reactions: [d]}
                games:
                  - {id: x, seconds: 1, inputs_per_second: 1, common: [], personal: []}
                """;
        GameCatalogException e = assertThrows(GameCatalogException.class, () -> GameCatalog.read("g.yaml", new StringReader(yaml)));
        assertTrue(e.getMessage().contains(": room: ") && e.getMessage().contains("round"), e.getMessage());
        String typo = yaml.replace("games:", "gmaes:");
        GameCatalogException unknown = assertThrows(GameCatalogException.class,
                () -> GameCatalog.read("g.yaml", new StringReader(typo)));
        assertTrue(unknown.getMessage().startsWith("g.yaml:5:1: gmaes: unknown key"), unknown.getMessage());
    }
}
