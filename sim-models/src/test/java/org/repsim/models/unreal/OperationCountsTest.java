package org.repsim.models.unreal;

import java.util.List;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.GraphSettings;
import org.repsim.models.unreal.replication.IrisSettings;
import org.repsim.models.unreal.replication.PassStrategy;
import org.repsim.models.unreal.replication.ReplicationStrategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The per (scope, cost key) operation counts the model records explain every counted scope's
 * exclusive time: Σ count × unit = exclusive, for each push condition and for dormancy (channel
 * open/close, TickChannels, FlushNetDormancy). Calibration relies on this linearity.
 */
class OperationCountsTest {

    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void countsTimesUnitsAreEachScopesExclusiveTime(PushCondition c) {
        check(UnrealScenario.mainCondition(c), Runs.fixedWork(40));
    }

    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void subobjectScopesAreExplainedToo(PushCondition c) {
        // Component-heavy actors with timers: subobjects skipped, replicated and sent.
        UnrealScenario s = UnrealScenario.briefLab(ActorClasses.componentHeavy(20, true), 100, 2, c, 0.0)
                .withWorkloads(List.of(new WorkloadSpec.ComponentTimers(null, 0.1, 0.01)));
        TimerTree t = check(s, Runs.fixedWork(40));
        double walks = t.operations().stream().filter(o -> o.key().equals("subobject_walk_us"))
                .mapToDouble(TimerTree.Operations::count).sum();
        assertTrue(walks > 0, "subobject walks are counted");
    }

    @Test
    void dormancyScopesAreExplainedToo() {
        TimerTree t = check(UnrealScenario.dormancyCondition(PushCondition.PUSH_SKIP, 1.0), Runs.fixedWork(40));
        double closes = t.operations().stream().filter(o -> o.key().equals("channel_close_us"))
                .mapToDouble(TimerTree.Operations::count).sum();
        assertTrue(closes > 0, "dormancy closes channels in the window");
    }

    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void theReplicationGraphsScopesAreExplainedToo(PushCondition c) {
        // Moving, distance-culled actors so that re-binning, gathers, due checks and the sort run
        // (the graph's own keys must be fittable like the legacy ones). FastShared needs viewers
        // placed beyond its near zone, which this lab does not do: its counts are charged in the
        // same method (ReplicationScopes.chargeGraph) and pinned by ReplicationGraphMechanismTest.
        ActorClassSpec moving = ActorClasses.full().withName("Moving").withMoving(true).withRelevancy(false, 3000);
        UnrealScenario base = UnrealScenario.briefLab(moving, 400, 3, c, 1.0);
        UnrealScenario s = base.withSettings(base.settings().withStrategy(ReplicationStrategy.REPLICATION_GRAPH,
                GraphSettings.basic().withSpatialFrequency(true, true)));
        TimerTree t = check(s, Runs.fixedWork(40));
        for (String key : List.of("graph_rebin_us", "graph_cell_gather_us", "graph_due_check_us",
                "graph_sort_element_us")) {
            double n = t.operations().stream().filter(o -> o.key().equals(key))
                    .mapToDouble(TimerTree.Operations::count).sum();
            assertTrue(n > 0, key + " is counted");
        }
    }

    @ParameterizedTest
    @EnumSource(value = PushCondition.class, names = {"PUSH_OFF", "PUSH_ON"})
    void irisScopesAreExplainedToo(PushCondition c) {
        // Moving, distance-culled actors on a map so that the grid filter, the poll, the quantize,
        // the change masks, the prioritizer and the writer all run.
        ActorClassSpec moving = ActorClasses.carrier().withName("Moving").withMoving(true).withRelevancy(false, 3000);
        UnrealScenario base = UnrealScenario.briefLab(moving, 400, 3, c, 1.0);
        UnrealScenario s = base.withSettings(base.settings().withWorldSize(8000)
                .withPass(PassStrategy.iris(IrisSettings.defaults())));
        TimerTree t = check(s, Runs.fixedWork(40));
        for (String key : List.of("iris_grid_update_us", "iris_filter_cell_us", "iris_filter_object_us", "iris_poll_candidate_us",
                "iris_poll_object_us", "iris_quantize_object_us", "iris_copy_quantize_member_us", "iris_change_mask_us",
                "iris_prioritize_us", "iris_write_object_us", "iris_serialize_member_us")) {
            double n = t.operations().stream().filter(o -> o.key().equals(key))
                    .mapToDouble(TimerTree.Operations::count).sum();
            assertTrue(n > 0, key + " is counted");
        }
    }

    @Test
    void fastArrayKeysAreExplainedToo() {
        // A manager's fast array beside Full actors, changed, grown and shrunk by the writer.
        org.repsim.models.unreal.object.PropertySpec items = new org.repsim.models.unreal.object.PropertySpec(
                "Items", org.repsim.models.unreal.object.WireType.FAST_ARRAY, 0, 1, null, true,
                org.repsim.models.unreal.object.ReplicationCondition.NONE, true, 200, 400,
                List.of(org.repsim.models.unreal.object.WireType.INT32,
                        org.repsim.models.unreal.object.WireType.FLOAT));
        ActorClassSpec manager = new ActorClassSpec("Manager", List.of(items), List.of(), 100.0, 2.0, 1.0, true, 150.0,
                org.repsim.models.unreal.object.DormancyMode.AWAKE, true, false);
        UnrealScenario base = UnrealScenario.mainCondition(PushCondition.PUSH_ON);
        UnrealScenario s = base.withActors(List.of(ActorClasses.full(), manager), List.of(
                        new org.repsim.models.unreal.object.ActorGroup("Full", 200),
                        new org.repsim.models.unreal.object.ActorGroup("Manager", 3)))
                .withWorkloads(List.of(org.repsim.models.unreal.workload.WorkloadSpec.Writer.brief(1.0)
                        .withItemChurn(0.2, 0.2)));
        TimerTree t = check(s, Runs.fixedWork(40));
        for (String key : List.of("fast_array_key_check_us", "fast_array_item_walk_us",
                "fast_array_item_serialize_us")) {
            double n = t.operations().stream().filter(o -> o.key().equals(key))
                    .mapToDouble(TimerTree.Operations::count).sum();
            assertTrue(n > 0, key + " is counted");
        }
    }

    private static TimerTree check(UnrealScenario s, CostProfile p) {
        TimerTree t = Runs.run(s, p, 6, 2, 3).output().timers();
        assertFalse(t.operations().isEmpty());
        Map<String, Double> explained = new TreeMap<>();
        for (TimerTree.Operations o : t.operations()) {
            CostKey k = UnrealCosts.KEYS.find(o.key()).orElseThrow();
            explained.merge(o.scopePath(), o.count() * p.nanos(k), Double::sum);
        }
        for (TimerTree.Scope scope : t.scopes()) {
            double e = explained.getOrDefault(scope.path(), 0.0);
            assertEquals(scope.exclusiveNanos(), e, 1e-6 * Math.max(1.0, scope.exclusiveNanos()), scope.path());
        }
        return t;
    }
}
