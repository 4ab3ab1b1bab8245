package org.repsim.engine.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TimeWeightedTest {

    @Test
    void averageWeighsEachValueByHowLongItHeld() {
        TimeWeighted q = new TimeWeighted(0, 0.0);
        q.update(10, 2.0); // 0 on [0,10)
        q.update(30, 1.0); // 2 on [10,30)
        // 1 on [30,40): area 0*10 + 2*20 + 1*10 = 50 over 40.
        assertEquals(50.0 / 40.0, q.mean(40), 1e-12);
        assertEquals(0.0, q.min());
        assertEquals(2.0, q.max());
    }

    @Test
    void restartForgetsTheWarmUpButKeepsTheCurrentValue() {
        TimeWeighted q = new TimeWeighted(0, 100.0);
        q.update(50, 4.0);
        q.restart(60);
        q.update(70, 0.0);
        // After restart: 4 on [60,70), 0 on [70,80): 40 over 20.
        assertEquals(2.0, q.mean(80), 1e-12);
        assertEquals(4.0, q.max(), "the warm-up's 100 is forgotten");
    }

    @Test
    void noElapsedTimeGivesTheCurrentValueAndTimeCannotGoBack() {
        TimeWeighted q = new TimeWeighted(5, 3.0);
        assertEquals(3.0, q.mean(5));
        q.update(10, 1.0);
        assertThrows(IllegalArgumentException.class, () -> q.update(9, 0.0));
    }
}
