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
        if (alreadyCanonical(v)) {
            return v;
        }
        return new BigDecimal(v).round(DIGITS).doubleValue();
    }

    /**
     * Whether rounding {@code v} to 12 significant digits gives {@code v} back, decided without
     * the exact decimal expansion (a {@code BigDecimal} of up to ~50 digits per value, the cost of
     * writing a batch's result files): when a text of at most 12 significant digits reads back as
     * {@code v}, that text is within half an ulp of {@code v}, far inside the 12-digit rounding
     * cell around it, so the rounding gives exactly that text, which reads back as {@code v}.
     * Normal magnitudes only (a subnormal's ulp is not small against its value), and not zero
     * (the rounding turns -0.0 into 0.0). {@code NumbersTest} checks it against the exact rounding.
     */
    private static boolean alreadyCanonical(double v) {
        if (!(Math.abs(v) >= Double.MIN_NORMAL)) {
            return false;
        }
        String text = Double.toString(v);
        return significantDigits(text) <= DIGITS.getPrecision() && Double.parseDouble(text) == v;
    }

    /** Significant digits of a {@link Double#toString} text ("0.0012" has 2, "1.5E10" 2, "100.0" 1). */
    static int significantDigits(String text) {
        int first = -1;
        int last = -1;
        int digits = 0; // digits seen, the point and sign not counted
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 'E') {
                break;
            }
            if (c < '0' || c > '9') {
                continue;
            }
            if (c != '0') {
                if (first < 0) {
                    first = digits;
                }
                last = digits;
            }
            digits++;
        }
        return first < 0 ? 0 : last - first + 1;
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
