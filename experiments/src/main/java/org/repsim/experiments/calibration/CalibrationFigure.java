package org.repsim.experiments.calibration;

import java.util.Locale;
import org.repsim.experiments.input.Reference;
import org.repsim.experiments.output.ResultTables;

/**
 * One row of the report: a published figure beside its simulated mean and the 95% CI half-width
 * of that mean (NaN when the runs did not report the metric).
 */
public record CalibrationFigure(String model, String experiment, Reference reference, double mean, double halfWidth) {
    /** Whether the figure was measured at all (a metric the runs did not report leaves NaN). */
    public boolean simulated() {
        return !Double.isNaN(mean);
    }

    /** True/false when the reference has a tolerance; null when it has none (reported, not judged). */
    public Boolean within() {
        if (reference.tolerance() == null) {
            return null;
        }
        return simulated() && reference.tolerance().admits(reference.value(), mean);
    }

    /**
     * Simulated minus published: in percent of the figure for a plain figure, in points for a
     * ratio (already a percentage) or a published 0 (no percentage of 0).
     */
    public String deviation() {
        if (!simulated()) {
            return "—";
        }
        if (reference.isRatio()) {
            return String.format(Locale.ROOT, "%+.1f pts", mean - reference.value());
        }
        if (reference.value() == 0.0) {
            return String.format(Locale.ROOT, "%+.3g", mean);
        }
        return String.format(Locale.ROOT, "%+.1f%%", ResultTables.deviationPct(mean, reference.value()));
    }
}
