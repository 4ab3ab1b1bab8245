package org.repsim.engine.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReplicationSummaryTest {

    @Test
    void halfWidthIsStudentTTimesStandardError() {
        ReplicationSummary s = ReplicationSummary.of(1, 2, 3, 4, 5);
        // mean 3, sample sd sqrt(10/4); t(0.975, 4 df) = 2.7764 from printed t tables.
        assertEquals(5, s.n());
        assertEquals(3.0, s.mean(), 1e-12);
        assertEquals(Math.sqrt(2.5), s.sd(), 1e-12);
        assertEquals(2.7764 * Math.sqrt(2.5) / Math.sqrt(5), s.halfWidth(), 1e-3);
        assertTrue(s.contains(1.1));
        assertFalse(s.contains(0.9));
    }

    @Test
    void largeSamplesApproachTheNormalQuantile() {
        double[] v = new double[1000];
        for (int i = 0; i < v.length; i++) {
            v[i] = i % 2; // sd ~ 0.5
        }
        ReplicationSummary s = ReplicationSummary.of(v);
        // t(0.975, 999) = 1.9623 (normal 1.96).
        assertEquals(1.9623 * s.sd() / Math.sqrt(1000), s.halfWidth(), 1e-4);
    }

    @Test
    void singleReplicationIntervalIsTheValueItself() {
        ReplicationSummary s = ReplicationSummary.of(7.5);
        assertEquals(0.0, s.halfWidth());
        assertEquals(7.5, s.low());
        assertEquals(7.5, s.high());
        assertEquals(0.0, s.deviationInHalfWidths(7.5));
        assertEquals(Double.POSITIVE_INFINITY, s.deviationInHalfWidths(7.0));
    }

    @Test
    void deviationIsMeasuredInHalfWidths() {
        ReplicationSummary s = new ReplicationSummary(10, 10.0, 1.0, 0.5);
        assertEquals(2.0, s.deviationInHalfWidths(9.0), 1e-12);
        assertEquals(-1.0, s.deviationInHalfWidths(10.5), 1e-12);
    }

    @Test
    void noReplicationsIsAnError() {
        assertThrows(IllegalArgumentException.class, ReplicationSummary::of);
    }
}
