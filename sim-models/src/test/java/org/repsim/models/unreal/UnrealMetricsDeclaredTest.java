package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;

/** Everything a run reports is declared in {@link UnrealModel#METRICS}, with its kind and a unit. */
class UnrealMetricsDeclaredTest {
    @Test
    void everyScalarAndSeriesOfARunIsDeclaredWithAUnit() {
        // Components and connections, so that the class, property and connection families appear.
        RunOutput out = UnrealModel.run(UnrealScenario.briefLab(ActorClasses.carrier(), 20, 3, PushCondition.PUSH_SKIP, 1.0),
                Runs.fixedWork(10), RunWindow.ofSeconds(1, 2), new RandomStreams(3, 0));
        assertTrue(out.metrics().containsKey("property.Carrier.LabComponent.Int0.compares_per_frame"));
        assertTrue(out.metrics().containsKey("connection.2.bytes_per_frame"));
        for (String name : out.metrics().keySet()) {
            assertTrue(UnrealModel.METRICS.find(name, Metric.Kind.SCALAR).isPresent(), name);
        }
        assertEquals(5, out.series().size());
        for (TimeSeries s : out.series()) {
            assertTrue(UnrealModel.METRICS.find(s.metric(), Metric.Kind.SERIES).isPresent(), s.metric());
        }
        assertEquals("ms/frame", UnrealModel.METRICS.unitOf("server_replicate_actors_ms").orElseThrow());
        assertEquals("bits/frame", UnrealModel.METRICS.unitOf("bits_per_frame.vector").orElseThrow());
    }
}
