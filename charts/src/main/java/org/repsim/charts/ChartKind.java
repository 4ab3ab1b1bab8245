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
    CDF("cdf");

    private final String yamlName;

    ChartKind(String yamlName) {
        this.yamlName = yamlName;
    }

    public String yamlName() {
        return yamlName;
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
