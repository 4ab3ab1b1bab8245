package org.repsim.experiments.bindings;

/** What a metric name refers to in a run's output. */
public enum MetricKind {
    /** One value per run ({@code RunOutput.metrics}); summarised with mean and CI. */
    SCALAR,
    /** A time series ({@code RunOutput.series}). */
    SERIES,
    /** A quantile summary ({@code RunOutput.distributions}). */
    DISTRIBUTION
}
