package org.repsim.charts.style;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.Locale;

/**
 * Number formatting that never depends on the machine's locale (a German default locale would
 * otherwise turn 38.2 into "38,2" and change the SVG bytes).
 */
public final class NumberText {
    private NumberText() {
    }

    /** {@code value} rounded to {@code digits} significant digits, plain notation: 38.24 → "38.2", 1234 → "1230". */
    public static String significant(double value, int digits) {
        if (!Double.isFinite(value)) {
            return Double.isNaN(value) ? "–" : (value > 0 ? "∞" : "-∞");
        }
        if (value == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(value).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        String s = d.stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    /** Axis tick format with a fixed (root) locale. */
    public static NumberFormat tickFormat() {
        DecimalFormat f = new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT));
        return f;
    }
}
