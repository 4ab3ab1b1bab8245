package org.repsim.experiments.calibrate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The regularised bounded least squares on systems whose answer is known by construction. */
class UnitCostFitTest {
    @Test
    void keysTheFiguresDetermineComeBackExactly() {
        // Two figures, two keys with different operation mixes; truth x = (2, 0.5).
        double[][] a = {{100, 10}, {20, 300}};
        double[] b = {100 * 2 + 10 * 0.5, 20 * 2 + 300 * 0.5};
        UnitCostFit.Solution s = UnitCostFit.solve(a, new double[2], b, new double[] {1, 1});
        assertEquals(2.0, s.x()[0], 2.0 * 1e-4);
        assertEquals(0.5, s.x()[1], 0.5 * 1e-4);
        assertArrayEquals(new boolean[] {true, true}, s.identifiable());
    }

    @Test
    void keysThatOnlyAppearTogetherAreScaledAsOneKeepingTheBaseRatio() {
        // One figure, two keys always together: only a + 2b is known; the base ratio a:b = 3:1 stays.
        double[][] a = {{1000, 2000}};
        double base1 = 0.3;
        double base2 = 0.1;
        double target = 1.2 * (1000 * base1 + 2000 * base2);
        UnitCostFit.Solution s = UnitCostFit.solve(a, new double[1], new double[] {target}, new double[] {base1, base2});
        assertEquals(1.2 * base1, s.x()[0], 1e-5);
        assertEquals(1.2 * base2, s.x()[1], 1e-5);
        assertFalse(s.identifiable()[0]);
        assertFalse(s.identifiable()[1]);
    }

    @Test
    void unitCostsStayNonNegativeAndTheConstantIsNotFitted() {
        // The unexplained constant already exceeds the figure: the key cannot go below zero.
        UnitCostFit.Solution s = UnitCostFit.solve(new double[][] {{10}, {5}}, new double[] {3, 0},
                new double[] {1, -0.5}, new double[] {1});
        assertEquals(0.0, s.x()[0], 0.0);
        assertTrue(s.x()[0] >= 0);
    }
}
