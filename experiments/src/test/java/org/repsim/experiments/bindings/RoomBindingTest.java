package org.repsim.experiments.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.experiments.schema.Field;
import org.repsim.engine.run.Metric;
import org.repsim.models.room.RoomModel;
import org.repsim.models.room.RoomScenario;
import org.repsim.models.room.transport.TransportMode;

/** The room binding turns schema-checked parameters into runnable load steps and benchmarks. */
class RoomBindingTest {
    private final RoomBinding binding = new RoomBinding();

    private Map<String, Object> defaults() {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Field f : binding.scenarioSchema().fields()) {
            m.put(f.name(), f.defaultValue());
        }
        return m;
    }

    private PreparedCell prepare(Map<String, Object> scenario, Map<String, Double> overrides) throws BindingException {
        return binding.prepare(new CellInput(scenario, null, Path.of("."), overrides));
    }

    @Test
    void aLoadStepReportsEveryDeclaredMetric() throws BindingException {
        Map<String, Object> s = defaults();
        s.put("users", 12L);
        s.put("transport", "old");
        RunOutput out = prepare(s, Map.of()).run(RunWindow.ofSeconds(3, 5), new RandomStreams(1, 0));
        assertTrue(out.metrics().keySet().containsAll(java.util.List.of("users", "cpu_pct", "ping_rtt_p99_ms")));
        assertEquals(12.0, out.metrics().get("users"));
        for (String m : out.metrics().keySet()) {
            assertTrue(binding.metrics().find(m, org.repsim.engine.run.Metric.Kind.SCALAR).isPresent(), m);
        }
    }

    @Test
    void benchmarkModeRunsTheInProcessBenchmark() throws BindingException {
        Map<String, Object> s = defaults();
        s.put("mode", "benchmark");
        s.put("benchmark_rooms", 2L);
        RunOutput out = prepare(s, Map.of()).run(RunWindow.ofSeconds(0, 1), new RandomStreams(1, 0));
        for (String m : out.metrics().keySet()) {
            assertTrue(RoomModel.METRICS.find(m, Metric.Kind.SCALAR).isPresent(), m);
        }
        assertTrue(out.metrics().get("state_bytes_per_room") > 0);
    }

    @Test
    void overridesChangeTheCostsAndUnknownKeysAreRefused() throws BindingException {
        Map<String, Object> s = defaults();
        s.put("mode", "benchmark");
        s.put("benchmark_rooms", 2L);
        RunOutput base = prepare(s, Map.of()).run(RunWindow.ofSeconds(0, 1), new RandomStreams(1, 0));
        RunOutput doubled = prepare(s, Map.of("stringify_ns_per_byte", 10.0)).run(RunWindow.ofSeconds(0, 1),
                new RandomStreams(1, 0));
        assertTrue(doubled.metrics().get("encode_us_per_room") > base.metrics().get("encode_us_per_room"));
        BindingException e = assertThrows(BindingException.class, () -> prepare(s, Map.of("stringify_per_byte", 1.0)));
        assertEquals("overrides.stringify_per_byte", e.keyPath());
    }

    /** The room record's declarations, with nothing written in the file, are the model's own default load step. */
    @Test
    void anEmptyScenarioIsTheModelsDefaultLoadStep() throws BindingException {
        RoomScenarioFile f = RecordBinder.bind(RoomScenarioFile.class, Checked.check(binding.scenarioSchema(), "{}"),
                "scenario", RoomBinding.conversions(Path.of(".")));
        assertEquals(RoomScenarioFile.Mode.LOAD_STEP, f.mode());
        assertEquals(RoomScenario.defaults(120, TransportMode.NEW), f.scenario());
    }
}
