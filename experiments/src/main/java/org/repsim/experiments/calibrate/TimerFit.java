package org.repsim.experiments.calibrate;

import java.util.List;

/**
 * One measured timer against the calibrated simulation, per frame.
 *
 * @param timer         the timer's name in the capture
 * @param scopes        the model scopes it covers
 * @param measuredMs    measured ms per frame
 * @param fittedMs      simulated ms per frame under the calibrated profile
 * @param measuredCalls measured calls per frame (NaN when not counted)
 * @param simulatedCalls simulated calls per frame of its scope (NaN for a timer over several scopes)
 * @param informative   whether the figure took part in the fit (not when it is too small against
 *                      the timer it is part of, see {@code Calibration.informative})
 */
public record TimerFit(String timer, List<String> scopes, double measuredMs, double fittedMs, double measuredCalls,
                       double simulatedCalls, boolean informative) {
    public double residualMs() {
        return fittedMs - measuredMs;
    }
}
