package org.repsim.results;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Canonical JSON text of plain values (Jackson's generator): object keys sorted, so bytes never
 * depend on map order; two-space indentation, {@code "key": value}, empty containers as {@code {}}
 * and {@code []}, doubles as {@link Numbers} prints them (non-finite ones as strings), a final
 * newline. {@code manifest.json} is written this way, and experiment configurations are hashed
 * over this text, so it must not change without a reason.
 */
public final class JsonText {
    static final JsonFactory FACTORY = new JsonFactory();

    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("").withArrayEmptySeparator(""))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n"));

    private JsonText() {
    }

    /**
     * @param value {@code Map} (keys as {@code String.valueOf}), {@code List}, {@code String},
     *              {@code Number}, {@code Boolean} or {@code null}; anything else is written as its
     *              {@code toString()} text
     */
    public static String write(Object value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            write(out, value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);   // in-memory stream: cannot happen
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    static void write(OutputStream out, Object value) throws IOException {
        JsonGenerator g = FACTORY.createGenerator(out);
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        g.setPrettyPrinter(PRETTY);
        value(g, value);
        g.flush();
        out.write('\n');
    }

    private static void value(JsonGenerator g, Object v) throws IOException {
        if (v == null) {
            g.writeNull();
        } else if (v instanceof String s) {
            g.writeString(s);
        } else if (v instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (v instanceof Double d) {
            if (Double.isFinite(d)) {
                g.writeNumber(Numbers.format(d));
            } else {
                g.writeString(d.toString());
            }
        } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            g.writeNumber(((Number) v).longValue());
        } else if (v instanceof Number n) {
            g.writeNumber(n.toString());
        } else if (v instanceof Map<?, ?> map) {
            TreeMap<String, Object> sorted = new TreeMap<>();
            map.forEach((k, x) -> sorted.put(String.valueOf(k), x));
            g.writeStartObject();
            for (Map.Entry<String, Object> e : sorted.entrySet()) {
                g.writeFieldName(e.getKey());
                value(g, e.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof List<?> list) {
            g.writeStartArray();
            for (Object x : list) {
                value(g, x);
            }
            g.writeEndArray();
        } else {
            g.writeString(v.toString());
        }
    }
}
