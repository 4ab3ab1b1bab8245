package org.repsim.experiments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.experiments.selftest.TheoryComparison;
import org.repsim.engine.stats.ReplicationSummary;

class SelftestCommandTest {

    @Test
    void smallSelftestPrintsEveryQuantityAndPasses() {
        RepsimCommandTest.Outcome o = RepsimCommandTest.execute(
                "selftest", "--replications", "5", "--customers", "5000", "--warmup-customers", "500");
        assertEquals(0, o.exitCode(), o.out() + o.err());
        for (String quantity : List.of("M/M/1 mean wait", "M/M/1 mean sojourn", "M/M/1 sojourn p50",
                "M/M/1 sojourn p90", "M/M/1 sojourn p99", "M/D/1 mean wait", "M/D/1 mean sojourn")) {
            assertTrue(o.out().contains(quantity), quantity + " missing from:\n" + o.out());
        }
        assertTrue(o.out().contains("PASS"), o.out());
    }

    @Test
    void anyQuantityBeyondTheToleranceFailsTheSelftest() {
        ReplicationSummary sim = new ReplicationSummary(10, 10.0, 1.0, 0.5);
        TheoryComparison close = new TheoryComparison("a", "ms", sim, 9.0);  // 2 half-widths
        TheoryComparison far = new TheoryComparison("b", "ms", sim, 8.0);    // 4 half-widths
        assertEquals(0, SelftestCommand.exitCode(List.of(close), 3.0));
        assertEquals(1, SelftestCommand.exitCode(List.of(close, far), 3.0));
    }

    @Test
    void invalidSettingsGiveAOneLineErrorNotAStackTrace() {
        RepsimCommandTest.Outcome o = RepsimCommandTest.execute("selftest", "--replications", "1");
        assertEquals(1, o.exitCode());
        assertTrue(o.err().contains("at least 2 replications"), o.err());
        assertTrue(!o.err().contains("\tat "), o.err());
    }
}
