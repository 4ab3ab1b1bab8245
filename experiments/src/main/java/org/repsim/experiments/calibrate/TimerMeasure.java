package org.repsim.experiments.calibrate;

/**
 * One engine timer of a capture, totalled over the captured frames.
 *
 * @param name        the timer's name as the capture writes it (a path {@code A/B} when it comes
 *                    from a callee tree)
 * @param calls       calls in the capture, or -1 when the capture does not count them (CSV profiler)
 * @param inclusiveMs inclusive time in milliseconds, summed over the capture
 * @param exclusiveMs exclusive time in milliseconds (equal to the inclusive time for a capture
 *                    that has one value per timer)
 */
record TimerMeasure(String name, long calls, double inclusiveMs, double exclusiveMs) {
}
