package org.repsim.experiments.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.replication.DistanceInterleaving;

/** One {@code scenario.interleaving} shape, one model type, in the Unreal and the battle-royale files. */
class InterleavingFileTest {
    private static final String CUSTOM = "interleaving: {rule: custom, steps: [{beyond_m: 50, skip: 4}, {beyond_m: 10, skip: 1}]}";

    @Test
    void bothModelsReadTheSameShapeIntoTheSameRule() throws BindingException {
        DistanceInterleaving unreal = UnrealScenarioReader.read(Checked.check(UnrealScenarioReader.SCHEMA, "{" + CUSTOM + "}"))
                .interleaving();
        DistanceInterleaving br = BattleRoyaleBinding.scenario(Checked.check(new BattleRoyaleBinding().scenarioSchema(),
                "{" + CUSTOM + "}")).interleaving();
        List<DistanceInterleaving.Step> sorted = List.of(new DistanceInterleaving.Step(10, 1), new DistanceInterleaving.Step(50, 4));
        assertEquals(sorted, unreal.steps());
        assertEquals(sorted, br.steps());
        assertEquals(4, unreal.framesSkipped(60.0 * 60.0));
        assertEquals(1, br.framesSkipped(20.0 * 20.0));
    }

    @Test
    void eachModelHasItsOwnDefaultRule() throws BindingException {
        assertFalse(UnrealScenarioReader.read(Checked.check(UnrealScenarioReader.SCHEMA, "{}")).interleaving().enabled());
        assertEquals(DistanceInterleaving.published().steps(), BattleRoyaleBinding.scenario(
                Checked.check(new BattleRoyaleBinding().scenarioSchema(), "{}")).interleaving().steps());
    }

    @Test
    void aGivenInterleavingObjectNamesItsRule() {
        String message = Checked.problems(UnrealScenarioReader.SCHEMA, "{interleaving: {third_step_beyond_m: 800}}")
                .list().get(0).render();
        assertTrue(message.contains("scenario.interleaving") && message.contains("rule"), message);
    }

    /** The Unreal file's rule reaches the server: far actors on a map are replicated less often. */
    @Test
    void anUnrealFilesRuleSkipsFarActors() throws BindingException {
        String map = "connections: 2, actors: [{class: Full, count: 200}], replication: {world_size_m: 2000}";
        double off = actorsReplicated("{" + map + "}");
        double published = actorsReplicated("{" + map + ", interleaving: {rule: published}}");
        assertTrue(published < 0.7 * off, "published " + published + " vs off " + off);
    }

    private static double actorsReplicated(String yaml) throws BindingException {
        Map<String, Object> scenario = Checked.check(UnrealScenarioReader.SCHEMA, yaml);
        PreparedCell cell = new UnrealBinding().prepare(new CellInput(scenario, null, Path.of("."), Map.of()));
        return cell.run(RunWindow.ofSeconds(1, 2), new RandomStreams(7, 0)).metrics()
                .get("actors_replicated_per_connection_frame");
    }
}
