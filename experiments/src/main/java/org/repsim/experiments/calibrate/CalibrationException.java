package org.repsim.experiments.calibrate;

/**
 * Bad calibration input (a capture, a mapping table, a profile, or a capture that contradicts
 * the experiment): one message naming the file and what is wrong; {@code repsim calibrate} prints
 * it and exits 2, without writing anything.
 */
public final class CalibrationException extends RuntimeException {
    public CalibrationException(String message) {
        super(message);
    }
}
