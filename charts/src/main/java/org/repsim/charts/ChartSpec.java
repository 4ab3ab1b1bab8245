package org.repsim.charts;

import java.util.List;
import java.util.Map;

/**
 * One chart an experiment asks for, as parsed (and validated) from the experiment file's
 * {@code charts:} list. Axis and metric names refer to the experiment's matrix axes and the
 * model's metric names (validated by the experiments module before anything runs).
 *
 * @param id        file stem of the rendered chart ({@code charts/<id>.png}, {@code .svg})
 * @param kind      chart kind
 * @param title     chart title
 * @param metrics   metrics drawn (bars: one group per metric or one bar per cell; lines: y metric;
 *                  timeseries/cdf: the series/distribution metric; timers: ignored)
 * @param x         the matrix axis on the category / x axis (may be null: one category per cell)
 * @param series    the matrix axis whose values become series / colours (may be null)
 * @param baseline  for {@code bars}: axis name → value identifying the baseline cells (= 100);
 *                  empty means no normalization
 * @param logX      logarithmic x axis (lines)
 * @param logY      logarithmic y axis
 * @param yLabel    y-axis label with unit; null for the metric name and its declared unit
 * @param where     axis name → value: only cells with these values are drawn (YAML {@code where:});
 *                  empty draws every cell. Lets a two-axis experiment show e.g. the timer breakdown
 *                  per condition at 100 connections only.
 * @param scopes    for {@code timers}: timer-tree subtrees to draw (a scope path and everything under
 *                  it, YAML {@code scopes:}); empty draws every scope. Lets a chart show the
 *                  replication pass without the game work that dwarfs it.
 */
public record ChartSpec(String id, ChartKind kind, String title, List<String> metrics, String x,
                        String series, Map<String, String> baseline, boolean logX, boolean logY,
                        String yLabel, Map<String, String> where, List<String> scopes) {
    public ChartSpec {
        metrics = List.copyOf(metrics);
        scopes = scopes == null ? List.of() : List.copyOf(scopes);
        // Sorted copies: Map.copyOf's iteration order varies between JVM runs, and nothing that can
        // reach a rendered byte may depend on it.
        baseline = baseline == null ? Map.of() : java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(baseline));
        where = where == null ? Map.of() : java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(where));
    }

    /** The original ten-field form (no cell filter), kept so existing callers compile unchanged. */
    public ChartSpec(String id, ChartKind kind, String title, List<String> metrics, String x, String series,
                     Map<String, String> baseline, boolean logX, boolean logY, String yLabel) {
        this(id, kind, title, metrics, x, series, baseline, logX, logY, yLabel, Map.of(), List.of());
    }

    /** The eleven-field form (no scope filter). */
    public ChartSpec(String id, ChartKind kind, String title, List<String> metrics, String x, String series,
                     Map<String, String> baseline, boolean logX, boolean logY, String yLabel,
                     Map<String, String> where) {
        this(id, kind, title, metrics, x, series, baseline, logX, logY, yLabel, where, List.of());
    }

    /** Whether a timer scope path lies in one of the {@link #scopes} subtrees (always, when none is named). */
    public boolean drawsScope(String scopePath) {
        if (scopes.isEmpty()) {
            return true;
        }
        for (String root : scopes) {
            if (scopePath.equals(root) || scopePath.startsWith(root + "/")) {
                return true;
            }
        }
        return false;
    }
}
