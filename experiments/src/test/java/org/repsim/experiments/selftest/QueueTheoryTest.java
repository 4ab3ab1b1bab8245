package org.repsim.experiments.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class QueueTheoryTest {

    @Test
    void mm1ClosedFormsAtRhoOneHalf() {
        MM1Theory q = new MM1Theory(1.0, 2.0);
        // mu - lambda = 1: sojourn ~ Exp(1), so mean 1, median ln 2; wait = rho * sojourn = 0.5.
        assertEquals(1.0, q.meanSojournSeconds(), 1e-12);
        assertEquals(0.5, q.meanWaitSeconds(), 1e-12);
        assertEquals(Math.log(2), q.sojournQuantileSeconds(0.5).getAsDouble(), 1e-12);
        assertEquals(Math.log(100), q.sojournQuantileSeconds(0.99).getAsDouble(), 1e-12);
    }

    @Test
    void md1WaitIsHalfTheMm1Wait() {
        MD1Theory d = new MD1Theory(700, 1000);
        MM1Theory m = new MM1Theory(700, 1000);
        assertEquals(m.meanWaitSeconds() / 2, d.meanWaitSeconds(), 1e-15);
        assertEquals(d.meanWaitSeconds() + 0.001, d.meanSojournSeconds(), 1e-15);
        assertFalse(d.sojournQuantileSeconds(0.5).isPresent());
    }

    @Test
    void unstableQueueIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new MM1Theory(2, 1));
        assertThrows(IllegalArgumentException.class, () -> new MD1Theory(1, 1));
    }
}
