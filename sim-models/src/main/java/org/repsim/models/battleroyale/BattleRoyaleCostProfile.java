package org.repsim.models.battleroyale;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Unit costs (simulated nanoseconds) of the battle-royale frame phases. The calibrated values
 * and the arithmetic deriving each from the brief live in the data file
 * {@code battle-royale-cost-profile.properties} next to this class, not in code.
 *
 * @param dispatchPerMessageNs                  Net Dispatch, per incoming client message
 * @param simulatePerAliveCharacterNs           Simulate, per alive character per frame
 * @param simulateBaseNs                        Simulate, fixed per frame
 * @param rpcSerializePerConnectionNs           one queued RPC serialized for one connection
 * @param flushPerSerializedActorPerConnectionNs Net Flush, per serialized actor per connection
 * @param sendFlushPerConnectionNs              Net Send Flush, per connection with queued RPCs
 */
public record BattleRoyaleCostProfile(double dispatchPerMessageNs, double simulatePerAliveCharacterNs,
                                      double simulateBaseNs, double rpcSerializePerConnectionNs,
                                      double flushPerSerializedActorPerConnectionNs,
                                      double sendFlushPerConnectionNs) {

    static final String RESOURCE = "battle-royale-cost-profile.properties";

    /** Name of the shipped, calibrated profile (the data file next to this class). */
    public static final String SHIPPED_NAME = "pubg-late-2018";

    /** Every key of a profile file, in record order. */
    public static final List<String> KEYS = List.of("dispatch_per_message_ns", "simulate_per_alive_character_ns",
            "simulate_base_ns", "rpc_serialize_per_connection_ns", "flush_per_serialized_actor_per_connection_ns",
            "send_flush_per_connection_ns");

    public BattleRoyaleCostProfile {
        if (dispatchPerMessageNs < 0 || simulatePerAliveCharacterNs < 0 || simulateBaseNs < 0
                || rpcSerializePerConnectionNs < 0 || flushPerSerializedActorPerConnectionNs < 0
                || sendFlushPerConnectionNs < 0) {
            throw new IllegalArgumentException("cost profile values must be >= 0");
        }
    }

    /** The calibrated profile shipped with the model. */
    public static BattleRoyaleCostProfile calibrated() {
        try (InputStream in = BattleRoyaleCostProfile.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            return read(new InputStreamReader(in, StandardCharsets.UTF_8), RESOURCE);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + RESOURCE, e);
        }
    }

    /** The shipped profile by its name ({@value #SHIPPED_NAME}), or a profile file by path. */
    public static BattleRoyaleCostProfile load(String nameOrPath) {
        if (SHIPPED_NAME.equals(nameOrPath)) {
            return calibrated();
        }
        Path path = Path.of(nameOrPath);
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("no battle-royale cost profile file or shipped profile named '" + nameOrPath
                    + "' (shipped: " + SHIPPED_NAME + ")");
        }
        try (Reader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return read(r, path.toString());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read cost profile " + path + ": " + e.getMessage(), e);
        }
    }

    /** Reads a profile in the data-file format; every key is required, unknown keys are refused. */
    public static BattleRoyaleCostProfile read(Reader reader, String sourceName) throws IOException {
        Properties p = new Properties();
        p.load(reader);
        for (String key : new java.util.TreeSet<>(p.stringPropertyNames())) {
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException(sourceName + ": unknown key " + key + " (known: " + KEYS + ")");
            }
        }
        double[] v = new double[KEYS.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = required(p, KEYS.get(i), sourceName);
        }
        return fromValues(v);
    }

    private static BattleRoyaleCostProfile fromValues(double[] v) {
        return new BattleRoyaleCostProfile(v[0], v[1], v[2], v[3], v[4], v[5]);
    }

    /** Values in {@link #KEYS} order. */
    public double[] values() {
        return new double[] {dispatchPerMessageNs, simulatePerAliveCharacterNs, simulateBaseNs,
                rpcSerializePerConnectionNs, flushPerSerializedActorPerConnectionNs, sendFlushPerConnectionNs};
    }

    /** A copy with some keys replaced; an unknown key is refused with the known ones. */
    public BattleRoyaleCostProfile withOverrides(Map<String, Double> overrides) {
        double[] v = values();
        for (Map.Entry<String, Double> e : new TreeMap<>(overrides).entrySet()) {
            int i = KEYS.indexOf(e.getKey());
            if (i < 0) {
                throw new IllegalArgumentException("unknown cost profile key '" + e.getKey() + "' (known: " + KEYS + ")");
            }
            v[i] = e.getValue();
        }
        return fromValues(v);
    }

    private static double required(Properties p, String key, String sourceName) {
        String v = p.getProperty(key);
        if (v == null) {
            throw new IllegalArgumentException(sourceName + ": missing key " + key);
        }
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(sourceName + ": key " + key + " is not a number: " + v);
        }
    }
}
