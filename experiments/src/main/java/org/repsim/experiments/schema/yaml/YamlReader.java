package org.repsim.experiments.schema.yaml;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads one YAML document into a {@link YNode} tree with marks, refusing hostile input fast:
 * files over {@link #MAX_BYTES}, more than {@link #MAX_ALIASES} aliases, nesting deeper than
 * {@link #MAX_DEPTH}, or more than {@link #MAX_NODES} nodes once aliases are expanded (an alias
 * bomb stays under the alias limit but explodes on expansion; counting nodes stops it early).
 */
public final class YamlReader {
    public static final int MAX_BYTES = 3 * 1024 * 1024;
    public static final int MAX_ALIASES = 50;
    public static final int MAX_DEPTH = 40;
    public static final int MAX_NODES = 200_000;

    private YamlReader() {
    }

    /** Reads a file through {@link UserFile} (type, permission, size); {@code displayName} is what messages call it. */
    public static YNode readFile(Path file, String displayName) {
        return readString(UserFile.text(file, displayName, "", MAX_BYTES), displayName);
    }

    /** Reads YAML text; an empty document yields an empty mapping. */
    public static YNode readString(String text, String displayName) {
        Node root = compose(text, displayName);
        if (root == null) {
            return new YMap(List.of(), new Mark(displayName, 1, 1));
        }
        return new Converter(displayName).convert(root, 0);
    }

    /**
     * SnakeYAML's node tree of a document, after every check {@link #readString} makes (size,
     * aliases, nesting, nodes, duplicate keys), for the readers that walk that tree themselves
     * (cost profiles, game catalogs, timer mappings): every YAML file a user gives meets the
     * same limits. Null for an empty document.
     */
    public static Node composeChecked(String text, String displayName) {
        Node root = compose(text, displayName);
        if (root != null) {
            new Converter(displayName).convert(root, 0);
        }
        return root;
    }

    private static Node compose(String text, String displayName) {
        if (text.length() > MAX_BYTES) {
            throw fail(new Mark(displayName, 1, 1), "document is larger than " + MAX_BYTES / (1024 * 1024) + " MB");
        }
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(MAX_ALIASES);
        options.setCodePointLimit(MAX_BYTES);
        options.setNestingDepthLimit(MAX_DEPTH);
        options.setAllowRecursiveKeys(false);
        Yaml yaml = new Yaml(new SafeConstructor(options), new org.yaml.snakeyaml.representer.Representer(
                new DumperOptions()), new DumperOptions(), options);
        try {
            return yaml.compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            org.yaml.snakeyaml.error.Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            Mark mark = m == null ? new Mark(displayName, 1, 1) : new Mark(displayName, m.getLine() + 1, m.getColumn() + 1);
            String what = e.getProblem() != null ? e.getProblem() : "malformed YAML";
            throw fail(mark, "YAML syntax error: " + what.replace('\n', ' ').trim());
        } catch (YAMLException e) {
            throw fail(new Mark(displayName, 1, 1), "YAML refused: " + firstLine(e.getMessage()));
        } catch (StackOverflowError e) {
            throw fail(new Mark(displayName, 1, 1), "YAML refused: nesting too deep");
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "invalid document";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).trim();
    }

    private static InvalidInputException fail(Mark mark, String message) {
        return new InvalidInputException(List.of(new Problem(mark, "", message)));
    }

    /** snakeyaml nodes → YNode, counting nodes and rejecting non-string keys. */
    private static final class Converter {
        private final String file;
        private int nodes;
        // Aliased nodes appear several times; identity only guards against recursion.
        private final Set<Node> onPath = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

        Converter(String file) {
            this.file = file;
        }

        YNode convert(Node node, int depth) {
            if (++nodes > MAX_NODES) {
                throw fail(mark(node), "YAML refused: more than " + MAX_NODES
                        + " nodes once aliases are expanded (alias bomb?)");
            }
            if (depth > MAX_DEPTH) {
                throw fail(mark(node), "YAML refused: nesting deeper than " + MAX_DEPTH);
            }
            if (!onPath.add(node)) {
                throw fail(mark(node), "YAML refused: recursive alias");
            }
            try {
                if (node instanceof ScalarNode s) {
                    boolean plain = s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN;
                    return new YScalar(s.getValue(), plain, mark(node));
                }
                if (node instanceof SequenceNode seq) {
                    List<YNode> items = new ArrayList<>(seq.getValue().size());
                    for (Node child : seq.getValue()) {
                        items.add(convert(child, depth + 1));
                    }
                    return new YList(items, mark(node));
                }
                MappingNode map = (MappingNode) node;
                List<YMap.Entry> entries = new ArrayList<>(map.getValue().size());
                Set<String> seen = new TreeSet<>();
                for (NodeTuple t : map.getValue()) {
                    if (!(t.getKeyNode() instanceof ScalarNode key)) {
                        throw fail(mark(t.getKeyNode()), "keys must be plain strings");
                    }
                    if (!seen.add(key.getValue())) {
                        throw fail(mark(key), "duplicate key '" + key.getValue() + "'");
                    }
                    entries.add(new YMap.Entry(key.getValue(), mark(key), convert(t.getValueNode(), depth + 1)));
                }
                return new YMap(entries, mark(node));
            } finally {
                onPath.remove(node);
            }
        }

        private Mark mark(Node node) {
            org.yaml.snakeyaml.error.Mark m = node.getStartMark();
            return m == null ? new Mark(file, 1, 1) : new Mark(file, m.getLine() + 1, m.getColumn() + 1);
        }
    }
}
