package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;

/** Everything a run reports is declared in {@link BattleRoyaleModel#METRICS}, with its kind. */
class BattleRoyaleMetricsDeclaredTest {
    @Test
    void everyScalarSeriesAndDistributionOfARunIsDeclared() {
        RunOutput out = BattleRoyaleModel.run(BattleRoyaleScenario.defaults(), BattleRoyaleTestProfiles.LIGHT,
                BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(0.5, 1.0), new RandomStreams(1, 0));
        for (String name : out.metrics().keySet()) {
            assertTrue(BattleRoyaleModel.METRICS.find(name, Metric.Kind.SCALAR).isPresent(), name);
        }
        for (TimeSeries s : out.series()) {
            assertTrue(BattleRoyaleModel.METRICS.find(s.metric(), Metric.Kind.SERIES).isPresent(), s.metric());
        }
        for (Quantiles q : out.distributions()) {
            assertTrue(BattleRoyaleModel.METRICS.find(q.metric(), Metric.Kind.DISTRIBUTION).isPresent(), q.metric());
        }
    }
}
