package org.repsim.charts.data;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.repsim.charts.ChartException;

/**
 * Loads the CSV result files of one experiment (docs/results-format.md). Each file starts with
 * {@code experiment, cell}, then one column per matrix axis, then a fixed tail; the axis columns
 * are whatever lies between, so the reader needs no knowledge of the experiment file.
 */
public final class ResultSetReader {
    static final List<String> SUMMARY_TAIL =
            List.of("metric", "n", "mean", "sd", "ci95_low", "ci95_high", "reference", "deviation_pct");
    static final List<String> TIMERS_TAIL =
            List.of("scope", "parent", "calls_per_frame", "incl_ms_per_frame", "excl_ms_per_frame");
    static final List<String> SERIES_TAIL = List.of("metric", "t_s", "value");
    static final List<String> DISTRIBUTIONS_TAIL = List.of("metric", "p", "value");

    private final Path dir;
    private final Map<String, Cell> cells = new LinkedHashMap<>();
    private List<String> axes;

    private ResultSetReader(Path dir) {
        this.dir = dir;
    }

    /** Reads whichever of the four files exist; an absent file yields no rows (charts needing it fail clearly). */
    public static ResultSet read(Path experimentDir) {
        if (!Files.isDirectory(experimentDir)) {
            throw new ChartException(experimentDir + ": not a result directory");
        }
        return new ResultSetReader(experimentDir).readAll(true);
    }

    /** Only {@code summary.csv} (for the report's tables: no need to parse long time series). */
    public static ResultSet readSummary(Path experimentDir) {
        if (!Files.isDirectory(experimentDir)) {
            throw new ChartException(experimentDir + ": not a result directory");
        }
        return new ResultSetReader(experimentDir).readAll(false);
    }

    private ResultSet readAll(boolean everything) {
        List<SummaryRow> summary = new ArrayList<>();
        List<TimerRow> timers = new ArrayList<>();
        List<SeriesPoint> series = new ArrayList<>();
        List<QuantilePoint> distributions = new ArrayList<>();

        CsvTable t = table("summary.csv", SUMMARY_TAIL);
        if (t != null) {
            int m = t.column("metric");
            for (int r = 0; r < t.rows().size(); r++) {
                summary.add(new SummaryRow(cell(t, r), t.text(r, m), (int) t.number(r, m + 1), t.number(r, m + 2),
                        t.optionalNumber(r, m + 3), t.optionalNumber(r, m + 4), t.optionalNumber(r, m + 5),
                        t.optionalNumber(r, m + 6), t.optionalNumber(r, m + 7)));
            }
        }
        t = everything ? table("timers.csv", TIMERS_TAIL) : null;
        if (t != null) {
            int s = t.header().size() - TIMERS_TAIL.size();
            for (int r = 0; r < t.rows().size(); r++) {
                timers.add(new TimerRow(cell(t, r), t.text(r, s), t.text(r, s + 1), t.number(r, s + 2),
                        t.number(r, s + 3), t.number(r, s + 4)));
            }
        }
        t = everything ? table("series.csv", SERIES_TAIL) : null;
        if (t != null) {
            int m = t.header().size() - SERIES_TAIL.size();
            for (int r = 0; r < t.rows().size(); r++) {
                series.add(new SeriesPoint(cell(t, r), t.text(r, m), t.number(r, m + 1), t.number(r, m + 2)));
            }
        }
        t = everything ? table("distributions.csv", DISTRIBUTIONS_TAIL) : null;
        if (t != null) {
            int m = t.header().size() - DISTRIBUTIONS_TAIL.size();
            for (int r = 0; r < t.rows().size(); r++) {
                distributions.add(new QuantilePoint(cell(t, r), t.text(r, m), t.number(r, m + 1), t.number(r, m + 2)));
            }
        }
        return new ResultSet(dir, axes == null ? List.of() : axes, List.copyOf(cells.values()), summary, timers,
                series, distributions);
    }

    /** Reads a file, checks its fixed columns and that its axes agree with the files read before. */
    private CsvTable table(String name, List<String> tail) {
        Path file = dir.resolve(name);
        if (!Files.exists(file)) {
            return null;
        }
        CsvTable t = CsvReader.read(file);
        List<String> h = t.header();
        int axisEnd = h.size() - tail.size();
        if (axisEnd < 2 || !h.get(0).equals("experiment") || !h.get(1).equals("cell")
                || !h.subList(axisEnd, h.size()).equals(tail)) {
            throw new ChartException(file + ":1: header must be experiment, cell, <axes>, " + String.join(", ", tail)
                    + " but is " + String.join(", ", h));
        }
        List<String> fileAxes = h.subList(2, axisEnd);
        if (axes == null) {
            axes = List.copyOf(fileAxes);
        } else if (!axes.equals(fileAxes)) {
            throw new ChartException(file + ":1: axis columns " + fileAxes + " differ from the other result files' "
                    + axes);
        }
        return t;
    }

    private Cell cell(CsvTable t, int row) {
        String label = t.text(row, 1);
        Cell known = cells.get(label);
        List<String> values = t.rows().get(row).subList(2, 2 + axes.size());
        if (known == null) {
            known = new Cell(label, axes, values);
            cells.put(label, known);
        } else if (!known.values().equals(values)) {
            throw new ChartException(t.source() + ":" + t.lines().get(row) + ": cell '" + label
                    + "' has axis values " + values + " here but " + known.values() + " elsewhere");
        }
        return known;
    }
}
