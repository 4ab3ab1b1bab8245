package org.repsim.experiments.input;

import org.repsim.experiments.schema.NumberSchema;

/**
 * How far a simulated figure may lie from its published one ({@code reference[].tolerance}):
 * a relative band ({@code 10%}: ± 10% of the published value), an absolute band ({@code 3}: ± 3
 * in the figure's own unit, e.g. points of a ratio or share) or explicit bounds
 * ({@code [4.05, 5.28]}, e.g. the spread of the published runs). Bounds are inclusive.
 */
public sealed interface Tolerance {
    /** Whether {@code simulated} is within this tolerance of {@code published}. */
    boolean admits(double published, double simulated);

    /** As written in a table: "±10%", "±3", "4.05–5.28". */
    String text();

    /** ± {@code percent} % of the published value. */
    record Relative(double percent) implements Tolerance {
        @Override
        public boolean admits(double published, double simulated) {
            return Math.abs(simulated - published) <= Math.abs(published) * percent / 100.0;
        }

        @Override
        public String text() {
            return "±" + number(percent) + "%";
        }
    }

    /** ± {@code amount} in the figure's unit. */
    record Absolute(double amount) implements Tolerance {
        @Override
        public boolean admits(double published, double simulated) {
            return Math.abs(simulated - published) <= amount;
        }

        @Override
        public String text() {
            return "±" + number(amount);
        }
    }

    /** Between {@code low} and {@code high}, whatever the published value. */
    record Range(double low, double high) implements Tolerance {
        @Override
        public boolean admits(double published, double simulated) {
            return simulated >= low && simulated <= high;
        }

        @Override
        public String text() {
            return number(low) + "–" + number(high);
        }
    }

    /** Shortest plain form (10 rather than 10.0; 4.05 as written), as {@code repsim schema} prints numbers. */
    private static String number(double v) {
        return NumberSchema.fmt(v);
    }
}
