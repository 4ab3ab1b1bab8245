package org.repsim.experiments.bindings;

/** A metric a model reports: name as it appears in result files, unit, kind, meaning. */
public record MetricInfo(String name, String unit, MetricKind kind, String description) {
}
