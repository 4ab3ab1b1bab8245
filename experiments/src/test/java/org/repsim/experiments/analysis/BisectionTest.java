package org.repsim.experiments.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The crossover's search and interval on differences given in closed form. */
class BisectionTest {
    private static Bisection.Difference exact(double mean) {
        return new Bisection.Difference(mean, 0);
    }

    @Test
    void midpointsAreGeometricOnALogScaleAndShortOnes() {
        Bisection log = new Bisection(0.1, 1, true, false, 6, 0);
        assertEquals(Optional.of(0.316), log.midpoint(0.1, 1));
        assertEquals(Optional.of(0.562), log.midpoint(0.316, 1));
        Bisection linear = new Bisection(0, 1, false, false, 6, 0);
        assertEquals(Optional.of(0.5), linear.midpoint(0, 1));
        // Three digits would round onto an end: more digits, strictly inside.
        assertEquals(Optional.of(1.0005), linear.midpoint(1.000, 1.001));
        Bisection integer = new Bisection(0, 9, false, true, 6, 0);
        assertEquals(Optional.of(5.0), integer.midpoint(0, 9));
        assertEquals(Optional.empty(), integer.midpoint(4, 5));
    }

    @Test
    void theSearchConvergesOnTheZeroOfAMonotoneDifference() throws AnalysisFailure {
        Bisection b = new Bisection(1, 10, true, false, 8, 0);
        Bisection.Outcome o = b.replay(x -> exact(x - Math.PI));
        assertTrue(o.done());
        assertEquals(8, o.steps());
        assertTrue(o.low() <= Math.PI && Math.PI <= o.high(), o.toString());
        double estimate = b.estimate(o.low(), exact(o.low() - Math.PI), o.high(), exact(o.high() - Math.PI));
        assertEquals(Math.PI, estimate, 1e-3);
    }

    @Test
    void aToleranceEndsTheSearchEarly() throws AnalysisFailure {
        Bisection b = new Bisection(0, 8, false, false, 20, 1);
        Bisection.Outcome o = b.replay(x -> exact(x - 3.3));
        assertTrue(o.high() - o.low() <= 1 && o.steps() == 3, o.toString());
    }

    @Test
    void theSameSignAtBothEndsIsNoCrossing() {
        Bisection b = new Bisection(1, 10, true, false, 4, 0);
        AnalysisFailure e = assertThrows(AnalysisFailure.class, () -> b.replay(x -> exact(x + 1)));
        assertTrue(e.getMessage().startsWith("no crossing between 1.0 and 10.0"), e.getMessage());
    }

    @Test
    void theIntervalIsTheBracketWidenedWhereTheNoiseBandHoldsZero() {
        Bisection b = new Bisection(0, 4, false, false, 4, 0);
        List<Double> xs = List.of(0.0, 1.0, 2.0, 3.0, 4.0);
        // D = x - 2 exactly: the interval is the bracket.
        List<Bisection.Difference> sharp = xs.stream().map(x -> exact(x - 2)).toList();
        assertArrayEquals(new double[] {1.5, 2.5}, b.interval(2, 1.5, 2.5, xs, sharp), 1e-12);
        // Half-width 0.5 everywhere: |x - 2| <= 0.5 holds on [1.5, 2.5] already; 1.0 widens it to [1, 3].
        List<Bisection.Difference> noisy = xs.stream().map(x -> new Bisection.Difference(x - 2, 1.0)).toList();
        assertArrayEquals(new double[] {1, 3}, b.interval(2, 1.9, 2.1, xs, noisy), 1e-12);
        // A band wider than the range stops at its ends.
        List<Bisection.Difference> wide = xs.stream().map(x -> new Bisection.Difference(x - 2, 5.0)).toList();
        assertArrayEquals(new double[] {0, 4}, b.interval(2, 1.9, 2.1, xs, wide), 1e-12);
    }
}
