package org.repsim.experiments.input;

import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import org.repsim.engine.fingerprint.ContentDigest;

/** Configuration hashes: SHA-256 ({@link ContentDigest}) of an unambiguous encoding of a checked value tree. */
public final class Hashing {
    private Hashing() {
    }

    public static MessageDigest sha256() {
        return ContentDigest.sha256();
    }

    public static String sha256(String text) {
        return ContentDigest.sha256Hex(text);
    }

    /**
     * SHA-256 of a checked value tree (maps, lists, strings, numbers, booleans, null) in an
     * unambiguous encoding: every string is length-prefixed and every number keeps its exact
     * bits, so two different configurations never share a hash. Map order is the map's own
     * (sorted or schema order: never hash order).
     */
    public static String sha256Of(Object tree) {
        StringBuilder b = new StringBuilder();
        encode(tree, b);
        return sha256(b.toString());
    }

    private static void encode(Object v, StringBuilder b) {
        if (v instanceof Map<?, ?> m) {
            b.append('{').append(m.size()).append(':');
            for (Map.Entry<?, ?> e : m.entrySet()) {
                encode(String.valueOf(e.getKey()), b);
                encode(e.getValue(), b);
            }
            b.append('}');
        } else if (v instanceof List<?> l) {
            b.append('[').append(l.size()).append(':');
            l.forEach(x -> encode(x, b));
            b.append(']');
        } else if (v instanceof String s) {
            b.append('s').append(s.length()).append(':').append(s);
        } else if (v instanceof Double d) {
            b.append('d').append(Long.toHexString(Double.doubleToLongBits(d))).append(';');
        } else if (v instanceof Long || v instanceof Integer || v instanceof Boolean) {
            b.append(v.getClass().getSimpleName().charAt(0)).append(v).append(';');
        } else if (v == null) {
            b.append('n');
        } else {
            throw new IllegalArgumentException("cannot hash a " + v.getClass().getName());
        }
    }

    public static String hex(byte[] bytes) {
        return ContentDigest.hex(bytes);
    }
}
