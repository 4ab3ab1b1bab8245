/**
 * {@code repsim calibration-report}: the published figures of experiment files
 * ({@code reference:}, with their tolerances and ratios) against the simulated means of the cells
 * that carry them, as one Markdown table per model, and the generated blocks of the model docs
 * with the stamp that tells when they are stale. Runs through the ordinary runner
 * ({@link org.repsim.experiments.runner.BatchRunner}) on the cells with figures only
 * ({@link CalibrationCells}); nothing here simulates by itself.
 */
package org.repsim.experiments.calibration;
