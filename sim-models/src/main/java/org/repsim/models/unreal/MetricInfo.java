package org.repsim.models.unreal;

/** A metric the Unreal model reports: name (CSV column), unit and meaning. */
public record MetricInfo(String name, String unit, String meaning) {
}
