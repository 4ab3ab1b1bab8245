package org.repsim.experiments.bindings;

/** A cost-profile key a model accepts under {@code overrides:} (listed by {@code repsim schema}). */
public record ProfileKeyInfo(String key, String unit, String meaning) {
}
