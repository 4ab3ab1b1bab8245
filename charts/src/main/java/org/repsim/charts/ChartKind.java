package org.repsim.charts;

/** The chart kinds an experiment file may declare (YAML key {@code kind}). */
public enum ChartKind {
    /** Grouped bars normalized to a baseline cell (baseline = 100), 95% CI error bars, ratio on each bar. */
    BARS("bars"),
    /** Lines over a numeric axis, one series per value of another axis, CI bands, optional log axis. */
    LINES("lines"),
    /** Stacked bars of the timer tree (exclusive ms per period — frame or simulated second — per scope), one bar per cell. */
    TIMERS("timers"),
    /** A per-frame metric over simulated time, one line per cell. */
    TIMESERIES("timeseries"),
    /** CDF / percentile chart of a distribution metric, one line per cell. */
    CDF("cdf"),
    /** A sensitivity analysis's elasticities, one horizontal bar per unit cost, largest first, 95% CI. */
    TORNADO("tornado", true),
    /** A crossover analysis: both conditions' metric over the axis, the crossing and its interval marked. */
    CROSSOVER("crossover", true);

    private final String yamlName;
    private final boolean analysis;

    ChartKind(String yamlName) {
        this(yamlName, false);
    }

    ChartKind(String yamlName, boolean analysis) {
        this.yamlName = yamlName;
        this.analysis = analysis;
    }

    public String yamlName() {
        return yamlName;
    }

    /** Whether the chart draws an analysis's table: an {@code analysis:} section declares it, not {@code charts:}. */
    public boolean drawsAnalysis() {
        return analysis;
    }

    public static ChartKind fromYaml(String name) {
        for (ChartKind k : values()) {
            if (k.yamlName.equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown chart kind '" + name + "'");
    }
}
