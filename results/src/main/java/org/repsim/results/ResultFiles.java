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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * The one writer and reader of an experiment's CSV result files ({@code cells.csv},
 * {@code summary.csv}, {@code timers.csv}, {@code series.csv}, {@code distributions.csv}; layout in
 * docs/results-format.md). Every file starts with {@code experiment, cell}, then one column per
 * matrix axis, then a fixed tail, so a reader needs no knowledge of the experiment file: the axes
 * are whatever lies between. RFC 4180 via Apache Commons CSV: comma-separated, quoted only when
 * needed, {@code \n} line ends. Each file is written atomically ({@link AtomicFile}).
 */
public final class ResultFiles {
    public static final String CELLS = "cells.csv";
    public static final String SUMMARY = "summary.csv";
    public static final String TIMERS = "timers.csv";
    public static final String SERIES = "series.csv";
    public static final String DISTRIBUTIONS = "distributions.csv";
    /** The CSV files, in the order they are written. */
    public static final List<String> FILES = List.of(CELLS, SUMMARY, TIMERS, SERIES, DISTRIBUTIONS);

    static final CSVFormat WRITE = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();
    static final CSVFormat READ = CSVFormat.RFC4180;

    private static final Table<CellValue> CELLS_TABLE = new Table<>(CELLS,
            List.of("replication", "seed", "metric", "value"),
            r -> List.of(Integer.toString(r.replication()), Long.toString(r.seed()), r.metric(), Numbers.format(r.value())),
            (cell, f) -> new CellValue(cell, f.integer(0), f.longValue(1), f.text(2), f.number(3)));
    private static final Table<SummaryRow> SUMMARY_TABLE = new Table<>(SUMMARY,
            List.of("metric", "unit", "n", "mean", "sd", "ci95_low", "ci95_high", "reference", "deviation_pct"),
            r -> List.of(r.metric(), r.unit(), Integer.toString(r.n()), Numbers.format(r.mean()), Numbers.format(r.sd()),
                    Numbers.format(r.ci95Low()), Numbers.format(r.ci95High()), optional(r.reference()),
                    optional(r.deviationPct())),
            (cell, f) -> new SummaryRow(cell, f.text(0), f.unit(1), f.integer(2), f.number(3), f.number(4), f.number(5),
                    f.number(6), f.optionalNumber(7), f.optionalNumber(8)));
    private static final Table<TimerRow> TIMERS_TABLE = new Table<>(TIMERS,
            List.of("scope", "parent", "period", "calls_per_period", "incl_ms_per_period", "excl_ms_per_period"),
            r -> List.of(r.scope(), r.parent(), r.period(), Numbers.format(r.callsPerPeriod()),
                    Numbers.format(r.inclMsPerPeriod()), Numbers.format(r.exclMsPerPeriod())),
            (cell, f) -> new TimerRow(cell, f.text(0), f.text(1), f.text(2), f.number(3), f.number(4), f.number(5)));
    private static final Table<SeriesPoint> SERIES_TABLE = new Table<>(SERIES,
            List.of("metric", "unit", "t_s", "value"),
            r -> List.of(r.metric(), r.unit(), Numbers.format(r.tSeconds()), Numbers.format(r.value())),
            (cell, f) -> new SeriesPoint(cell, f.text(0), f.unit(1), f.number(2), f.number(3)));
    private static final Table<QuantilePoint> DISTRIBUTIONS_TABLE = new Table<>(DISTRIBUTIONS,
            List.of("metric", "unit", "p", "value"),
            r -> List.of(r.metric(), r.unit(), Numbers.format(r.p()), Numbers.format(r.value())),
            (cell, f) -> new QuantilePoint(cell, f.text(0), f.unit(1), f.number(2), f.number(3)));

    private ResultFiles() {
    }

    /**
     * Writes the five CSV files of {@code results} into {@code dir}, each atomically, and an
     * analysis experiment's tables ({@link AnalysisFiles}).
     */
    public static void write(Path dir, ExperimentResults results) throws IOException {
        write(dir, results, CELLS_TABLE, results.values(), CellValue::cell);
        write(dir, results, SUMMARY_TABLE, results.summary(), SummaryRow::cell);
        write(dir, results, TIMERS_TABLE, results.timers(), TimerRow::cell);
        write(dir, results, SERIES_TABLE, results.series(), SeriesPoint::cell);
        write(dir, results, DISTRIBUTIONS_TABLE, results.distributions(), QuantilePoint::cell);
        AnalysisFiles.write(dir, results.experiment(), results.analysis());
    }

    private static String optional(double v) {
        return Double.isNaN(v) ? "" : Numbers.format(v);
    }

