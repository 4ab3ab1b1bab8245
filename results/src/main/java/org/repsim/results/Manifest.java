package org.repsim.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code manifest.json}: what a result directory was computed from (version, input hash, resolved
 * configuration, seed, replications) and each cell's fingerprint. No timestamps, hosts or
 * durations (those go to run.log). Written last, so its presence marks a complete result set.
 *
 * @param config the resolved experiment document as plain JSON values: {@code Map<String, ?>},
 *               {@code List<?>}, {@code String}, {@code Long}, {@code Double}, {@code Boolean} or
 *               {@code null}. Held canonically (integers as {@code Long}, integral doubles as
 *               {@code Long}, other doubles rounded as {@link Numbers} prints them), which is
 *               exactly what reading the file back gives.
 */
public record Manifest(String repsimVersion, String experiment, String model, String inputHash, long seed,
                       long replications, List<String> axes, Object config, List<CellEntry> cells) {
    /** One cell: its label, seed, configuration hash (what --resume matches) and result fingerprint. */
    public record CellEntry(String cell, long seed, String configHash, String fingerprint) {
    }

    public Manifest {
        Objects.requireNonNull(repsimVersion, "repsimVersion");
        Objects.requireNonNull(experiment, "experiment");
        axes = List.copyOf(axes);
        config = canonical(config);
        cells = List.copyOf(cells);
    }

    /** Recorded fingerprints by cell label, in manifest order. */
    public Map<String, String> fingerprints() {
        Map<String, String> out = new LinkedHashMap<>();
        cells.forEach(c -> out.put(c.cell(), c.fingerprint()));
        return out;
    }

    static Object canonical(Object v) {
        if (v == null || v instanceof String || v instanceof Boolean || v instanceof Long) {
            return v;
        }
        if (v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (!Double.isFinite(d)) {
                return Double.toString(d);   // JSON has no NaN/Infinity: written as text
            }
            d = Numbers.canonical(d);
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? (Object) (long) d : (Object) d;
        }
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            m.forEach((k, x) -> out.put(String.valueOf(k), canonical(x)));
            return java.util.Collections.unmodifiableMap(out);
        }
        if (v instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            l.forEach(x -> out.add(canonical(x)));
            return java.util.Collections.unmodifiableList(out);
        }
        throw new IllegalArgumentException("not a JSON value: " + v.getClass().getName());
    }
}
