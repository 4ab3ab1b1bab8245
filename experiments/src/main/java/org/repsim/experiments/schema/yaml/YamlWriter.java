package org.repsim.experiments.schema.yaml;

import java.util.regex.Pattern;

/**
 * Writes a {@link YNode} tree back as block-style YAML (used for the resolved
 * {@code experiment.yaml}). Plain scalars stay plain so that re-reading yields the same values
 * and the same labels; anything that could change meaning when unquoted is double-quoted.
 */
public final class YamlWriter {
    private static final Pattern SAFE_PLAIN = Pattern.compile("[A-Za-z0-9_./+-][A-Za-z0-9_./+%=, -]*");
    private static final Pattern SAFE_KEY = Pattern.compile("[A-Za-z0-9_./-]+");

    private YamlWriter() {
    }

    public static String write(YNode root) {
        StringBuilder out = new StringBuilder();
        if (root instanceof YMap map && !map.entries().isEmpty()) {
            writeMapBody(map, 0, out);
        } else if (root instanceof YList list && !list.items().isEmpty()) {
            writeListBody(list, 0, out);
        } else {
            out.append(inline(root)).append('\n');
        }
        return out.toString();
    }

    private static void writeMapBody(YMap map, int indent, StringBuilder out) {
        for (YMap.Entry e : map.entries()) {
            out.append(" ".repeat(indent)).append(key(e.key())).append(':');
            writeValue(e.value(), indent, out);
        }
    }

    private static void writeListBody(YList list, int indent, StringBuilder out) {
        for (YNode item : list.items()) {
            out.append(" ".repeat(indent)).append('-');
            if (item instanceof YMap m && !m.entries().isEmpty()) {
                // "- key: value" with the rest of the mapping aligned under the first key.
                StringBuilder inner = new StringBuilder();
                writeMapBody(m, indent + 2, inner);
                out.append(' ').append(inner.substring(indent + 2));
            } else {
                writeValue(item, indent, out);
            }
        }
    }

    private static void writeValue(YNode value, int indent, StringBuilder out) {
        if (value instanceof YMap m && !m.entries().isEmpty()) {
            out.append('\n');
            writeMapBody(m, indent + 2, out);
        } else if (value instanceof YList l && !l.items().isEmpty()) {
            out.append('\n');
            writeListBody(l, indent + 2, out);
        } else {
            out.append(' ').append(inline(value)).append('\n');
        }
    }

    private static String inline(YNode node) {
        if (node instanceof YMap) {
            return "{}";
        }
        if (node instanceof YList) {
            return "[]";
        }
        YScalar s = (YScalar) node;
        if (s.isNull()) {
            return "null";
        }
        if (s.plain() && SAFE_PLAIN.matcher(s.text()).matches() && !s.text().endsWith(" ")
                && !s.text().contains(": ") && !s.text().contains(" #")) {
            return s.text();
        }
        return quote(s.text());
    }

    private static String key(String k) {
        return SAFE_KEY.matcher(k).matches() ? k : quote(k);
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                case '\r' -> b.append("\\r");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\x%02x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
