package org.repsim.experiments.bindings;

import java.util.Locale;

/**
 * What one replication of a cell will cost, estimated from its parameters before anything runs:
 * {@code units} of the model's dominant per-frame work (for unreal and battle royale the
 * (actor, connection) pairs considered per frame, times the frames the window can hold; for
 * room the user-flushes) and the formula that gave them, for {@code repsim list}. An upper
 * bound more than a prediction: frames are counted at the maximum tick rate.
 */
public record CostEstimate(double units, String formula) {
    /** A model that gives no estimate: it counts as free against the budget. */
    public static final CostEstimate UNKNOWN = new CostEstimate(0, "no estimate");

    /** {@code frames × pairs}, with the formula spelled out. */
    public static CostEstimate of(String formula, double... factors) {
        double units = 1;
        for (double f : factors) {
            units *= f;
        }
        return new CostEstimate(units, formula);
    }

    /** Units in a short form: 52000 below a million, else 1.5e6, 3e14. */
    public static String format(double units) {
        if (!(units >= 1e6) || Double.isInfinite(units)) {
            return String.format(Locale.ROOT, "%.0f", units);
        }
        int exponent = (int) Math.floor(Math.log10(units));
        String mantissa = String.format(Locale.ROOT, "%.1f", units / Math.pow(10, exponent));
        if (mantissa.equals("10.0")) {
            mantissa = "1.0";
            exponent++;
        }
        return mantissa.replaceFirst("\\.0$", "") + "e" + exponent;
    }
}
