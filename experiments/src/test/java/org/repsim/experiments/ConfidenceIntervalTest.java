package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;
import org.junit.jupiter.api.Test;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.stats.ReplicationSummary;
import org.repsim.experiments.matrix.Cell;
import org.repsim.experiments.runner.CellResult;
import org.repsim.experiments.output.ResultTables;
import org.repsim.experiments.input.CellPlan;

/** The CI in summary.csv is the Student-t interval commons-math3 gives for the same replication values. */
class ConfidenceIntervalTest {
    private static RunOutput run(double v) {
        Map<String, Double> m = new TreeMap<>();
        m.put("x", v);
        return new RunOutput(new TreeMap<>(m), null, 0L, List.of(), List.of());
    }

    @Test
    void intervalMatchesCommonsMathTInterval() {
        double[] values = {4.05, 4.4, 4.57, 4.9, 5.28, 4.2, 4.61};
        List<RunOutput> runs = java.util.Arrays.stream(values).mapToObj(ConfidenceIntervalTest::run).toList();
        CellPlan plan = new CellPlan(new Cell(0, "c", List.of(), List.of()), null, null, 0, new TreeMap<>(), "h");
        ReplicationSummary s = ResultTables.summarise(new CellResult(plan, runs)).get("x");

        SummaryStatistics stats = new SummaryStatistics();
        for (double v : values) {
            stats.addValue(v);
        }
        double t = new TDistribution(values.length - 1).inverseCumulativeProbability(0.975);
        double half = t * stats.getStandardDeviation() / Math.sqrt(values.length);
        assertEquals(values.length, s.n());
        assertEquals(stats.getMean(), s.mean(), 1e-12);
        assertEquals(stats.getStandardDeviation(), s.sd(), 1e-12);
        assertEquals(stats.getMean() - half, s.low(), 1e-12);
        assertEquals(stats.getMean() + half, s.high(), 1e-12);
        // Hand check: t(0.975, 6) = 2.446912 (tables).
        assertEquals(2.446912, t, 1e-6);
    }
}