    private static <R> void write(Path dir, ExperimentResults results, Table<R> table, List<R> rows,
                                  Function<R, Cell> cellOf) throws IOException {
        List<String> header = new ArrayList<>(List.of("experiment", "cell"));
        header.addAll(results.axes());
        header.addAll(table.tail());
        AtomicFile.write(dir.resolve(table.file()), out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            CSVPrinter csv = new CSVPrinter(w, WRITE);
            csv.printRecord(header);
            List<String> record = new ArrayList<>(header.size());
            for (R row : rows) {
                Cell cell = cellOf.apply(row);
                record.clear();
                record.add(results.experiment());
                record.add(cell.label());
                record.addAll(cell.values());
                record.addAll(table.fields().apply(row));
                csv.printRecord(record);
            }
            csv.flush();
        });
    }

    /**
     * Reads whichever of the five files (and of the analysis tables) exist in {@code dir}; an absent file yields no rows. The
     * experiment name is the first row's (the directory name when every file is empty).
     *
     * @throws ResultFileException naming the file and line for a malformed file, a header without the
     *                             fixed tail, axis columns that differ between files, or a cell whose
     *                             axis values differ between rows
     */
    public static ExperimentResults read(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new ResultFileException(dir + ": not a result directory");
        }
        Reading reading = new Reading(dir);
        List<CellValue> values = reading.table(CELLS_TABLE);
        List<SummaryRow> summary = reading.table(SUMMARY_TABLE);
        List<TimerRow> timers = reading.table(TIMERS_TABLE);
        List<SeriesPoint> series = reading.table(SERIES_TABLE);
        List<QuantilePoint> distributions = reading.table(DISTRIBUTIONS_TABLE);
        String experiment = reading.experiment != null ? reading.experiment
                : dir.toAbsolutePath().normalize().getFileName().toString();
        return new ExperimentResults(experiment, reading.axes == null ? List.of() : reading.axes,
                List.copyOf(reading.cells.values()), values, summary, timers, series, distributions,
                AnalysisFiles.read(dir));
    }

    /** Only {@code cells.csv} (every scalar of every replication), e.g. to name the metrics two runs differ in. */
    public static List<CellValue> readCellValues(Path dir) throws IOException {
        return new Reading(dir).table(CELLS_TABLE);
    }

    /** One file's fixed tail columns, how a row becomes those fields and how fields become a row. */
    private record Table<R>(String file, List<String> tail, Function<R, List<String>> fields, RowParser<R> parse) {
    }

    @FunctionalInterface
    private interface RowParser<R> {
        R parse(Cell cell, CsvFields tail) throws ResultFileException;
    }

    /** State shared by the files of one directory: the axes and cells must agree between them. */
    private static final class Reading {
        final Path dir;
        final Map<String, Cell> cells = new LinkedHashMap<>();
        List<String> axes;
        String experiment;

        Reading(Path dir) {
            this.dir = dir;
        }

        <R> List<R> table(Table<R> table) throws IOException {
            Path file = dir.resolve(table.file());
            List<R> rows = new ArrayList<>();
            if (!Files.exists(file)) {
                return rows;
            }
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                 CSVParser parser = READ.parse(in)) {
                Iterator<CSVRecord> it = parser.iterator();
                if (!it.hasNext()) {
                    throw new ResultFileException(file + ": empty file, expected a header row");
                }
                List<String> header = it.next().toList();
                if (!header.isEmpty() && header.get(0).startsWith("\uFEFF")) {
                    header.set(0, header.get(0).substring(1));   // a byte order mark written by spreadsheet tools
                }
                int axisEnd = header.size() - table.tail().size();
                if (axisEnd < 2 || !header.get(0).equals("experiment") || !header.get(1).equals("cell")
                        || !header.subList(axisEnd, header.size()).equals(table.tail())) {
                    throw new ResultFileException(file + ":1: header must be experiment, cell, <axes>, "
                            + String.join(", ", table.tail()) + " but is " + String.join(", ", header));
                }
                List<String> fileAxes = List.copyOf(header.subList(2, axisEnd));
                if (axes == null) {
                    axes = fileAxes;
                } else if (!axes.equals(fileAxes)) {
                    throw new ResultFileException(file + ":1: axis columns " + fileAxes
                            + " differ from the other result files' " + axes);
                }
                while (it.hasNext()) {
                    CSVRecord record = it.next();
                    long line = record.getRecordNumber();
                    List<String> f = record.toList();
                    if (f.size() != header.size()) {
                        throw new ResultFileException(file + ":" + line + ": " + f.size() + " fields, header has "
                                + header.size());
                    }
                    if (experiment == null) {
                        experiment = f.get(0);
                    }
                    Cell cell = cell(file, line, f.get(1), f.subList(2, axisEnd));
                    rows.add(table.parse().parse(cell, new CsvFields(file.toString(), line, table.tail(),
                            f.subList(axisEnd, f.size()))));
                }
            } catch (UncheckedIOException e) {
                throw new ResultFileException(file + ": malformed CSV (" + e.getCause().getMessage() + ")", e);
            } catch (IllegalStateException e) {
                throw new ResultFileException(file + ": malformed CSV (" + e.getMessage() + ")", e);
            }
            return rows;
        }

        private Cell cell(Path file, long line, String label, List<String> values) throws ResultFileException {
            Cell known = cells.get(label);
            if (known == null) {
                known = new Cell(label, axes, values);
                cells.put(label, known);
            } else if (!known.values().equals(values)) {
                throw new ResultFileException(file + ":" + line + ": cell '" + label + "' has axis values " + values
                        + " here but " + known.values() + " elsewhere");
            }
            return known;
        }
    }
}
