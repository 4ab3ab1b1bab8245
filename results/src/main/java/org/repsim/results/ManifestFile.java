package org.repsim.results;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The one writer and reader of {@code manifest.json} (Jackson). Object keys are sorted, so bytes
 * never depend on map order; two-space indentation, {@code "key": value}, empty containers as
 * {@code {}} / {@code []}, doubles as {@link Numbers} prints them, a final newline.
 */
public final class ManifestFile {
    public static final String NAME = "manifest.json";

    static final JsonFactory JSON = new JsonFactory();
    static final ObjectMapper MAPPER = new ObjectMapper();

    private ManifestFile() {
    }

    public static void write(Path file, Manifest m) throws IOException {
        AtomicFile.write(file, out -> write(out, m));
    }

    static void write(OutputStream out, Manifest m) throws IOException {
        Map<String, Object> root = new TreeMap<>();
        root.put("repsim_version", m.repsimVersion());
        root.put("experiment", m.experiment());
        root.put("model", m.model());
        root.put("input_hash", m.inputHash());
        root.put("seed", m.seed());
        root.put("replications", m.replications());
        root.put("axes", m.axes());
        root.put("config", m.config());
        List<Object> cells = new ArrayList<>();
        for (Manifest.CellEntry c : m.cells()) {
            Map<String, Object> cell = new LinkedHashMap<>();
            cell.put("cell", c.cell());
            cell.put("seed", c.seed());
            cell.put("config_hash", c.configHash());
            cell.put("fingerprint", c.fingerprint());
            cells.add(cell);
        }
        root.put("cells", cells);
        JsonGenerator g = JSON.createGenerator(out);
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        g.setPrettyPrinter(PRETTY);
        value(g, root);
        g.flush();
        out.write('\n');
    }

    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("").withArrayEmptySeparator(""))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n"));

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
        } else if (v instanceof Number n) {
            g.writeNumber(n.longValue());
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

    /** @throws ResultFileException naming the file when it is not a manifest written by {@link #write} */
    public static Manifest read(Path file) throws IOException {
        JsonNode root;
        try {
            root = MAPPER.readTree(Files.readAllBytes(file));
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new ResultFileException(file + ": not JSON (" + e.getOriginalMessage() + ")", e);
        }
        try {
            List<Manifest.CellEntry> cells = new ArrayList<>();
            for (JsonNode c : required(root, "cells")) {
                cells.add(new Manifest.CellEntry(text(c, "cell"), required(c, "seed").asLong(), text(c, "config_hash"),
                        text(c, "fingerprint")));
            }
            List<String> axes = new ArrayList<>();
            required(root, "axes").forEach(a -> axes.add(a.asText()));
            return new Manifest(text(root, "repsim_version"), text(root, "experiment"), text(root, "model"),
                    text(root, "input_hash"), required(root, "seed").asLong(), required(root, "replications").asLong(),
                    axes, plain(root.get("config")), cells);
        } catch (IllegalArgumentException e) {
            throw new ResultFileException(file + ": " + e.getMessage() + " (expected a manifest written by repsim run)", e);
        }
    }

    private static JsonNode required(JsonNode node, String key) {
        JsonNode v = node == null ? null : node.get(key);
        if (v == null) {
            throw new IllegalArgumentException("missing key '" + key + "'");
        }
        return v;
    }

    private static String text(JsonNode node, String key) {
        JsonNode v = required(node, key);
        return v.isNull() ? null : v.asText();
    }

    /** A JSON tree as the plain values {@link Manifest#config} holds. */
    private static Object plain(JsonNode n) {
        if (n == null || n.isNull()) {
            return null;
        }
        if (n.isObject()) {
            Map<String, Object> out = new LinkedHashMap<>();
            n.properties().forEach(e -> out.put(e.getKey(), plain(e.getValue())));
            return out;
        }
        if (n.isArray()) {
            List<Object> out = new ArrayList<>();
            n.forEach(x -> out.add(plain(x)));
            return out;
        }
        if (n.isIntegralNumber()) {
            return n.asLong();
        }
        if (n.isNumber()) {
            return n.asDouble();
        }
        if (n.isBoolean()) {
            return n.asBoolean();
        }
        return n.asText();
    }
}
