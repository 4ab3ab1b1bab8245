package org.repsim.experiments.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.battleroyale.BattleRoyaleMetrics;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.unreal.replication.ReplicationStrategy;

/** The battle-royale binding turns schema-checked parameters into the model's scenario. */
class BattleRoyaleBindingTest {
    private final BattleRoyaleBinding binding = new BattleRoyaleBinding();

    /** What the schema's checker yields for an empty {@code scenario:}: every default filled in. */
    private Map<String, Object> defaults() {
        return Checked.check(binding.scenarioSchema(), "{}");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> obj(Map<String, Object> m, String key) {
        return (Map<String, Object>) m.get(key);
    }

    private PreparedCell prepare(Map<String, Object> scenario, Map<String, Double> overrides) throws BindingException {
        return binding.prepare(new CellInput(scenario, null, Path.of("."), overrides));
    }

    @Test
    void defaultsAreTheModelsDefaultScenario() throws BindingException {
        assertEquals(BattleRoyaleScenario.defaults().toString(),
                BattleRoyaleBinding.scenario(defaults()).toString());
    }

    @Test
    void aRunReportsEveryDeclaredScalarMetric() throws BindingException {
        Map<String, Object> s = defaults();
        s.put("players", 12L);
        obj(s, "alive").put("count", 12L);
        RunOutput out = prepare(s, Map.of()).run(RunWindow.ofSeconds(0.5, 1.0), new RandomStreams(1, 0));
        for (org.repsim.engine.run.Metric m : binding.metrics().declared()) {
            if (m.kind() == org.repsim.engine.run.Metric.Kind.SCALAR && !m.isFamily()) {
                assertTrue(out.metrics().containsKey(m.name()), m.name());
            }
        }
        assertEquals(BattleRoyaleMetrics.STATIC_METRICS.size(), out.metrics().size());
    }

    @Test
    void rulesMapToThePolicies() throws BindingException {
        Map<String, Object> s = defaults();
        obj(s, "interleaving").put("rule", "third_step");
        assertEquals(3, BattleRoyaleBinding.scenario(s).interleaving().maxFramesSkipped());
        obj(s, "interleaving").put("rule", "off");
        assertEquals(false, BattleRoyaleBinding.scenario(s).interleaving().enabled());
        obj(s, "interleaving").put("rule", "custom");
        obj(s, "interleaving").put("steps", List.of(Map.of("beyond_m", 50.0, "skip", 4L)));
        assertEquals(4, BattleRoyaleBinding.scenario(s).interleaving().framesSkipped(60.0 * 60.0));
    }

    @Test
    void theNetFlushPassMayBeIris() throws BindingException {
        Map<String, Object> s = defaults();
        obj(s, "replication").put("strategy", "iris");
        obj(obj(s, "replication"), "iris").put("cell_size_uu", 5000.0);
        BattleRoyaleScenario sc = BattleRoyaleBinding.scenario(s);
        assertEquals(ReplicationStrategy.IRIS, sc.replication().strategy());
        assertEquals(50.0, sc.replication().iris().cellSizeMeters(), 0.0);
    }

    @Test
    void inconsistentValuesNameTheirKey() {
        Map<String, Object> s = defaults();
        obj(s, "alive").put("count", 101L);
        BindingException e = assertThrows(BindingException.class, () -> BattleRoyaleBinding.scenario(s));
        assertEquals("scenario.alive.count", e.keyPath());

        Map<String, Object> c = defaults();
        obj(c, "interleaving").put("rule", "custom");
        e = assertThrows(BindingException.class, () -> BattleRoyaleBinding.scenario(c));
        assertEquals("scenario.interleaving.steps", e.keyPath());
    }

    @Test
    void overridesChangeTheCostsAndUnknownKeysAreRefused() throws BindingException {
        Map<String, Object> s = defaults();
        s.put("players", 10L);
        obj(s, "alive").put("count", 10L);
        RunOutput free = prepare(s, Map.of("dispatch_per_message_ns", 0.0))
                .run(RunWindow.ofSeconds(0.5, 1.0), new RandomStreams(1, 0));
        assertEquals(0.0, free.metrics().get(BattleRoyaleMetrics.NET_DISPATCH_MS));
        BindingException e = assertThrows(BindingException.class, () -> prepare(s, Map.of("dispatch_ns", 1.0)));
        assertEquals("overrides.dispatch_ns", e.keyPath());
        e = assertThrows(BindingException.class,
                () -> binding.prepare(new CellInput(s, "no-such-profile", Path.of("."), Map.of())));
        assertEquals("profile", e.keyPath());
    }

    @Test
    void theNetFlushUnrealProfileIsAVisibleDefaultedKey() throws BindingException {
        assertEquals("ue58-editor", defaults().get("unreal_profile"));
        Map<String, Object> s = defaults();
        s.put("unreal_profile", "ue99");
        BindingException e = assertThrows(BindingException.class, () -> prepare(s, Map.of()));
        assertEquals("scenario.unreal_profile", e.keyPath());
        assertEquals(List.of("scenario.unreal_profile"), binding.fileKeys());
    }

    @Test
    void aSpawnShapeIsChosenByItsWordAndKeepsItsOwnKeys() throws BindingException {
        Map<String, Object> s = Checked.check(binding.scenarioSchema(),
                "{spawn: {distribution: clustered, drops: 3, drop_radius_m: 50}}");
        assertEquals(new org.repsim.models.battleroyale.SpatialDistribution.ClusteredDrops(3, 50.0),
                BattleRoyaleBinding.scenario(s).spawn());
        Map<String, Object> z = Checked.check(binding.scenarioSchema(),
                "{spawn: {distribution: shrinking_zone, zone_start_radius_m: 100, zone_end_radius_m: 200}}");
        BindingException e = assertThrows(BindingException.class, () -> BattleRoyaleBinding.scenario(z));
        assertEquals("scenario.spawn", e.keyPath());
    }
}
