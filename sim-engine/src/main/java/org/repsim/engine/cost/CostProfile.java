package org.repsim.engine.cost;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.repsim.engine.fingerprint.ContentDigest;
import java.util.TreeSet;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * The unit costs of one server build, for one model: every key of the model's
 * {@link CostKeySet} with its value and its provenance (the published figure it was derived
 * from, or {@code assumption: <reason>}). The one profile type of all models; models read values
 * through their declared {@link CostKey} constants, never by name.
 *
 * <p>Profile file format (YAML):
 * <pre>
 * profile: ue58-editor            # the profile's name
 * model: unreal                   # must equal the key set's model
 * description: one paragraph      # optional
 * costs:
 *   consider_us:                  # every declared key, no other
 *     value: 0.221
 *     source: "docs/sources.md#ue58-main-condition traced breakdown: gather 0.60 ms / 3,010 operations"
 * </pre>
 * Comments may carry the longer derivation. {@link #identity()} hashes name, values, sources and
 * the file's text, so any edit of a profile file changes the identity of every cell that uses it.
 *
 * <p>Immutable and thread-safe.
 */
public final class CostProfile {
    /** Provenance written for a value set by an experiment's {@code overrides:}. */
    public static final String OVERRIDE_SOURCE = "override in the experiment file";
    private static final int MAX_PROFILE_CODE_POINTS = 1 << 20;

    private final String name;
    private final String origin;
    private final CostKeySet keys;
    private final double[] values;
    private final String[] sources;
    private final String description;
    /** SHA-256 of the file text the profile was read from ("" when built in code). */
    private final String textDigest;

    private CostProfile(String name, String origin, String description, CostKeySet keys, double[] values,
                        String[] sources, String textDigest) {
        this.textDigest = textDigest;
        this.name = name;
        this.origin = origin;
        this.description = description;
        this.keys = keys;
        this.values = values;
        this.sources = sources;
    }

    /** A profile built in code (tests, benchmarks): every key must be given. */
    public static CostProfile of(String name, CostKeySet keys, Map<String, Double> values, String source) {
        double[] v = new double[keys.size()];
        String[] s = new String[keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            Double x = values.get(keys.keys().get(i).name());
            if (x == null) {
                throw new CostProfileException(name, 0, keys.keys().get(i).name(), "missing");
            }
            v[i] = checked(name, 0, keys.keys().get(i).name(), x);
            s[i] = source;
        }
        for (String k : values.keySet()) {
            if (keys.find(k).isEmpty()) {
                throw new CostProfileException(name, 0, k, unknownKey(k, keys));
            }
        }
        return new CostProfile(name, name, "", keys, v, s, "");
    }

    /** Reads a profile shipped as a class-path resource beside {@code anchor}. */
    public static CostProfile resource(CostKeySet keys, Class<?> anchor, String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new CostProfileException(resource, 0, "", "no such shipped cost profile");
            }
            return parse(keys, resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new CostProfileException(resource, 0, "", "cannot read cost profile: " + e.getMessage());
        }
    }

    /** Parses profile text; {@code origin} names the file in messages. */
    public static CostProfile parse(CostKeySet keys, String origin, String text) {
        Node root;
        try {
            LoaderOptions options = new LoaderOptions();
            options.setMaxAliasesForCollections(0);
            options.setAllowDuplicateKeys(false);
            options.setCodePointLimit(MAX_PROFILE_CODE_POINTS);
            root = new Yaml(options).compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            org.yaml.snakeyaml.error.Mark m = e.getProblemMark();
            throw new CostProfileException(origin, m == null ? 0 : m.getLine() + 1, m == null ? 0 : m.getColumn() + 1,
                    "", "not valid YAML: " + e.getProblem());
        } catch (YAMLException e) {
            throw new CostProfileException(origin, 0, "", "not valid YAML: " + firstLine(e.getMessage()));
        }
        return parse(keys, origin, text, root);
    }

    /**
     * Builds a profile from the node tree of {@code text}, composed by the caller (the experiment
     * layer composes a user's profile file with the limits it applies to every YAML file).
     */
    public static CostProfile parse(CostKeySet keys, String origin, String text, Node root) {
        if (!(root instanceof MappingNode top)) {
            throw at(origin, root, "",
                    "a cost profile is a mapping with keys profile, model, description, costs");
        }
        String name = null;
        String model = null;
        Node modelAt = top;
        String description = "";
        MappingNode costs = null;
        Set<String> topKeys = new TreeSet<>();
        for (NodeTuple t : top.getValue()) {
            String k = scalar(origin, t.getKeyNode(), "");
            Node v = t.getValueNode();
            if (!topKeys.add(k)) {
                throw givenTwice(origin, t.getKeyNode(), k);
            }
            switch (k) {
                case "profile" -> name = scalar(origin, v, k);
                case "model" -> {
                    model = scalar(origin, v, k);
                    modelAt = t.getKeyNode();
                }
                case "description" -> description = scalar(origin, v, k);
                case "costs" -> {
                    if (!(v instanceof MappingNode m)) {
                        throw at(origin, v, k, "must be a mapping of cost keys");
                    }
                    costs = m;
                }
                default -> throw at(origin, t.getKeyNode(), k,
                        "unknown top-level key (expected profile, model, description, costs)");
            }
        }
        if (name == null || name.isBlank()) {
            throw at(origin, top, "profile", "missing: the profile's name");
        }
        if (!keys.model().equals(model)) {
            throw at(origin, modelAt, "model", model == null
                    ? "missing: must be '" + keys.model() + "'"
                    : "is '" + model + "', but this profile is used by model '" + keys.model() + "'");
        }
        if (costs == null) {
            throw at(origin, top, "costs", "missing");
        }
        double[] values = new double[keys.size()];
        String[] sources = new String[keys.size()];
        boolean[] seen = new boolean[keys.size()];
        for (NodeTuple t : costs.getValue()) {
            String k = scalar(origin, t.getKeyNode(), "costs");
            CostKey key = keys.find(k).orElseThrow(() ->
                    at(origin, t.getKeyNode(), "costs." + k, unknownKey(k, keys)));
            int i = keys.indexOf(key);
            if (seen[i]) {
                throw givenTwice(origin, t.getKeyNode(), "costs." + k);
            }
            seen[i] = true;
            if (!(t.getValueNode() instanceof MappingNode entry)) {
                throw at(origin, t.getValueNode(), "costs." + k,
                        "must be a mapping with 'value' and 'source'");
            }
            String value = null;
            String source = null;
            Node valueAt = entry;
            for (NodeTuple e : entry.getValue()) {
                String ek = scalar(origin, e.getKeyNode(), "costs." + k);
                if (("value".equals(ek) && value != null) || ("source".equals(ek) && source != null)) {
                    throw givenTwice(origin, e.getKeyNode(), "costs." + k + "." + ek);
                }
                switch (ek) {
                    case "value" -> {
                        value = scalar(origin, e.getValueNode(), "costs." + k + ".value");
                        valueAt = e.getValueNode();
                    }
                    case "source" -> source = scalar(origin, e.getValueNode(), "costs." + k + ".source");
                    default -> throw at(origin, e.getKeyNode(), "costs." + k + "." + ek,
                            "unknown key (expected value, source)");
                }
            }
            if (value == null) {
                throw at(origin, entry, "costs." + k + ".value", "missing");
            }
            if (source == null || source.isBlank()) {
                throw at(origin, entry, "costs." + k + ".source",
                        "missing: name the figure the value comes from, or write 'assumption: <reason>'");
            }
            double x;
            try {
                x = Double.parseDouble(value);
            } catch (NumberFormatException ex) {
                throw at(origin, valueAt, "costs." + k + ".value",
                        "'" + value + "' is not a number (in " + key.unit() + ")");
            }
            values[i] = checked(origin, valueAt, "costs." + k + ".value", x);
            sources[i] = source.strip();
        }
        for (int i = 0; i < seen.length; i++) {
            if (!seen[i]) {
                throw at(origin, costs, "costs." + keys.keys().get(i).name(),
                        "missing (every key of model " + keys.model() + " must be given)");
            }
        }
        return new CostProfile(name.strip(), origin, description.strip(), keys, values, sources, sha256(text));
    }

    /**
     * A copy with some values replaced (in each key's unit). An unknown key is refused by name;
     * the replaced keys' provenance becomes {@link #OVERRIDE_SOURCE}.
     */
    public CostProfile withOverrides(Map<String, Double> overrides) {
        if (overrides.isEmpty()) {
            return this;
        }
        double[] v = values.clone();
        String[] s = sources.clone();
        for (Map.Entry<String, Double> e : new TreeMap<>(overrides).entrySet()) {
            CostKey key = keys.find(e.getKey()).orElseThrow(() ->
                    new CostProfileException("overrides", 0, e.getKey(), unknownKey(e.getKey(), keys)));
            int i = keys.indexOf(key);
            v[i] = checked("overrides", 0, e.getKey(), e.getValue());
            s[i] = OVERRIDE_SOURCE;
        }
        return new CostProfile(name, origin, description, keys, v, s, textDigest);
    }

    public String name() {
        return name;
    }

    /** The file or resource the profile was read from. */
    public String origin() {
        return origin;
    }

    public String description() {
        return description;
    }

    public CostKeySet keys() {
        return keys;
    }

    /** The value in the key's unit. */
    public double value(CostKey key) {
        return values[keys.indexOf(key)];
    }

    /** A time key's value in nanoseconds. */
    public double nanos(CostKey key) {
        return key.toNanos(value(key));
    }

    /** Where the key's value comes from: a published figure, or "assumption: ...". */
    public String source(CostKey key) {
        return sources[keys.indexOf(key)];
    }

    /** Whether the key's value is an assumption rather than derived from a published figure. */
    public boolean isAssumption(CostKey key) {
        return source(key).regionMatches(true, 0, "assumption", 0, "assumption".length());
    }

    /** Values by key name, in declaration order of the key set. */
    public Map<String, Double> values() {
        Map<String, Double> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            m.put(keys.keys().get(i).name(), values[i]);
        }
        return m;
    }

    /**
     * A SHA-256 (hex) of the model, the name, every key's value (exact bits) and source, and the
     * text of the file it was read from: what a cell's identity folds in, so that any edit of a
     * profile file (a comment included: it may record a changed derivation) makes {@code --resume}
     * recompute the cells that use it.
     */
    public String identity() {
        StringBuilder b = new StringBuilder();
        b.append(keys.model()).append('\n').append(name).append('\n').append(textDigest).append('\n');
        for (int i = 0; i < values.length; i++) {
            b.append(keys.keys().get(i).name()).append('=')
                    .append(Long.toHexString(Double.doubleToLongBits(values[i]))).append(' ')
                    .append(sources[i]).append('\n');
        }
        return sha256(b.toString());
    }

    private static String sha256(String text) {
        return ContentDigest.sha256Hex(text);
    }

    @Override
    public String toString() {
        return "CostProfile[" + keys.model() + "/" + name + " " + Arrays.toString(values) + "]";
    }

    private static double checked(String origin, int line, String key, double x) {
        if (!Double.isFinite(x) || x < 0) {
            throw new CostProfileException(origin, line, key, "must be a finite number >= 0, was " + x);
        }
        return x;
    }

    private static double checked(String origin, Node at, String key, double x) {
        if (!Double.isFinite(x) || x < 0) {
            throw at(origin, at, key, "must be a finite number >= 0, was " + x);
        }
        return x;
    }

    /** A problem at a node: its line and column (none when the document is empty). */
    private static CostProfileException at(String origin, Node n, String key, String problem) {
        org.yaml.snakeyaml.error.Mark m = n == null ? null : n.getStartMark();
        return new CostProfileException(origin, m == null ? 0 : m.getLine() + 1, m == null ? 0 : m.getColumn() + 1,
                key, problem);
    }

    // SnakeYAML checks duplicate keys only when constructing Java objects, not in compose(), so
    // LoaderOptions.setAllowDuplicateKeys(false) alone lets a repeated key silently win.
    private static CostProfileException givenTwice(String origin, Node keyNode, String key) {
        return at(origin, keyNode, key, "given twice");
    }

    private static String unknownKey(String k, CostKeySet keys) {
        return "unknown cost key '" + k + "' for model " + keys.model();
    }

    private static String scalar(String origin, Node n, String key) {
        if (!(n instanceof ScalarNode s)) {
            throw at(origin, n, key, "must be a single value");
        }
        return s.getValue();
    }


    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
