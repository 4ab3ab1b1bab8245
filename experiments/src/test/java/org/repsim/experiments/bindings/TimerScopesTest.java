package org.repsim.experiments.bindings;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;

/**
 * Each model's declared timer scopes (what a timers chart's {@code scopes:} is checked against
 * before a run) cover every scope its runs produce: a model that adds a scope without declaring
 * it fails here, instead of a valid chart being refused.
 */
class TimerScopesTest {
    @TempDir
    Path tmp;

    private Set<String> scopesOf(String yaml) throws IOException {
        Path f = tmp.resolve("e" + System.nanoTime() + ".yaml");
        Files.writeString(f, yaml);
        ExperimentSpec spec = new ExperimentLoader(ModelRegistry.standard()).load(f, List.of());
        Set<String> out = new TreeSet<>();
        for (CellPlan p : spec.cells()) {
            TimerTree t = p.prepared().run(p.window(), new RandomStreams(p.seed(), 0)).timers();
            t.scopes().forEach(s -> out.add(s.path()));
        }
        return out;
    }

    private static void assertDeclared(ModelBinding model, Set<String> produced) {
        assertFalse(produced.isEmpty(), model.id() + " produced no timer scope");
        Set<String> undeclared = new TreeSet<>(produced);
        undeclared.removeAll(model.timerScopes());
        assertTrue(undeclared.isEmpty(), model.id() + " produces undeclared timer scopes " + undeclared);
    }

    @Test
    void unrealScopesAreDeclared() throws IOException {
        assertDeclared(new UnrealBinding(), scopesOf("""
                model: unreal
                warmup: 0.2s
                duration: 0.3s
                replications: 1
                scenario:
                  connections: 2
                  actors: [{class: Full, count: 20}, {class: ComponentHeavy, count: 5}]
                  replication: {replay_driver: true}
                """));
    }

    @Test
    void irisScopesAreDeclared() throws IOException {
        assertDeclared(new UnrealBinding(), scopesOf("""
                model: unreal
                warmup: 0.2s
                duration: 0.3s
                replications: 1
                scenario:
                  connections: 2
                  actors: [{class: Full, count: 20}, {class: ComponentHeavy, count: 5}]
                  replication: {strategy: iris, push_model: true, replay_driver: true}
                """));
        assertDeclared(new BattleRoyaleBinding(), scopesOf("""
                model: battle-royale
                warmup: 0.2s
                duration: 0.3s
                replications: 1
                scenario: {players: 8, alive: {count: 8}, replication: {strategy: iris}}
                """));
    }

    @Test
    void battleRoyaleScopesAreDeclared() throws IOException {
        assertDeclared(new BattleRoyaleBinding(), scopesOf("""
                model: battle-royale
                warmup: 0.2s
                duration: 0.3s
                replications: 1
                scenario: {players: 8, alive: {count: 8}}
                """));
    }

    @Test
    void roomScopesAreDeclared() throws IOException {
        Set<String> produced = scopesOf("""
                model: room
                warmup: 1s
                duration: 2s
                replications: 1
                scenario: {users: 12}
                """);
        produced.addAll(scopesOf("""
                model: room
                replications: 1
                scenario: {mode: benchmark, benchmark_rooms: 2}
                """));
        assertDeclared(new RoomBinding(), produced);
    }
}
