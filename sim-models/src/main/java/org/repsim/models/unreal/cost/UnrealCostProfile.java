package org.repsim.models.unreal.cost;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * An Unreal cost profile: unit costs (µs per operation), bit sizes and the non-replication frame
 * work distribution, by {@link CostKey}. Loaded from a flat {@code key: value} YAML data file;
 * every key must be present (a profile is complete, so results never depend on hidden defaults).
 */
public record UnrealCostProfile(String name, SortedMap<String, Double> values) {

    /** Classpath folder of the shipped profiles. */
    public static final String SHIPPED_FOLDER = "org/repsim/models/unreal/profiles/";

    /** Descriptors of every key, for validation and schema printing. */
    public static final List<CostKey> KEYS = List.of(CostKey.values());

    public UnrealCostProfile {
        values = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(values));
        List<String> missing = new ArrayList<>();
        for (CostKey k : CostKey.values()) {
            if (!values.containsKey(k.key())) {
                missing.add(k.key());
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("cost profile '" + name + "' lacks keys " + missing);
        }
        for (String k : values.keySet()) {
            if (CostKey.of(k) == null) {
                throw new IllegalArgumentException("cost profile '" + name + "': unknown key '" + k + "'");
            }
            double v = values.get(k);
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("cost profile '" + name + "': key '" + k + "' must be a finite value >= 0, was " + v);
            }
        }
    }

    public double get(CostKey key) {
        return values.get(key.key());
    }

    /**
     * Loads a shipped profile by name (e.g. {@code ue58-editor}) or a YAML file by path.
     * Shipped names win only when no such file exists.
     */
    public static UnrealCostProfile load(String nameOrPath) {
        Path p = Path.of(nameOrPath);
        if (Files.isRegularFile(p)) {
            try (Reader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
                return parse(stripYaml(p.getFileName().toString()), r, p.toString());
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read cost profile " + p + ": " + e.getMessage(), e);
            }
        }
        String resource = SHIPPED_FOLDER + stripYaml(nameOrPath) + ".yaml";
        InputStream in = UnrealCostProfile.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalArgumentException("no cost profile file or shipped profile named '" + nameOrPath + "'");
        }
        try (Reader r = new java.io.InputStreamReader(in, StandardCharsets.UTF_8)) {
            return parse(stripYaml(nameOrPath), r, resource);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read shipped cost profile " + resource, e);
        }
    }

    /** The shipped calibration profile for the brief's §8 setup (UE 5.8 editor binary as server). */
    public static UnrealCostProfile ue58Editor() {
        return load("ue58-editor");
    }

    private static String stripYaml(String n) {
        return n.endsWith(".yaml") ? n.substring(0, n.length() - 5) : n.endsWith(".yml") ? n.substring(0, n.length() - 4) : n;
    }

    private static UnrealCostProfile parse(String name, Reader reader, String source) {
        Object doc;
        try {
            doc = new Yaml(new SafeConstructor(new LoaderOptions())).load(reader);
        } catch (org.yaml.snakeyaml.error.YAMLException e) {
            // SnakeYAML's message carries the line and column.
            throw new IllegalArgumentException(source + ": not valid YAML: " + e.getMessage(), e);
        }
        if (!(doc instanceof Map<?, ?> map)) {
            throw new IllegalArgumentException(source + ": a cost profile is a flat map of key: number");
        }
        TreeMap<String, Double> v = new TreeMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (CostKey.of(key) == null) {
                throw new IllegalArgumentException(source + ": unknown key '" + key + "'");
            }
            if (!(e.getValue() instanceof Number n)) {
                throw new IllegalArgumentException(source + ": key '" + key + "' must be a number, was " + e.getValue());
            }
            v.put(key, n.doubleValue());
        }
        try {
            return new UnrealCostProfile(name, v);
        } catch (IllegalArgumentException ex) {
            throw new IllegalArgumentException(source + ": " + ex.getMessage(), ex);
        }
    }

    /** A copy with some keys replaced; unknown keys are rejected with their name. */
    public UnrealCostProfile withOverrides(Map<String, Double> overrides) {
        TreeMap<String, Double> v = new TreeMap<>(values);
        for (Map.Entry<String, Double> e : new TreeMap<>(overrides).entrySet()) {
            if (CostKey.of(e.getKey()) == null) {
                throw new IllegalArgumentException("unknown cost profile key '" + e.getKey() + "' (known: "
                        + KEYS.stream().map(CostKey::key).toList() + ")");
            }
            v.put(e.getKey(), e.getValue());
        }
        return new UnrealCostProfile(overrides.isEmpty() ? name : name + "+overrides", v);
    }

    public UnrealCostProfile with(CostKey key, double value) {
        return withOverrides(Map.of(key.key(), value));
    }
}
