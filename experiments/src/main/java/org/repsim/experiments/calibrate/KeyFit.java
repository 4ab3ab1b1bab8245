package org.repsim.experiments.calibrate;

/**
 * One cost key after calibration.
 *
 * @param key     the key's name
 * @param unit    its unit
 * @param base    the base profile's value
 * @param value   the calibrated value
 * @param status  fitted, unidentifiable (the figures fix only a combination with other keys: scaled
 *                with them, keeping the base's ratios) or inherited (the capture does not exercise it)
 * @param low     lower end of the 95% bootstrap interval, NaN without bootstrap
 * @param high    upper end, NaN without bootstrap
 */
public record KeyFit(String key, String unit, double base, double value, Status status, double low, double high) {
    public enum Status { FITTED, UNIDENTIFIABLE, INHERITED }

    boolean hasInterval() {
        return !Double.isNaN(low);
    }
}
