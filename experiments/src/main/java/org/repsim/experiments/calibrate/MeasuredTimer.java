package org.repsim.experiments.calibrate;

import java.util.List;

/**
 * One mapped timer of the captures: what the capture measured per frame, and which model scopes
 * that figure covers ({@link ScopeCover}).
 *
 * @param entry          the mapping entry that matched
 * @param timer          the timer's name in the captures
 * @param msPerFrame     measured time per frame, frames-weighted mean over the captures
 * @param callsPerFrame  measured calls per frame, or NaN when the captures do not count them
 * @param scopes         the model scopes whose exclusive times add up to the measured figure
 * @param perCapture     per capture, its own ms per frame (bootstrap over captures)
 * @param perFrame       per frame of every per-frame capture, pooled, the timer's ms (bootstrap
 *                       over frames); empty for aggregate captures
 */
record MeasuredTimer(TimerMapping.Entry entry, String timer, double msPerFrame, double callsPerFrame,
                     List<String> scopes, double[] perCapture, double[] perFrame) {
}
