package org.repsim.experiments.calibrate;

import java.util.List;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostProfile;

/**
 * What a calibration found: every key's calibrated value and status, every measured timer against
 * the calibrated simulation, the bootstrap draws of the fitted keys (empty without bootstrap), the
 * warnings, and what it was fitted from (for the profile's provenance).
 *
 * @param drawKeys  the keys of each row of {@code draws}
 * @param draws     bootstrap refits, one array of {@code drawKeys} values each
 * @param fromText  "&lt;captures&gt; (experiment E, cell C)", the provenance written into sources
 */
public record CalibrationResult(CostProfile base, List<KeyFit> keys, List<TimerFit> timers, List<String> drawKeys,
                                List<double[]> draws, List<String> warnings, int iterations, String fromText) {
    public CalibrationResult {
        keys = List.copyOf(keys);
        timers = List.copyOf(timers);
        drawKeys = List.copyOf(drawKeys);
        draws = List.copyOf(draws);
        warnings = List.copyOf(warnings);
    }

    public CostKeySet keySet() {
        return base.keys();
    }

    public KeyFit key(String name) {
        return keys.stream().filter(k -> k.key().equals(name)).findFirst().orElseThrow();
    }
}
