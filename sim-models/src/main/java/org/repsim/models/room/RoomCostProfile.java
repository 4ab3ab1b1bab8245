package org.repsim.models.room;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.models.room.data.YamlMap;

/**
 * Unit CPU costs of the room server, in nanoseconds, read from a YAML data file whose comments
 * say where each value comes from ({@code cost-profile.yaml} beside this package's resources
 * is the shipped one). The simulation multiplies these by the operations it performs; nothing
 * else is charged.
 */
public record RoomCostProfile(double receivePerMessageNanos, double receivePerByteNanos, double stateChangeNanos,
                              double flushNanos, double stringifyPerByteNanos, double comparePerFieldNanos,
                              double temporaryNanos, double sendPerFrameNanos, double sendPerByteNanos) {
    /** Name of the shipped profile in experiment files. */
    public static final String SHIPPED_NAME = "room-node-ws";
    public static final String SHIPPED = "/org/repsim/models/room/cost-profile.yaml";
    /** File keys, in component order; {@code _us} keys are microseconds, {@code _ns} keys nanoseconds. */
    public static final List<String> KEYS = List.of("receive_us_per_message", "receive_ns_per_byte", "state_change_us",
            "flush_us", "stringify_ns_per_byte", "compare_ns_per_field", "temporary_ns", "send_us_per_frame",
            "send_ns_per_byte");

    public static RoomCostProfile shipped() {
        return from(YamlMap.resource(RoomCostProfile.class, SHIPPED));
    }

    public static RoomCostProfile read(String file, Reader reader) {
        return from(YamlMap.read(file, reader));
    }

    /** The shipped profile by name ({@value #SHIPPED_NAME}), or a profile file by path. */
    public static RoomCostProfile load(String nameOrPath) {
        if (SHIPPED_NAME.equals(nameOrPath)) {
            return shipped();
        }
        Path path = Path.of(nameOrPath);
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("no room cost profile file or shipped profile named '" + nameOrPath
                    + "' (shipped: " + SHIPPED_NAME + ")");
        }
        try (Reader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return read(path.toString(), r);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read room cost profile " + path + ": " + e.getMessage(), e);
        }
    }

    /** A copy with some keys replaced (values in the file's units); an unknown key is refused. */
    public RoomCostProfile withOverrides(Map<String, Double> overrides) {
        double[] v = fileValues();
        for (Map.Entry<String, Double> e : new TreeMap<>(overrides).entrySet()) {
            int i = KEYS.indexOf(e.getKey());
            if (i < 0) {
                throw new IllegalArgumentException("unknown room cost profile key '" + e.getKey() + "' (known: " + KEYS + ")");
            }
            if (!(e.getValue() >= 0)) {
                throw new IllegalArgumentException("room cost profile key '" + e.getKey() + "' must be >= 0");
            }
            v[i] = e.getValue();
        }
        return fromFileValues(v);
    }

    /** Values in {@link #KEYS} order and the file's units. */
    public double[] fileValues() {
        double[] ns = {receivePerMessageNanos, receivePerByteNanos, stateChangeNanos, flushNanos, stringifyPerByteNanos,
                comparePerFieldNanos, temporaryNanos, sendPerFrameNanos, sendPerByteNanos};
        for (int i = 0; i < ns.length; i++) {
            ns[i] /= scale(KEYS.get(i));
        }
        return ns;
    }

    private static RoomCostProfile from(YamlMap m) {
        m.allowOnly(new HashSet<>(KEYS));
        double[] v = new double[KEYS.size()];
        for (int i = 0; i < v.length; i++) {
            String key = KEYS.get(i);
            if (!m.has(key)) {
                throw m.error(key, "missing (every cost must be stated, with its source)");
            }
            v[i] = m.number(key, 0, 0, 1e9);
        }
        return fromFileValues(v);
    }

    private static RoomCostProfile fromFileValues(double[] v) {
        double[] ns = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            ns[i] = v[i] * scale(KEYS.get(i));
        }
        return new RoomCostProfile(ns[0], ns[1], ns[2], ns[3], ns[4], ns[5], ns[6], ns[7], ns[8]);
    }

    private static double scale(String key) {
        return key.contains("_us") ? 1_000.0 : 1.0;
    }
}
