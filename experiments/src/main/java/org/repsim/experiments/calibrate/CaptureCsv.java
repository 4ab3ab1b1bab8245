package org.repsim.experiments.calibrate;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A capture file read as CSV (Commons CSV): the header's column positions by name, the records,
 * and the messages every capture reader gives for a missing column or a value that is no number.
 * Unreal writes these files with a UTF-8 byte-order mark at times; it is dropped.
 */
final class CaptureCsv {
    final Path file;
    final List<String> header;
    final List<CSVRecord> records;
    private final Map<String, Integer> columns = new LinkedHashMap<>();

    private CaptureCsv(Path file, List<String> header, List<CSVRecord> records) {
        this.file = file;
        this.header = header;
        this.records = records;
        for (int i = 0; i < header.size(); i++) {
            columns.putIfAbsent(header.get(i), i);
        }
    }

    static CaptureCsv read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CalibrationException(file + ": cannot read the capture (" + e.getClass().getSimpleName() + ")");
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        try (Reader r = new java.io.StringReader(text);
             CSVParser p = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true).setIgnoreEmptyLines(true)
                     .get().parse(r)) {
            List<CSVRecord> all = p.getRecords();
            if (all.isEmpty()) {
                throw new CalibrationException(file + ": the capture is empty (no header line)");
            }
            List<String> header = new ArrayList<>();
            all.get(0).forEach(h -> header.add(h.strip()));
            return new CaptureCsv(file, header, all.subList(1, all.size()));
        } catch (IOException | java.io.UncheckedIOException | IllegalStateException e) {
            throw new CalibrationException(file + ": not a valid CSV file (" + e.getMessage() + ")");
        }
    }

    boolean has(String column) {
        return columns.containsKey(column);
    }

    /** Fails naming every column of {@code required} the header lacks. */
    void require(String format, List<String> required) {
        List<String> missing = required.stream().filter(c -> !has(c)).toList();
        if (!missing.isEmpty()) {
            throw new CalibrationException(file + ": line 1: a " + format + " capture needs the column"
                    + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing) + " (found: "
                    + String.join(",", header) + ")");
        }
    }

    String text(CSVRecord r, String column) {
        int i = columns.get(column);
        return i < r.size() ? r.get(i).strip() : "";
    }

    /** A number of column {@code column}; blank is {@code blank}. */
    double number(CSVRecord r, String column, double blank) {
        String s = text(r, column);
        if (s.isEmpty()) {
            return blank;
        }
        try {
            return Double.parseDouble(s.replace(",", ""));
        } catch (NumberFormatException e) {
            throw new CalibrationException(file + ": line " + line(r) + ": column " + column + ": '" + s
                    + "' is not a number");
        }
    }

    static long line(CSVRecord r) {
        return r.getRecordNumber();
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
