package org.repsim.results;

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

/** The one writer and reader of {@code manifest.json} (Jackson), written as {@link JsonText}. */
public final class ManifestFile {
    public static final String NAME = "manifest.json";

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
        JsonText.write(out, root);
    }

    /** @throws ResultFileException naming the file when it is not a manifest written by {@link #write} */
    public static Manifest read(Path file) throws IOException {
        return parse(Files.readAllBytes(file), file.toString());
    }

    /**
     * A manifest from its bytes; {@code origin} names the file in messages.
     *
     * @throws ResultFileException located in the file (a JSON error at its line and column, a
     *                             missing key at 1:1) when it is not a manifest written by {@link #write}
     */
    public static Manifest parse(byte[] bytes, String origin) throws ResultFileException {
        JsonNode root;
        try {
            root = MAPPER.readTree(bytes);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            var at = e.getLocation();
            int line = at == null ? 1 : Math.max(1, at.getLineNr());
            int column = at == null ? 1 : Math.max(1, at.getColumnNr());
            throw new ResultFileException(origin, new ResultFileException.Located(line, column, "not JSON ("
                    + withoutSource(e.getOriginalMessage()) + ")"), e);
        } catch (IOException e) {
            throw new ResultFileException(origin, new ResultFileException.Located(1, 1, "not JSON ("
                    + e.getMessage() + ")"), e);
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
            throw new ResultFileException(origin, new ResultFileException.Located(1, 1, e.getMessage()
                    + " (expected a manifest written by repsim run)"), e);
        }
    }

    /** Jackson's message without the parser's notes on where it began reading (they name its options). */
    private static String withoutSource(String message) {
        int cut = message.indexOf(" (start marker at");
        return (cut < 0 ? message : message.substring(0, cut)).strip();
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
