package org.repsim.experiments.input;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Map;

/** SHA-256 helpers for input and configuration hashes. */
public final class Hashing {
    private Hashing() {
    }

    public static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    public static String sha256(String text) {
        return hex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
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
        StringBuilder b = new StringBuilder(bytes.length * 2);
        for (byte x : bytes) {
            b.append(Character.forDigit((x >> 4) & 0xF, 16)).append(Character.forDigit(x & 0xF, 16));
        }
        return b.toString();
    }
}
