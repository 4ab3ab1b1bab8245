package org.repsim.engine.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TallyTest {

    @Test
    void momentsOfAKnownSample() {
        Tally t = new Tally();
        for (double x : new double[] {2, 4, 4, 4, 5, 5, 7, 9}) {
            t.add(x);
        }
        // Sum 40 over 8 values; squared deviations 9+1+1+1+0+0+4+16 = 32, sample variance 32/7.
        assertEquals(8, t.count());
        assertEquals(5.0, t.mean(), 1e-12);
        assertEquals(32.0 / 7.0, t.variance(), 1e-12);
        assertEquals(Math.sqrt(32.0 / 7.0), t.sd(), 1e-12);
        assertEquals(2.0, t.min());
        assertEquals(9.0, t.max());
    }

    @Test
    void welfordStaysExactWhenTheMeanDwarfsTheSpread() {
        Tally t = new Tally(false);
        for (double x : new double[] {4, 7, 13, 16}) {
            t.add(1e9 + x);
        }
        // Deviations from the mean 1e9+10 are -6, -3, 3, 6: sum of squares 90, variance 90/3.
        assertEquals(30.0, t.variance(), 1e-6);
    }

    @Test
    void quantilesInterpolateBetweenOrderStatistics() {
        Tally t = new Tally();
        for (double x : new double[] {5, 1, 4, 2, 3}) { // insertion order must not matter
            t.add(x);
        }
        // Sorted 1..5, h = 4p: p=0.25 -> h=1 -> 2; p=0.1 -> h=0.4 -> 1.4; p=0.9 -> h=3.6 -> 4.6.
        assertEquals(1.0, t.quantile(0.0), 1e-12);
        assertEquals(2.0, t.quantile(0.25), 1e-12);
        assertEquals(1.4, t.quantile(0.1), 1e-12);
        assertEquals(4.6, t.quantile(0.9), 1e-12);
        assertEquals(5.0, t.quantile(1.0), 1e-12);
        t.add(0.0); // cache must be dropped: now 0..5, median h=2.5 -> 2.5
        assertEquals(2.5, t.quantile(0.5), 1e-12);
    }

    @Test
    void emptyAndSingleObservationEdgeCases() {
        Tally t = new Tally();
        assertTrue(Double.isNaN(t.mean()));
        assertTrue(Double.isNaN(t.quantile(0.5)));
        t.add(3.0);
        assertEquals(3.0, t.quantile(0.99));
        assertTrue(Double.isNaN(t.sd()), "no spread from one observation");
        t.clear();
        assertEquals(0, t.count());
        assertTrue(Double.isNaN(t.min()));
    }

    @Test
    void momentOnlyTallyRefusesQuantilesAndBadProbabilitiesAreRejected() {
        assertThrows(IllegalStateException.class, () -> new Tally(false).quantile(0.5));
        assertThrows(IllegalArgumentException.class, () -> new Tally().quantile(1.5));
    }
}
