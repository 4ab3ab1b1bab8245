package org.repsim.results;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;

/**
 * The one writer and reader of a cell-store file ({@code DIR/.cells/<experiment>/*.cell}): a first
 * line {@code repsim-cell 4 sha256=<hex>} with the SHA-256 of the rest, then the cell as JSON
 * (Jackson). Doubles are stored as the hex text of their exact bits, so a cell reused by
 * {@code --resume} gives the same bytes in the result files as a recomputed one. The checksum makes
 * an edited or cut-off file unreadable, so {@code --resume} recomputes it instead of trusting it.
 */
public final class CellFile {
    static final String FORMAT = "repsim-cell 4";
    private static final String HEADER = FORMAT + " sha256=";

    private CellFile() {
    }

    public static void write(Path file, StoredCell cell) throws IOException {
        byte[] bytes = encode(cell);
        AtomicFile.write(file, out -> out.write(bytes));
    }

    /**
     * The bytes {@link #write} puts in a file: also how the distributed engine ships replications
     * from its executors to the driver, so what arrives is exactly what a cell file would restore.
     */
    public static byte[] encode(StoredCell cell) throws IOException {
        java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
        writeBody(body, cell);
        byte[] bytes = body.toByteArray();
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream(bytes.length + 100);
        all.write((HEADER + sha256(bytes) + "\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        all.write(bytes);
        return all.toByteArray();
    }

    private static String sha256(byte[] bytes) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private static void writeBody(java.io.OutputStream out, StoredCell cell) throws IOException {
        {
            JsonGenerator g = JsonText.FACTORY.createGenerator(out);
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.writeStartObject();
            g.writeStringField("config", cell.configHash());
            g.writeStringField("cell", cell.cell());
            g.writeStringField("fingerprint", cell.fingerprint());
            g.writeArrayFieldStart("runs");
            for (RunOutput run : cell.replications()) {
                g.writeStartObject();
                g.writeNumberField("fingerprint", run.fingerprint());
                g.writeObjectFieldStart("metrics");
                for (Map.Entry<String, Double> m : run.metrics().entrySet()) {
                    g.writeStringField(m.getKey(), bits(m.getValue()));
                }
                g.writeEndObject();
                TimerTree t = run.timers();
                if (t != null) {
                    g.writeObjectFieldStart("timers");
                    g.writeNumberField("frames", t.frames());
                    g.writeStringField("window_s", bits(t.windowSeconds()));
                    g.writeArrayFieldStart("scopes");
                    for (TimerTree.Scope s : t.scopes()) {
                        g.writeStartArray();
                        g.writeString(s.path());
                        g.writeString(s.name());
                        g.writeString(s.parentPath());
                        g.writeNumber(s.calls());
                        g.writeString(bits(s.inclusiveNanos()));
                        g.writeString(bits(s.exclusiveNanos()));
                        g.writeEndArray();
                    }
                    g.writeEndArray();
                    g.writeArrayFieldStart("operations");
                    for (TimerTree.Operations o : t.operations()) {
                        g.writeStartArray();
                        g.writeString(o.scopePath());
                        g.writeString(o.key());
                        g.writeString(bits(o.count()));
                        g.writeBoolean(o.chargedInRun());
                        g.writeEndArray();
                    }
                    g.writeEndArray();
                    g.writeEndObject();
                }
                g.writeArrayFieldStart("series");
                for (TimeSeries s : run.series()) {
                    samples(g, s.metric(), s.timesSeconds(), s.values());
                }
                g.writeEndArray();
                g.writeArrayFieldStart("distributions");
                for (Quantiles q : run.distributions()) {
                    samples(g, q.metric(), q.probabilities(), q.values());
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.flush();
        }
    }

    private static void samples(JsonGenerator g, String metric, double[] at, double[] values) throws IOException {
        g.writeStartObject();
        g.writeStringField("metric", metric);
        g.writeArrayFieldStart("at");
        for (double v : at) {
            g.writeString(bits(v));
        }
        g.writeEndArray();
        g.writeArrayFieldStart("values");
        for (double v : values) {
            g.writeString(bits(v));
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /**
     * @throws ResultFileException when the file is not a complete, unchanged cell written by
     *                             {@link #write} (another format, a checksum that does not match)
     */
    public static StoredCell read(Path file) throws IOException {
        return decode(Files.readAllBytes(file), file.toString());
    }

    /** What {@link #encode} gave; {@code file} names where the bytes came from in messages. */
    public static StoredCell decode(byte[] all, String file) throws IOException {
        int eol = 0;
        while (eol < all.length && all[eol] != '\n') {
            eol++;
        }
        String header = new String(all, 0, eol, java.nio.charset.StandardCharsets.US_ASCII);
        if (!header.startsWith(HEADER) || eol == all.length) {
            throw new ResultFileException(file + ": not a '" + FORMAT + "' file");
        }
        byte[] body = java.util.Arrays.copyOfRange(all, eol + 1, all.length);
        if (!header.substring(HEADER.length()).equals(sha256(body))) {
            throw new ResultFileException(file + ": content does not match its checksum (edited or cut off)");
        }
        JsonNode root;
        try {
            root = ManifestFile.MAPPER.readTree(body);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new ResultFileException(file + ": not a cell file (" + e.getOriginalMessage() + ")", e);
        }
        try {
            if (root == null) {
                throw new IllegalArgumentException("empty cell file");
            }
            List<RunOutput> runs = new ArrayList<>();
            for (JsonNode r : need(root, "runs")) {
                TreeMap<String, Double> metrics = new TreeMap<>();
                need(r, "metrics").properties().forEach(e -> metrics.put(e.getKey(), unbits(e.getValue().asText())));
                TimerTree timers = null;
                JsonNode t = r.get("timers");
                if (t != null) {
                    List<TimerTree.Scope> scopes = new ArrayList<>();
                    for (JsonNode s : need(t, "scopes")) {
                        scopes.add(new TimerTree.Scope(s.get(0).asText(), s.get(1).asText(), s.get(2).asText(),
                                s.get(3).asLong(), unbits(s.get(4).asText()), unbits(s.get(5).asText())));
                    }
                    List<TimerTree.Operations> operations = new ArrayList<>();
                    for (JsonNode o : need(t, "operations")) {
                        operations.add(new TimerTree.Operations(o.get(0).asText(), o.get(1).asText(),
                                unbits(o.get(2).asText()), o.get(3).asBoolean()));
                    }
                    timers = new TimerTree(need(t, "frames").asLong(), unbits(need(t, "window_s").asText()), scopes,
                            operations);
                }
                List<TimeSeries> series = new ArrayList<>();
                for (JsonNode s : need(r, "series")) {
                    series.add(new TimeSeries(need(s, "metric").asText(), doubles(need(s, "at")), doubles(need(s, "values"))));
                }
                List<Quantiles> dists = new ArrayList<>();
                for (JsonNode q : need(r, "distributions")) {
                    dists.add(new Quantiles(need(q, "metric").asText(), doubles(need(q, "at")), doubles(need(q, "values"))));
                }
                runs.add(new RunOutput(metrics, timers, need(r, "fingerprint").asLong(), series, dists));
            }
            return new StoredCell(need(root, "cell").asText(), need(root, "config").asText(),
                    need(root, "fingerprint").asText(), runs);
        } catch (RuntimeException e) {
            throw new ResultFileException(file + ": " + e.getMessage(), e);
        }
    }

    private static JsonNode need(JsonNode node, String key) {
        JsonNode v = node.get(key);
        if (v == null) {
            throw new IllegalArgumentException("missing key '" + key + "'");
        }
        return v;
    }

    private static String bits(double v) {
        return Long.toHexString(Double.doubleToRawLongBits(v));
    }

    private static double unbits(String s) {
        return Double.longBitsToDouble(Long.parseUnsignedLong(s, 16));
    }

    private static double[] doubles(JsonNode array) {
        double[] out = new double[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = unbits(array.get(i).asText());
        }
        return out;
    }
}
