package org.repsim.models.room.game;

import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a game catalog file ({@code games.yaml} format: see the shipped file's header) from
 * SnakeYAML's node tree rather than its object constructor, so every problem names the file,
 * the line, the column and the key. Unknown keys are errors, so a typo never falls back to a default.
 */
final class CatalogReader {
    private static final Set<String> TOP = Set.of("room", "player", "content", "games");
    private static final Set<String> GAME = Set.of("id", "seconds", "inputs_per_second", "common", "personal");
    private static final Set<String> FIELD = Set.of("key", "kind", "size", "change", "presence");
    private static final Set<String> CONTENT = Set.of("names", "characters", "chat", "reactions");

    private final String file;

    private CatalogReader(String file) {
        this.file = file;
    }

    /** Reads a catalog; {@code file} names the source in messages only. */
    static GameCatalog read(String file, Reader reader) {
        Node root;
        try {
            root = new Yaml(new LoaderOptions()).compose(reader);
        } catch (MarkedYAMLException e) {
            org.yaml.snakeyaml.error.Mark m = e.getProblemMark();
            throw new GameCatalogException(file, m == null ? 0 : m.getLine() + 1, m == null ? 0 : m.getColumn() + 1,
                    "", "not valid YAML: " + e.getProblem());
        } catch (YAMLException e) {
            throw new GameCatalogException(file, 0, 0, "", "not valid YAML: " + e.getMessage());
        }
        return read(file, root);
    }

    /** Reads a catalog from its composed node tree (null: an empty document). */
    static GameCatalog read(String file, Node root) {
        return new CatalogReader(file).catalog(root);
    }

    private GameCatalog catalog(Node root) {
        if (!(root instanceof MappingNode top)) {
            throw root == null ? new GameCatalogException(file, 1, 1, "", "the document must be a mapping")
                    : at(root, "", "the document must be a mapping");
        }
        Members doc = new Members("", top, TOP);
        List<FieldSpec> room = fields(doc, "room");
        List<FieldSpec> player = fields(doc, "player");
        List<GameDefinition> games = new ArrayList<>();
        for (Members g : doc.mappings("games", GAME)) {
            String id = g.text("id");
            for (GameDefinition other : games) {
                if (other.id().equals(id)) {
                    throw g.error("id", "duplicate game id '" + id + "'");
                }
            }
            double seconds = g.number("seconds", Double.NaN, 0.1, 3600);
            double inputs = g.number("inputs_per_second", Double.NaN, 0.001, 100);
            games.add(new GameDefinition(id, seconds, inputs, fields(g, "common"), fields(g, "personal")));
        }
        StateShape shape;
        try {
            shape = new StateShape(room, player, games);
        } catch (IllegalArgumentException e) {
            throw doc.error("games", e.getMessage());
        }
        requireLifecycle(doc, "room", room, StateShape.ROOM_KEYS,
                List.of(ValueKind.STRING, ValueKind.INT, ValueKind.INT, ValueKind.STRING, ValueKind.INT));
        requireLifecycle(doc, "player", player, StateShape.PLAYER_KEYS,
                List.of(ValueKind.STRING, ValueKind.STRING, ValueKind.INT, ValueKind.INT, ValueKind.BOOL));
        Members c = doc.mapping("content", CONTENT);
        RoomContent content;
        try {
            content = new RoomContent(c.texts("names"), c.texts("characters"), c.texts("chat"), c.texts("reactions"));
        } catch (IllegalArgumentException e) {
            throw doc.error("content", e.getMessage());
        }
        return new GameCatalog(shape, content);
    }

    private List<FieldSpec> fields(Members parent, String key) {
        List<FieldSpec> out = new ArrayList<>();
        for (Members f : parent.mappings(key, FIELD)) {
            String name = f.text("key");
            for (FieldSpec other : out) {
                if (other.key().equals(name)) {
                    throw f.error("key", "duplicate key '" + name + "'");
                }
            }
            ValueKind kind;
            try {
                kind = ValueKind.parse(f.text("kind"));
            } catch (IllegalArgumentException e) {
                throw f.error("kind", e.getMessage());
            }
            double size = f.number("size", 1, 1, 1_000_000);
            if (size != Math.rint(size)) {
                throw f.error("size", "must be a whole number, was " + size);
            }
            out.add(new FieldSpec(name, kind, (int) size, f.number("change", 0, 0, 1), f.number("presence", 1, 0.001, 1)));
        }
        return out;
    }

    private static void requireLifecycle(Members doc, String part, List<FieldSpec> fields, List<String> keys,
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

    private GameCatalogException at(Node n, String key, String problem) {
        org.yaml.snakeyaml.error.Mark m = n.getStartMark();
        return new GameCatalogException(file, m.getLine() + 1, m.getColumn() + 1, key, problem);
    }

    /** One mapping of the file, its members in file order, checked against the keys it may have. */
    private final class Members {
        private final String path;
        private final Node node;
        private final Map<String, Node> members = new LinkedHashMap<>();

        Members(String path, MappingNode node, Set<String> allowed) {
            this.path = path;
            this.node = node;
            for (NodeTuple t : node.getValue()) {
                if (!(t.getKeyNode() instanceof ScalarNode k)) {
                    throw at(t.getKeyNode(), path, "keys must be plain names");
                }
                if (!allowed.contains(k.getValue())) {
                    throw at(k, qualified(k.getValue()),
                            "unknown key (allowed: " + String.join(", ", new TreeSet<>(allowed)) + ")");
                }
                if (members.put(k.getValue(), t.getValueNode()) != null) {
                    throw at(k, qualified(k.getValue()), "duplicate key");
                }
            }
        }

        String text(String key) {
            Node n = require(key);
            if (!(n instanceof ScalarNode s)) {
                throw error(key, n, "expected a single value");
            }
            return s.getValue();
        }

        /** A number in [min, max]; {@code fallback} when absent (NaN: the key is required). */
        double number(String key, double fallback, double min, double max) {
            double v;
            if (!members.containsKey(key) && !Double.isNaN(fallback)) {
                v = fallback;
            } else {
                String s = text(key);
                try {
                    v = Double.parseDouble(s.replace("_", ""));
                } catch (NumberFormatException e) {
                    throw error(key, "expected a number, found '" + s + "'");
                }
            }
            if (!(v >= min && v <= max)) {
                throw error(key, "must be in [" + min + ", " + max + "], was " + v);
            }
            return v;
        }

        Members mapping(String key, Set<String> allowed) {
            Node n = require(key);
            if (!(n instanceof MappingNode m)) {
                throw error(key, n, "expected a mapping");
            }
            return new Members(qualified(key), m, allowed);
        }

        /** A list of mappings, e.g. the games or a part's fields. */
        List<Members> mappings(String key, Set<String> allowed) {
            Node n = require(key);
            if (!(n instanceof SequenceNode s)) {
                throw error(key, n, "expected a list");
            }
            List<Members> out = new ArrayList<>();
            for (int i = 0; i < s.getValue().size(); i++) {
                Node item = s.getValue().get(i);
                if (!(item instanceof MappingNode m)) {
                    throw error(key + "[" + i + "]", item, "expected a mapping");
                }
                out.add(new Members(qualified(key) + "[" + i + "]", m, allowed));
            }
            return out;
        }

        List<String> texts(String key) {
            Node n = require(key);
            if (!(n instanceof SequenceNode s)) {
                throw error(key, n, "expected a list of strings");
            }
            List<String> out = new ArrayList<>();
            for (Node item : s.getValue()) {
                if (!(item instanceof ScalarNode sc)) {
                    throw error(key, item, "expected a string");
                }
                out.add(sc.getValue());
            }
            return out;
        }

        /** An error about {@code key}, located at its value (or at this mapping when absent). */
        GameCatalogException error(String key, String problem) {
            Node n = members.get(key);
            return at(n == null ? node : n, qualified(key), problem);
        }

        private GameCatalogException error(String key, Node at, String problem) {
            return at(at, qualified(key), problem);
        }

        private Node require(String key) {
            Node n = members.get(key);
            if (n == null) {
                throw at(node, qualified(key), "missing");
            }
            return n;
        }

        private String qualified(String key) {
            return path.isEmpty() ? key : path + "." + key;
        }
    }
}
