package org.repsim.models.room.game;

import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.repsim.models.room.data.YamlMap;

/**
 * The room state shape and content, read from YAML ({@code games.yaml} beside this package's
 * resources is the shipped one: 24 mini-games). Every problem is reported with file, line and key.
 */
public record GameCatalog(StateShape shape, RoomContent content) {
    public static final String SHIPPED = "/org/repsim/models/room/games.yaml";

    /** The shipped catalog. */
    public static GameCatalog shipped() {
        return from(YamlMap.resource(GameCatalog.class, SHIPPED));
    }

    /** A catalog file by path. */
    public static GameCatalog load(java.nio.file.Path path) {
        try (Reader r = java.nio.file.Files.newBufferedReader(path, java.nio.charset.StandardCharsets.UTF_8)) {
            return read(path.toString(), r);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("cannot read game catalog " + path + ": " + e.getMessage(), e);
        }
    }

    /** A catalog from a researcher's file; {@code file} names it in error messages. */
    public static GameCatalog read(String file, Reader reader) {
        return from(YamlMap.read(file, reader));
    }

    private static GameCatalog from(YamlMap doc) {
        doc.allowOnly(Set.of("room", "player", "content", "games"));
        List<FieldSpec> room = fields(doc, "room");
        List<FieldSpec> player = fields(doc, "player");
        List<GameDefinition> games = new ArrayList<>();
        for (YamlMap g : doc.maps("games")) {
            g.allowOnly(Set.of("id", "seconds", "inputs_per_second", "common", "personal"));
            String id = g.string("id");
            for (GameDefinition other : games) {
                if (other.id().equals(id)) {
                    throw g.error("id", "duplicate game id '" + id + "'");
                }
            }
            games.add(new GameDefinition(id, g.number("seconds", 0, 0.1, 3600),
                    g.number("inputs_per_second", 0, 0.001, 100),
                    fields(g, "common"), fields(g, "personal")));
        }
        StateShape shape = new StateShape(room, player, games);
        requireKeys(doc, "room", room, StateShape.ROOM_KEYS, List.of(ValueKind.STRING, ValueKind.INT, ValueKind.INT, ValueKind.STRING, ValueKind.INT));
        requireKeys(doc, "player", player, StateShape.PLAYER_KEYS,
                List.of(ValueKind.STRING, ValueKind.STRING, ValueKind.INT, ValueKind.INT, ValueKind.BOOL));
        YamlMap c = doc.map("content");
        c.allowOnly(Set.of("names", "characters", "chat", "reactions"));
        RoomContent content = new RoomContent(c.strings("names"), c.strings("characters"), c.strings("chat"),
                c.strings("reactions"));
        return new GameCatalog(shape, content);
    }

    private static List<FieldSpec> fields(YamlMap parent, String key) {
        List<FieldSpec> out = new ArrayList<>();
        for (YamlMap f : parent.maps(key)) {
            f.allowOnly(Set.of("key", "kind", "size", "change", "presence"));
            String name = f.string("key");
            for (FieldSpec other : out) {
                if (other.key().equals(name)) {
                    throw f.error("key", "duplicate key '" + name + "'");
                }
            }
            ValueKind kind;
            try {
                kind = ValueKind.parse(f.string("kind"));
            } catch (IllegalArgumentException e) {
                throw f.error("kind", e.getMessage());
            }
            out.add(new FieldSpec(name, kind, f.integer("size", 1, 1, 1_000_000),
                    f.number("change", 0, 0, 1), f.number("presence", 1, 0.001, 1)));
        }
        return out;
    }

    private static void requireKeys(YamlMap doc, String part, List<FieldSpec> fields, List<String> keys,
                                    List<ValueKind> kinds) {
        for (int i = 0; i < keys.size(); i++) {
            String k = keys.get(i);
            FieldSpec f = fields.stream().filter(s -> s.key().equals(k)).findFirst()
                    .orElseThrow(() -> doc.error(part, "the lifecycle needs key '" + k + "'"));
            if (f.kind() != kinds.get(i) || f.optional()) {
                throw doc.error(part, "key '" + k + "' must be a " + kinds.get(i).name().toLowerCase()
                        + " that is always present");
            }
        }
    }
}
