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
 */
public record TimerFit(String timer, List<String> scopes, double measuredMs, double fittedMs, double measuredCalls,
                       double simulatedCalls) {
    public double residualMs() {
        return fittedMs - measuredMs;
    }
}
