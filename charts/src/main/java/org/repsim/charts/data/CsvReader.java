package org.repsim.charts.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.repsim.charts.ChartException;

/**
 * RFC 4180 reader for the result files: comma separated, fields optionally quoted with
 * {@code "}, a doubled quote inside a quoted field is a literal quote, quoted fields may span
 * lines. Accepts {@code \n} and {@code \r\n} line ends. Kept inside charts on purpose: the result
 * files are the contract, so charts must not depend on the experiments module's writer.
 */
public final class CsvReader {
    private CsvReader() {
    }

    /** Reads a whole file; the first record is the header. Every record must have the header's width. */
    public static CsvTable read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ChartException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
        return parse(file.toString(), text);
    }

    /** Parses CSV text; {@code source} names the input in error messages. */
    public static CsvTable parse(String source, String text) {
        List<List<String>> records = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int line = 1;
        int recordLine = 1;
        boolean quoted = false;
        boolean fieldWasQuoted = false;
        int i = 0;
        int n = text.length();
        if (n > 0 && text.charAt(0) == '\uFEFF') {
            i = 1; // tolerate a UTF-8 byte order mark written by spreadsheet tools
        }
        while (i < n) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < n && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i += 2;
                        continue;
                    }
                    quoted = false;
                } else {
                    if (c == '\n') {
                        line++;
                    }
                    field.append(c);
                }
                i++;
                continue;
            }
            switch (c) {
                case '"' -> {
                    if (field.length() != 0 || fieldWasQuoted) {
                        throw new ChartException(source + ":" + line + ": stray quote inside an unquoted field");
                    }
                    quoted = true;
                    fieldWasQuoted = true;
                }
                case ',' -> {
                    record.add(field.toString());
                    field.setLength(0);
                    fieldWasQuoted = false;
                }
                case '\r' -> {
                    if (i + 1 >= n || text.charAt(i + 1) != '\n') {
                        throw new ChartException(source + ":" + line + ": bare carriage return");
                    }
                }
                case '\n' -> {
                    record.add(field.toString());
                    field.setLength(0);
                    fieldWasQuoted = false;
                    records.add(record);
                    lines.add(recordLine);
                    record = new ArrayList<>();
                    line++;
                    recordLine = line;
                }
                default -> {
                    if (fieldWasQuoted) {
                        throw new ChartException(source + ":" + line + ": text after a closing quote");
                    }
                    field.append(c);
                }
            }
            i++;
        }
        if (quoted) {
            throw new ChartException(source + ":" + recordLine + ": quoted field is never closed");
        }
        if (field.length() > 0 || fieldWasQuoted || !record.isEmpty()) {
            record.add(field.toString()); // last record without a trailing line end
            records.add(record);
            lines.add(recordLine);
        }
        if (records.isEmpty()) {
            throw new ChartException(source + ": empty file, expected a header row");
        }
        List<String> header = records.get(0);
        for (int r = 1; r < records.size(); r++) {
            if (records.get(r).size() != header.size()) {
                throw new ChartException(source + ":" + lines.get(r) + ": " + records.get(r).size()
                        + " fields, header has " + header.size());
            }
        }
        return new CsvTable(source, header, records.subList(1, records.size()), lines.subList(1, lines.size()));
    }
}
