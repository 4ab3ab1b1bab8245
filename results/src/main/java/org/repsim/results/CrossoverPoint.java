package org.repsim.results;

import java.util.Objects;

/**
 * One line of {@code crossover-points.csv}: the difference {@code D(x) = M(where, x) - M(vs, x)} at
 * one evaluated value of the crossover axis, over replications that share their random numbers
 * (the two conditions of a replication run with the same streams, so D is paired).
 *
 * @param axis      the crossover axis's parameter path
 * @param x         the evaluated value
 * @param iteration 0 for the two ends of the searched range, k for the k-th bisection point
 * @param n         replications
 * @param where     mean of the metric under the {@code where} condition
 * @param vs        mean under the {@code vs} condition
 */
public record CrossoverPoint(String axis, double x, int iteration, int n, double where, double vs,
                             double difference, double sd, double ci95Low, double ci95High) {
    public CrossoverPoint {
        Objects.requireNonNull(axis, "axis");
        x = Numbers.canonical(x);
        where = Numbers.canonical(where);
        vs = Numbers.canonical(vs);
        difference = Numbers.canonical(difference);
        sd = Numbers.canonical(sd);
        ci95Low = Numbers.canonical(ci95Low);
        ci95High = Numbers.canonical(ci95High);
    }
}
