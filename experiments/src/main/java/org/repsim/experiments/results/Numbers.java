package org.repsim.experiments.results;

/**
 * The one way numbers are printed in result files: rounded to 12 significant digits (so sums
 * like 0.09000000000000001 print as 0.09; 12 digits is far below any simulated precision), then
 * {@link Double#toString} (shortest text that reads back to that double), trimmed to an integer
 * form when integral ({@code 4} rather than {@code 4.0}). NaN prints as {@code NaN}.
 */
public final class Numbers {
    private Numbers() {
    }

    private static final java.math.MathContext DIGITS = new java.math.MathContext(12, java.math.RoundingMode.HALF_EVEN);

    public static String format(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        v = new java.math.BigDecimal(v).round(DIGITS).doubleValue();
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
