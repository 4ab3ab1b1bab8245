package org.repsim.models.room.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * A YAML mapping read through SnakeYAML's node tree (not its object constructor) so every
 * error can name the file, the line and the key, as the engineering rules ask. Members keep
 * file order ({@link LinkedHashMap}); unknown keys are an error, so a typo never silently
 * falls back to a default.
 */
public final class YamlMap {
    private final String file;
    private final int line;
    private final String path;
    private final Map<String, Node> members = new LinkedHashMap<>();

    private YamlMap(String file, String path, MappingNode node) {
        this.file = file;
        this.path = path;
        this.line = node.getStartMark().getLine() + 1;
        for (NodeTuple t : node.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode k)) {
                throw new RoomDataException(file, t.getKeyNode().getStartMark().getLine() + 1, path, "keys must be plain names");
            }
            if (members.put(k.getValue(), t.getValueNode()) != null) {
                throw new RoomDataException(file, k.getStartMark().getLine() + 1, qualified(k.getValue()), "duplicate key");
            }
        }
    }

    /** Reads a classpath resource (e.g. the shipped game definitions). */
    public static YamlMap resource(Class<?> anchor, String name) {
        InputStream in = anchor.getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException("missing resource " + name + " beside " + anchor.getName());
        }
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(name, r);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read resource " + name, e);
        }
    }

    /** Reads a document whose top level is a mapping; {@code file} is used in messages only. */
    public static YamlMap read(String file, Reader reader) {
        Node root;
        try {
            root = new Yaml(new SafeConstructor(new LoaderOptions())).compose(reader);
        } catch (YAMLException e) {
            throw new RoomDataException(file, 0, "", "not valid YAML: " + e.getMessage());
        }
        if (!(root instanceof MappingNode m)) {
            throw new RoomDataException(file, root == null ? 1 : root.getStartMark().getLine() + 1, "",
                    "the document must be a mapping");
        }
        return new YamlMap(file, "", m);
    }

    public String file() {
        return file;
    }

    public boolean has(String key) {
        return members.containsKey(key);
    }

    /** Fails on any key not in {@code allowed}. */
    public YamlMap allowOnly(Set<String> allowed) {
        for (Map.Entry<String, Node> e : members.entrySet()) {
            if (!allowed.contains(e.getKey())) {
                throw error(e.getKey(), "unknown key (allowed: " + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
        return this;
    }

    public String string(String key) {
        return scalar(key).getValue();
    }

    public String string(String key, String fallback) {
        return has(key) ? string(key) : fallback;
    }

    public double number(String key) {
        ScalarNode n = scalar(key);
        try {
            return Double.parseDouble(n.getValue().replace("_", ""));
        } catch (NumberFormatException e) {
            throw error(key, n, "expected a number, found '" + n.getValue() + "'");
        }
    }

    public double number(String key, double fallback) {
        return has(key) ? number(key) : fallback;
    }

    /** A number that must lie in [min, max]. */
    public double number(String key, double fallback, double min, double max) {
        double v = number(key, fallback);
        if (!(v >= min && v <= max)) {
            throw error(key, "must be in [" + min + ", " + max + "], was " + v);
        }
        return v;
    }

    public int integer(String key, int fallback, int min, int max) {
        double v = number(key, fallback, min, max);
        if (v != Math.rint(v)) {
            throw error(key, "must be a whole number, was " + v);
        }
        return (int) v;
    }

    public YamlMap map(String key) {
        Node n = require(key);
        if (!(n instanceof MappingNode m)) {
            throw error(key, n, "expected a mapping");
        }
        return new YamlMap(file, qualified(key), m);
    }

    /** A sequence of mappings, e.g. the list of games. */
    public List<YamlMap> maps(String key) {
        Node n = require(key);
        if (!(n instanceof SequenceNode s)) {
            throw error(key, n, "expected a list");
        }
        List<YamlMap> out = new ArrayList<>();
        int i = 0;
        for (Node item : s.getValue()) {
            if (!(item instanceof MappingNode m)) {
                throw error(key + "[" + i + "]", item, "expected a mapping");
            }
            out.add(new YamlMap(file, qualified(key) + "[" + i + "]", m));
            i++;
        }
        return out;
    }

    /** A sequence of numbers, e.g. load steps. */
    public double[] numbers(String key) {
        Node n = require(key);
        if (!(n instanceof SequenceNode s)) {
            throw error(key, n, "expected a list of numbers");
        }
        double[] out = new double[s.getValue().size()];
        for (int i = 0; i < out.length; i++) {
            Node item = s.getValue().get(i);
            try {
                out[i] = Double.parseDouble(((ScalarNode) item).getValue());
            } catch (ClassCastException | NumberFormatException e) {
                throw error(key + "[" + i + "]", item, "expected a number");
            }
        }
        return out;
    }

    /** A sequence of strings. */
    public List<String> strings(String key) {
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

    /** An error about {@code key} of this mapping, located at the key's value (or the mapping). */
    public RoomDataException error(String key, String problem) {
        Node n = members.get(key);
        return n == null ? new RoomDataException(file, line, qualified(key), problem) : error(key, n, problem);
    }

    private RoomDataException error(String key, Node at, String problem) {
        return new RoomDataException(file, at.getStartMark().getLine() + 1, qualified(key), problem);
    }

    private ScalarNode scalar(String key) {
        Node n = require(key);
        if (!(n instanceof ScalarNode s)) {
            throw error(key, n, "expected a single value");
        }
        return s;
    }

    private Node require(String key) {
        Node n = members.get(key);
        if (n == null) {
            throw new RoomDataException(file, line, qualified(key), "missing");
        }
        return n;
    }

    private String qualified(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }
}
