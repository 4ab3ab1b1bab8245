package org.repsim.experiments.results;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A small hand-written JSON writer: objects with keys sorted (so bytes never depend on map
 * order), two-space indentation, numbers via {@link Numbers}. Enough for manifests and
 * canonical configuration hashes; no dependency.
 */
public final class Json {
    private Json() {
    }

    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, 0, out);
        return out.append('\n').toString();
    }

    private static void write(Object v, int indent, StringBuilder out) {
        if (v == null) {
            out.append("null");
        } else if (v instanceof String s) {
            string(s, out);
        } else if (v instanceof Double d) {
            if (Double.isFinite(d)) {
                out.append(Numbers.format(d));
            } else {
                string(d.toString(), out);
            }
        } else if (v instanceof Number || v instanceof Boolean) {
            out.append(v);
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) {
                out.append("{}");
                return;
            }
            TreeMap<String, Object> sorted = new TreeMap<>();
            m.forEach((k, x) -> sorted.put(String.valueOf(k), x));
            out.append("{\n");
            int i = 0;
            for (Map.Entry<String, Object> e : sorted.entrySet()) {
                out.append("  ".repeat(indent + 1));
                string(e.getKey(), out);
                out.append(": ");
                write(e.getValue(), indent + 1, out);
                out.append(++i < sorted.size() ? ",\n" : "\n");
            }
            out.append("  ".repeat(indent)).append('}');
        } else if (v instanceof List<?> l) {
            if (l.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append("[\n");
            for (int i = 0; i < l.size(); i++) {
                out.append("  ".repeat(indent + 1));
                write(l.get(i), indent + 1, out);
                out.append(i + 1 < l.size() ? ",\n" : "\n");
            }
            out.append("  ".repeat(indent)).append(']');
        } else {
            string(v.toString(), out);
        }
    }

    private static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
