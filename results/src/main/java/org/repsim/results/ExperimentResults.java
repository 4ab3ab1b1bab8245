package org.repsim.results;

import java.util.List;
import java.util.Objects;

/**
 * One experiment's results as its result files hold them (docs/results-format.md): what
 * {@code repsim run} hands to the chart stage in memory, and what {@link ResultFiles#read} gives
 * back from a result directory; the two are equal, so charts drawn either way are the same bytes.
 * Lists keep file order: matrix order of cells, then replication, then metric name.
 *
 * @param experiment    experiment name (first column of every file)
 * @param axes          matrix axis names in order (the columns between {@code cell} and the fixed tail)
 * @param cells         cells in matrix order
 * @param values        {@code cells.csv}: every scalar of every replication
 * @param summary       {@code summary.csv}: per cell and scalar metric, statistics over replications
 * @param timers        {@code timers.csv}: per cell and timer scope, replication means per period
 * @param series        {@code series.csv}: per cell, the first replication's series
 * @param distributions {@code distributions.csv}: per cell, quantiles averaged over replications
 * @param analysis      an analysis experiment's own tables ({@link AnalysisFiles}); {@link AnalysisTables#NONE}
 */
public record ExperimentResults(String experiment, List<String> axes, List<Cell> cells, List<CellValue> values,
                                List<SummaryRow> summary, List<TimerRow> timers, List<SeriesPoint> series,
                                List<QuantilePoint> distributions, AnalysisTables analysis) {
    /** A plain experiment's results (no analysis tables). */
    public ExperimentResults(String experiment, List<String> axes, List<Cell> cells, List<CellValue> values,
                             List<SummaryRow> summary, List<TimerRow> timers, List<SeriesPoint> series,
                             List<QuantilePoint> distributions) {
        this(experiment, axes, cells, values, summary, timers, series, distributions, AnalysisTables.NONE);
    }

    public ExperimentResults {
        Objects.requireNonNull(analysis, "analysis");
        Objects.requireNonNull(experiment, "experiment");
        axes = List.copyOf(axes);
        cells = List.copyOf(cells);
        values = List.copyOf(values);
        summary = List.copyOf(summary);
        timers = List.copyOf(timers);
        series = List.copyOf(series);
        distributions = List.copyOf(distributions);
    }

    /** These results with an analysis's tables. */
    public ExperimentResults withAnalysis(AnalysisTables tables) {
        return new ExperimentResults(experiment, axes, cells, values, summary, timers, series, distributions, tables);
    }
}
