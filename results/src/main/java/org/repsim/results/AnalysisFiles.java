package org.repsim.results;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * The writer and reader of an analysis experiment's own tables ({@link AnalysisTables}):
 * {@code sensitivity.csv}, {@code crossover.csv} and {@code crossover-points.csv}, each
 * {@code experiment} then fixed columns, in the CSV dialect and number form of
 * {@link ResultFiles}, written atomically. A file is written only when its table has rows, so a
 * plain experiment's folder holds none of them.
 */
public final class AnalysisFiles {
    public static final String SENSITIVITY = "sensitivity.csv";
    public static final String CROSSOVER = "crossover.csv";
    public static final String CROSSOVER_POINTS = "crossover-points.csv";

    private static final Table<SensitivityRow> SENSITIVITY_TABLE = new Table<>(SENSITIVITY,
            List.of("quantity", "quantity_unit", "key", "key_unit", "status", "key_value", "step", "n", "base",
                    "up", "down", "elasticity", "sd", "ci95_low", "ci95_high"),
            r -> List.of(r.quantity(), r.quantityUnit(), r.key(), r.keyUnit(), r.status(), num(r.keyValue()),
                    num(r.step()), Integer.toString(r.n()), num(r.base()), num(r.up()), num(r.down()),
                    num(r.elasticity()), num(r.sd()), num(r.ci95Low()), num(r.ci95High())),
            f -> new SensitivityRow(f.text(0), f.text(1), f.text(2), f.text(3), f.text(4), f.number(5), f.number(6),
                    f.integer(7), f.number(8), f.number(9), f.number(10), f.number(11), f.number(12), f.number(13),
                    f.number(14)));
    private static final Table<Crossing> CROSSING_TABLE = new Table<>(CROSSOVER,
            List.of("axis", "metric", "unit", "where", "vs", "scale", "from", "to", "iterations", "estimate",
                    "ci95_low", "ci95_high", "bracket_low", "bracket_high"),
            r -> List.of(r.axis(), r.metric(), r.unit(), r.where(), r.vs(), r.scale(), num(r.from()), num(r.to()),
                    Integer.toString(r.iterations()), num(r.estimate()), num(r.low()), num(r.high()),
                    num(r.bracketLow()), num(r.bracketHigh())),
            f -> new Crossing(f.text(0), f.text(1), f.text(2), f.text(3), f.text(4), f.text(5), f.number(6),
                    f.number(7), f.integer(8), f.number(9), f.number(10), f.number(11), f.number(12), f.number(13)));
    private static final Table<CrossoverPoint> POINTS_TABLE = new Table<>(CROSSOVER_POINTS,
            List.of("axis", "x", "iteration", "n", "where", "vs", "difference", "sd", "ci95_low", "ci95_high"),
            r -> List.of(r.axis(), num(r.x()), Integer.toString(r.iteration()), Integer.toString(r.n()),
                    num(r.where()), num(r.vs()), num(r.difference()), num(r.sd()), num(r.ci95Low()),
                    num(r.ci95High())),
            f -> new CrossoverPoint(f.text(0), f.number(1), f.integer(2), f.integer(3), f.number(4), f.number(5),
                    f.number(6), f.number(7), f.number(8), f.number(9)));

    private AnalysisFiles() {
    }

    /** Writes the non-empty tables of {@code tables} into {@code dir}, each atomically. */
    public static void write(Path dir, String experiment, AnalysisTables tables) throws IOException {
        write(dir, experiment, SENSITIVITY_TABLE, tables.sensitivity());
        write(dir, experiment, CROSSING_TABLE, tables.crossing() == null ? List.of() : List.of(tables.crossing()));
        write(dir, experiment, POINTS_TABLE, tables.points());
    }

    /** The tables in {@code dir}; {@link AnalysisTables#NONE} when it holds none of the files. */
    public static AnalysisTables read(Path dir) throws IOException {
        List<SensitivityRow> sensitivity = read(dir, SENSITIVITY_TABLE);
        List<Crossing> crossing = read(dir, CROSSING_TABLE);
        List<CrossoverPoint> points = read(dir, POINTS_TABLE);
        if (crossing.size() > 1) {
            throw new ResultFileException(dir.resolve(CROSSOVER) + ": " + crossing.size()
                    + " rows, a crossover has one crossing");
        }
        return new AnalysisTables(sensitivity, crossing.isEmpty() ? null : crossing.get(0), points);
    }

    private static String num(double v) {
        return Numbers.format(v);
    }

    private static <R> void write(Path dir, String experiment, Table<R> table, List<R> rows) throws IOException {
        if (rows.isEmpty()) {
            return;
        }
        List<String> header = new ArrayList<>(List.of("experiment"));
        header.addAll(table.columns());
        AtomicFile.write(dir.resolve(table.file()), out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            CSVPrinter csv = new CSVPrinter(w, ResultFiles.WRITE);
            csv.printRecord(header);
            for (R row : rows) {
                List<String> record = new ArrayList<>(header.size());
                record.add(experiment);
                record.addAll(table.fields().apply(row));
                csv.printRecord(record);
            }
            csv.flush();
        });
    }

    private static <R> List<R> read(Path dir, Table<R> table) throws IOException {
        Path file = dir.resolve(table.file());
        List<R> rows = new ArrayList<>();
        if (!Files.exists(file)) {
            return rows;
        }
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser parser = ResultFiles.READ.parse(in)) {
            Iterator<CSVRecord> it = parser.iterator();
            List<String> expected = new ArrayList<>(List.of("experiment"));
            expected.addAll(table.columns());
            if (!it.hasNext() || !it.next().toList().equals(expected)) {
                throw new ResultFileException(file + ":1: header must be " + String.join(", ", expected));
            }
            while (it.hasNext()) {
                CSVRecord record = it.next();
                List<String> f = record.toList();
                if (f.size() != expected.size()) {
                    throw new ResultFileException(file + ":" + record.getRecordNumber() + ": " + f.size()
                            + " fields, header has " + expected.size());
                }
                rows.add(table.parse().parse(new CsvFields(file.toString(), record.getRecordNumber(),
                        table.columns(), f.subList(1, f.size()))));
            }
        } catch (UncheckedIOException e) {
            throw new ResultFileException(file + ": malformed CSV (" + e.getCause().getMessage() + ")", e);
        } catch (IllegalStateException e) {
            throw new ResultFileException(file + ": malformed CSV (" + e.getMessage() + ")", e);
        }
        return rows;
    }

    private record Table<R>(String file, List<String> columns, Function<R, List<String>> fields, Parser<R> parse) {
    }

    @FunctionalInterface
    private interface Parser<R> {
        R parse(CsvFields fields) throws ResultFileException;
    }
}
