package org.repsim.models.unreal;

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

    @Test
    void dormancyScopesAreExplainedToo() {
        TimerTree t = check(UnrealScenario.dormancyCondition(PushCondition.PUSH_SKIP, 1.0), Runs.fixedWork(40));
        double closes = t.operations().stream().filter(o -> o.key().equals("channel_close_us"))
                .mapToDouble(TimerTree.Operations::count).sum();
        assertTrue(closes > 0, "dormancy closes channels in the window");
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
