package org.repsim.charts.data;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.repsim.charts.ChartException;
import org.repsim.results.AnalysisTables;
import org.repsim.results.Cell;
import org.repsim.results.ExperimentResults;
import org.repsim.results.QuantilePoint;
import org.repsim.results.SeriesPoint;
import org.repsim.results.SummaryRow;
import org.repsim.results.TimerRow;

/**
 * The charts' view of one experiment's results ({@link ExperimentResults}, in memory from
 * {@code repsim run} or read from the files by {@code repsim charts}): lookups that fail naming the
 * chart, and the {@code where:} filter. Lists keep result order, which is matrix-expansion cell
 * order — so charts show cells in the order the experiment declared them, never in hash order.
 *
 * @param dir           the experiment's result directory (named in messages)
 * @param axes          matrix axis names in order (detected from the headers)
 * @param cells         cells in order of first appearance
 * @param summary       {@code summary.csv} rows (empty when the file is absent)
 * @param timers        {@code timers.csv} rows (empty when absent)
 * @param series        {@code series.csv} rows (empty when absent)
 * @param distributions {@code distributions.csv} rows (empty when absent)
 * @param analysis      an analysis experiment's tables ({@link AnalysisTables#NONE} otherwise); not
 *                      narrowed by {@link #where}
 */
public record ResultSet(Path dir, List<String> axes, List<Cell> cells, List<SummaryRow> summary,
                        List<TimerRow> timers, List<SeriesPoint> series, List<QuantilePoint> distributions,
                        AnalysisTables analysis) {
    public ResultSet {
        axes = List.copyOf(axes);
        cells = List.copyOf(cells);
        summary = List.copyOf(summary);
        timers = List.copyOf(timers);
        series = List.copyOf(series);
        distributions = List.copyOf(distributions);
    }

    /** The view of an experiment's results, whose directory is {@code dir}. */
    public static ResultSet of(Path dir, ExperimentResults results) {
        return new ResultSet(dir, results.axes(), results.cells(), results.summary(), results.timers(),
                results.series(), results.distributions(), results.analysis());
    }

    /**
     * Only the cells whose axis values match {@code where} (every entry must match). Fails naming
     * the chart when an axis is unknown or no cell is left, because an empty chart would hide a typo.
     */
    public ResultSet where(String chartId, Map<String, String> where) {
        if (where.isEmpty()) {
            return this;
        }
        Map<String, String> sorted = new TreeMap<>(where);
        sorted.keySet().forEach(a -> requireAxis(chartId, a));
        Predicate<Cell> keep = c -> sorted.entrySet().stream().allMatch(e -> c.value(e.getKey()).equals(e.getValue()));
        List<Cell> kept = cells.stream().filter(keep).toList();
        if (kept.isEmpty()) {
            throw new ChartException("chart '" + chartId + "': no cell in " + dir + " matches where " + sorted);
        }
        return new ResultSet(dir, axes, kept, summary.stream().filter(r -> keep.test(r.cell())).toList(),
                timers.stream().filter(r -> keep.test(r.cell())).toList(),
                series.stream().filter(r -> keep.test(r.cell())).toList(),
                distributions.stream().filter(r -> keep.test(r.cell())).toList(), analysis);
    }

    /** Axes on which the cells differ; the others need not appear in labels. Matrix order. */
    public List<String> varyingAxes() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < axes.size(); i++) {
            final int a = i;
            if (cells.stream().map(c -> c.values().get(a)).distinct().count() > 1) {
                out.add(axes.get(i));
            }
        }
        return out;
    }

    /** Fails naming the chart and the axes that exist when a spec refers to an axis this experiment lacks. */
    public void requireAxis(String chartId, String axis) {
        if (axis != null && !axes.contains(axis)) {
            throw new ChartException("chart '" + chartId + "': unknown axis '" + axis + "' in " + dir
                    + " (axes: " + (axes.isEmpty() ? "none" : String.join(", ", axes)) + ")");
        }
    }

    /** Summary rows of one metric in cell order; fails when the metric is not in summary.csv. */
    public List<SummaryRow> summaryOf(String chartId, String metric) {
        List<SummaryRow> rows = summary.stream().filter(r -> r.metric().equals(metric)).toList();
        if (rows.isEmpty()) {
            throw unknownMetric(chartId, metric, "summary.csv", summary.stream().map(SummaryRow::metric).toList());
        }
        return rows;
    }

    public List<SeriesPoint> seriesOf(String chartId, String metric) {
        List<SeriesPoint> rows = series.stream().filter(r -> r.metric().equals(metric)).toList();
        if (rows.isEmpty()) {
            throw unknownMetric(chartId, metric, "series.csv", series.stream().map(SeriesPoint::metric).toList());
        }
        return rows;
    }

    public List<QuantilePoint> distributionOf(String chartId, String metric) {
        List<QuantilePoint> rows = distributions.stream().filter(r -> r.metric().equals(metric)).toList();
        if (rows.isEmpty()) {
            throw unknownMetric(chartId, metric, "distributions.csv",
                    distributions.stream().map(QuantilePoint::metric).toList());
        }
        return rows;
    }

    /** The declared unit of a scalar metric, from its summary rows ("" when the metric has none here). */
    public String summaryUnit(String metric) {
        return summary.stream().filter(r -> r.metric().equals(metric)).map(SummaryRow::unit).findFirst().orElse("");
    }

    /** The declared unit of a series metric ("" when absent). */
    public String seriesUnit(String metric) {
        return series.stream().filter(r -> r.metric().equals(metric)).map(SeriesPoint::unit).findFirst().orElse("");
    }

    /** The declared unit of a distribution metric ("" when absent). */
    public String distributionUnit(String metric) {
        return distributions.stream().filter(r -> r.metric().equals(metric)).map(QuantilePoint::unit).findFirst()
                .orElse("");
    }

    /** The timers' normalising period ({@code frame} or {@code s}), from the first timer row; "frame" when none. */
    public String timerPeriod() {
        return timers.isEmpty() ? "frame" : timers.get(0).period();
    }

    private ChartException unknownMetric(String chartId, String metric, String file, List<String> present) {
        String known = present.stream().distinct().sorted().collect(Collectors.joining(", "));
        return new ChartException("chart '" + chartId + "': no metric '" + metric + "' in "
                + dir.resolve(file) + (known.isEmpty() ? " (file absent or empty)" : " (metrics: " + known + ")"));
    }
}
