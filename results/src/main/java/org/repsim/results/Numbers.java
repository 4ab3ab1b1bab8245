package org.repsim.results;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The one way numbers are printed in result files: rounded to 12 significant digits (so sums
 * like 0.09000000000000001 print as 0.09; 12 digits is far below any simulated precision), then
 * {@link Double#toString} (shortest text that reads back to that double), trimmed to an integer
 * form when integral ({@code 4} rather than {@code 4.0}). NaN prints as {@code NaN}.
 *
 * <p>The row records hold their numbers already {@link #canonical rounded}, so a row read back
 * from a file equals the row that was written, and charts drawn from memory and from files match.
 */
public final class Numbers {
    private static final MathContext DIGITS = new MathContext(12, RoundingMode.HALF_EVEN);

    private Numbers() {
    }

    /** The value as a result file holds it: rounded to 12 significant digits (non-finite values unchanged). */
    public static double canonical(double v) {
        if (!Double.isFinite(v)) {
            return v;
        }
        return new BigDecimal(v).round(DIGITS).doubleValue();
    }

    public static String format(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        v = canonical(v);
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
