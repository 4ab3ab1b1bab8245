package org.repsim.experiments.results;

/**
 * The one way numbers are printed in result files: {@link Double#toString} (shortest text that
 * reads back to the same double), trimmed to an integer form when the value is integral
 * ({@code 4} rather than {@code 4.0}). NaN prints as {@code NaN}.
 */
public final class Numbers {
    private Numbers() {
    }

    public static String format(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
