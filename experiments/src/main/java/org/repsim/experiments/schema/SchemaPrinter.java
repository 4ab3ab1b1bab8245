package org.repsim.experiments.schema;

import java.util.ArrayList;
import java.util.List;

/** Renders a schema as the {@code repsim schema} listing: one line per key with type, default and meaning. */
public final class SchemaPrinter {
    private record Line(String key, String type, boolean required, String defaultDoc, String description) {
    }

    private SchemaPrinter() {
    }

    public static String render(String title, ObjectSchema schema, String prefix) {
        List<Line> lines = new ArrayList<>();
        collect(schema, prefix, lines);
        int keyWidth = 0;
        for (Line l : lines) {
            keyWidth = Math.max(keyWidth, l.key().length());
        }
        StringBuilder out = new StringBuilder(title).append('\n');
        if (!schema.doc().isEmpty()) {
            out.append("  ").append(schema.doc()).append('\n');
        }
        for (Line l : lines) {
            out.append("  ").append(pad(l.key(), keyWidth)).append("  ").append(l.type());
            if (l.required()) {
                out.append("  [required]");
            } else if (!l.defaultDoc().isEmpty()) {
                out.append("  [default: ").append(l.defaultDoc()).append(']');
            }
            out.append('\n');
            if (!l.description().isEmpty()) {
                out.append("  ").append(" ".repeat(keyWidth)).append("    ").append(l.description()).append('\n');
            }
        }
        return out.toString();
    }

    private static void collect(ObjectSchema schema, String prefix, List<Line> lines) {
        for (Field f : schema.fields()) {
            String key = prefix.isEmpty() ? f.name() : prefix + "." + f.name();
            Schema t = f.type();
            lines.add(new Line(key, t.typeName(), f.required(), f.defaultDoc(), f.description()));
            if (t instanceof ObjectSchema o) {
                collect(o, key, lines);
            } else if (t instanceof ListSchema l && l.element() instanceof ObjectSchema o) {
                collect(o, key + "[]", lines);
            } else if (t instanceof MapSchema m && m.value() instanceof ObjectSchema o) {
                collect(o, key + ".<" + m.keyDoc() + ">", lines);
            }
        }
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
