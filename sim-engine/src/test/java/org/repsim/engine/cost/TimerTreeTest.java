package org.repsim.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The normalising period: per measured frame for frame-based models, per simulated second otherwise. */
class TimerTreeTest {
    private static final TimerTree.Scope SCOPE = new TimerTree.Scope("a", "a", "", 120, 6e6, 4e6);

    @Test
    void withFramesFiguresArePerFrame() {
        TimerTree t = new TimerTree(40, 2.0, List.of(SCOPE));
        assertEquals("frame", t.period());
        assertEquals(40.0, t.periods(), 0.0);
        assertEquals(3.0, t.callsPerPeriod(SCOPE), 1e-12);
        assertEquals(0.15, t.inclusiveMsPerPeriod(SCOPE), 1e-12);
        assertEquals(0.1, t.exclusiveMsPerPeriod(SCOPE), 1e-12);
        assertEquals(t.callsPerFrame(SCOPE), t.callsPerPeriod(SCOPE), 0.0);
    }

    @Test
    void withoutFramesFiguresArePerSimulatedSecondOfTheWindow() {
        TimerTree t = new TimerTree(0, 2.0, List.of(SCOPE));
        assertEquals("s", t.period());
        assertEquals(2.0, t.periods(), 0.0);
        assertEquals(60.0, t.callsPerPeriod(SCOPE), 1e-12);
        assertEquals(3.0, t.inclusiveMsPerPeriod(SCOPE), 1e-12);
        assertEquals(2.0, t.exclusiveMsPerPeriod(SCOPE), 1e-12);
        assertEquals(0.0, t.callsPerFrame(SCOPE), 0.0, "no frames: per-frame figures are 0, not infinite");
    }

    @Test
    void anEmptyTreeGivesZeroNotNaN() {
        TimerTree t = new TimerTree(0, 0.0, List.of(SCOPE));
        assertEquals(0.0, t.periods(), 0.0);
        assertEquals(0.0, t.callsPerPeriod(SCOPE), 0.0);
        assertEquals(0.0, t.inclusiveMsPerPeriod(SCOPE), 0.0);
    }
}
