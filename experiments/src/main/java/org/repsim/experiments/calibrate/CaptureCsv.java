package org.repsim.experiments.calibrate;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;

/**
 * A capture file read as CSV (Commons CSV) in one pass, record by record, so that a capture is
 * never held as text: the header's column positions by name, then {@link #next()} row by row,
 * and the located messages ({@code file:line:1: column: message}) every capture reader gives
 * for a missing column or a value that is no number. The file is opened through
 * {@link UserFile} and bounded: at most {@link #MAX_BYTES}, {@link #MAX_ROWS} rows and
 * {@link #MAX_RECORD_BYTES} a record. Unreal writes these files with a UTF-8
 * byte-order mark at times; it is dropped.
 */
final class CaptureCsv implements AutoCloseable {
    /** A capture file's size limit: some 100 times a long CSV profiler session of a busy server. */
    static final long MAX_BYTES = 1L << 30;
    /** Rows (frames of a CSV profiler file, timers of an Insights export) a capture may have. */
    static final int MAX_ROWS = 1_000_000;
    /** Bytes one record may have (a header of thousands of stat names fits many times). */
    static final int MAX_RECORD_BYTES = 1 << 20;

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true)
            .setIgnoreEmptyLines(true).get();

    final Path file;
    final String origin;
    final List<String> header;
    private final String key;
    private final Map<String, Integer> columns = new LinkedHashMap<>();
    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private final UserFile.Input in;
    private long rows;

    /** One record and the line it ends on. */
    record Row(CSVRecord record, long line) {
        int size() {
            return record.size();
        }

        String get(int i) {
            return record.get(i);
        }
    }

    private CaptureCsv(Path file, String key, UserFile.Input in, CSVParser parser) {
        this.file = file;
        this.origin = file.toString();
        this.key = key;
        this.in = in;
        this.parser = parser;
        this.records = parser.iterator();
        Row first = next();
        if (first == null) {
            throw fail(1, "", "the capture is empty (no header line)");
        }
        List<String> h = new ArrayList<>();
        first.record().forEach(c -> h.add(c.strip()));
        if (!h.isEmpty() && h.get(0).startsWith("\uFEFF")) {
            h.set(0, h.get(0).substring(1).strip());
        }
        this.header = List.copyOf(h);
        for (int i = 0; i < header.size(); i++) {
            columns.putIfAbsent(header.get(i), i);
        }
    }

    /**
     * Opens a capture and reads its header; {@code key} is the key of a problem of the file as a
     * whole ("" for a capture argument, {@code --callees} for a callee tree).
     */
    static CaptureCsv open(Path file, String key) {
        String origin = file.toString();
        UserFile.Input in = UserFile.open(file, origin, key, MAX_BYTES, MAX_RECORD_BYTES);
        Reader text = new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT));
        CSVParser parser;
        try {
            parser = FORMAT.parse(text);
        } catch (IOException e) {
            closeQuietly(text);
            throw UserFile.problem(e, origin, key);
        }
        try {
            return new CaptureCsv(file, key, in, parser);
        } catch (RuntimeException e) {
            closeQuietly(parser);
            throw e;
        }
    }

    /** The next record, or null at the end of the file. */
    Row next() {
        try {
            if (!records.hasNext()) {
                return null;
            }
            CSVRecord r = records.next();
            in.recordEnded();
            long line = parser.getCurrentLineNumber();
            if (++rows > MAX_ROWS + 1L) {
                throw fail(line, "", "more than " + String.format(Locale.ROOT, "%,d", MAX_ROWS)
                        + " rows; refusing to read further (export a shorter range)");
            }
            return new Row(r, line);
        } catch (UncheckedIOException e) {
            throw unreadable(e.getCause());
        } catch (IllegalStateException e) {
            throw fail(parser.getCurrentLineNumber(), "", "not a valid CSV file: " + e.getMessage());
        }
    }

    /** A failure while reading, at the line reached: invalid CSV, else the reader's own (limits, UTF-8). */
    private InvalidInputException unreadable(IOException e) {
        long line = Math.max(1, parser.getCurrentLineNumber());
        if (e instanceof CSVException) {
            return fail(line, "", "not a valid CSV file: " + e.getMessage());
        }
        Problem p = UserFile.problem(e, origin, key).problems().get(0);
        return fail(line, p.keyPath(), p.message());
    }

    @Override
    public void close() {
        closeQuietly(parser);
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            // read to the end already, or failing anyway: nothing to report
        }
    }

    boolean has(String column) {
        return columns.containsKey(column);
    }

    int column(String name) {
        return columns.get(name);
    }

    /** Fails naming every column of {@code required} the header lacks. */
    void require(String format, List<String> required) {
        List<String> missing = required.stream().filter(c -> !has(c)).toList();
        if (!missing.isEmpty()) {
            throw fail(1, "", "a " + format + " capture needs the column" + (missing.size() == 1 ? " " : "s ")
                    + String.join(", ", missing) + " (found: " + headerText() + ")");
        }
    }

    /** The header for messages: its first columns, each cut short (a header can be a megabyte long). */
    String headerText() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < Math.min(header.size(), 12); i++) {
            String h = header.get(i);
            b.append(i == 0 ? "" : ",").append(h.length() > 40 ? h.substring(0, 40) + "..." : h);
        }
        return b + (header.size() > 12 ? ",... (" + header.size() + " columns)" : "");
    }

    String text(Row r, String column) {
        return text(r, columns.get(column));
    }

    private static String text(Row r, int i) {
        return i < r.size() ? r.get(i).strip() : "";
    }

    /** A number of column {@code column}; blank is {@code blank}. */
    double number(Row r, String column, double blank) {
        return number(r, columns.get(column), column, blank);
    }

    /** A number of the column at {@code index}, named {@code column} in messages; blank is {@code blank}. */
    double number(Row r, int index, String column, double blank) {
        String s = text(r, index);
        if (s.isEmpty()) {
            return blank;
        }
        try {
            return Double.parseDouble(s.replace(",", ""));
        } catch (NumberFormatException e) {
            throw fail(r.line(), column, "'" + s + "' is not a number");
        }
    }

    /** A problem of this capture at {@code line} (column 1: a record's fields have no column of their own). */
    InvalidInputException fail(long line, String key, String message) {
        return new InvalidInputException(List.of(new Problem(new Mark(origin, (int) Math.min(line, Integer.MAX_VALUE),
                1), key, message)));
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
