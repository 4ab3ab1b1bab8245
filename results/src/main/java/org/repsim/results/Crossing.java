package org.repsim.results;

import java.util.Objects;

/**
 * The one line of {@code crossover.csv}: where two conditions' metric curves cross along a numeric
 * axis. {@code estimate} is the zero of D interpolated between the final bisection bracket
 * {@code [bracketLow, bracketHigh]} (in log space when {@code scale} is {@code log}); the interval
 * {@code [low, high]} holds that bracket and every x, between the evaluated points, where the 95%
 * interval of D (interpolated the same way) includes 0.
 *
 * @param axis       the axis's parameter path
 * @param metric     the compared metric
 * @param unit       its unit
 * @param where      the first condition ({@code axis=label,...})
 * @param vs         the second condition
 * @param scale      {@code linear} or {@code log}: how the axis was bisected
 * @param from       lower end of the searched range
 * @param to         upper end of the searched range
 * @param iterations bisection steps made
 */
public record Crossing(String axis, String metric, String unit, String where, String vs, String scale,
                       double from, double to, int iterations, double estimate, double low, double high,
                       double bracketLow, double bracketHigh) {
    public Crossing {
        Objects.requireNonNull(axis, "axis");
        Objects.requireNonNull(metric, "metric");
        from = Numbers.canonical(from);
        to = Numbers.canonical(to);
        estimate = Numbers.canonical(estimate);
        low = Numbers.canonical(low);
        high = Numbers.canonical(high);
        bracketLow = Numbers.canonical(bracketLow);
        bracketHigh = Numbers.canonical(bracketHigh);
    }
}
