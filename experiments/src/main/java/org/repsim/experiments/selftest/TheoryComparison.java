package org.repsim.experiments.selftest;

import org.repsim.engine.stats.ReplicationSummary;

/** A simulated quantity across replications next to its closed-form value, in {@code unit}. */
public record TheoryComparison(String quantity, String unit, ReplicationSummary simulated, double analytical) {

    /** (simulated mean - analytical) in units of the 95% half-width. */
    public double deviationInHalfWidths() {
        return simulated.deviationInHalfWidths(analytical);
    }

    public boolean withinHalfWidths(double halfWidths) {
        return Math.abs(deviationInHalfWidths()) <= halfWidths;
    }
}
