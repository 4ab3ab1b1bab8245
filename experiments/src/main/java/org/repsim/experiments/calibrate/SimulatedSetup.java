package org.repsim.experiments.calibrate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.input.CellPlan;

/**
 * The measured setup simulated under one profile: per scope, the calls and exclusive time per
 * frame and the operations of each cost key per frame, as means over the replications (the
 * statistic {@code timers.csv} reports), plus the time no operation count explains.
 */
final class SimulatedSetup {
    /** Per scope path: key name → operations per frame. */
    final Map<String, Map<String, Double>> operations = new TreeMap<>();
    final Map<String, Double> callsPerFrame = new TreeMap<>();
    final Map<String, Double> exclusiveMsPerFrame = new TreeMap<>();
    /** Per scope: exclusive ms per frame not explained by operation counts × unit costs. */
    final Map<String, Double> unexplainedMs = new TreeMap<>();
    private SimulatedSetup() {
    }

    static SimulatedSetup run(CellPlan plan, CostProfile profile, int replications) {
        var cell = plan.prepared().withProfile(profile);
        SimulatedSetup s = null;
        for (int r = 0; r < replications; r++) {
            RunOutput out = cell.run(plan.window(), new RandomStreams(plan.seed(), r));
            TimerTree t = out.timers();
            if (t.frames() <= 0) {
                throw new CalibrationException("the simulated setup ran no measured frame: calibration needs a"
                        + " frame-based model and a measurement window of at least one frame");
            }
            if (s == null) {
                s = new SimulatedSetup();
            }
            double f = t.frames();
            for (TimerTree.Scope sc : t.scopes()) {
                s.callsPerFrame.merge(sc.path(), sc.calls() / f / replications, Double::sum);
                s.exclusiveMsPerFrame.merge(sc.path(), sc.exclusiveNanos() / 1e6 / f / replications, Double::sum);
            }
            for (TimerTree.Operations o : t.operations()) {
                s.operations.computeIfAbsent(o.scopePath(), k -> new LinkedHashMap<>())
                        .merge(o.key(), o.count() / f / replications, Double::sum);
            }
        }
        for (Map.Entry<String, Double> e : s.exclusiveMsPerFrame.entrySet()) {
            double explained = 0;
            for (Map.Entry<String, Double> op : s.operations.getOrDefault(e.getKey(), Map.of()).entrySet()) {
                explained += op.getValue() * unitMs(profile, op.getKey());
            }
            s.unexplainedMs.put(e.getKey(), e.getValue() - explained);
        }
        return s;
    }

    /** Milliseconds per operation of {@code key} at its profile value. */
    static double unitMs(CostProfile p, String key) {
        CostKey k = p.keys().find(key).orElseThrow();
        return k.isTime() ? k.toNanos(p.value(k)) / 1e6 : 0.0;
    }

    /** Milliseconds one unit of a key's value adds per operation (0 for a key that is no time). */
    static double msPerUnit(CostKey k) {
        return k.isTime() ? k.toNanos(1.0) / 1e6 : 0.0;
    }

    /** Operations per frame of {@code key} summed over {@code scopes}. */
    double operationsOver(List<String> scopes, String key) {
        double sum = 0;
        for (String s : scopes) {
            sum += operations.getOrDefault(s, Map.of()).getOrDefault(key, 0.0);
        }
        return sum;
    }

    double unexplainedOver(List<String> scopes) {
        double sum = 0;
        for (String s : scopes) {
            sum += unexplainedMs.getOrDefault(s, 0.0);
        }
        return sum;
    }

    double exclusiveOver(List<String> scopes) {
        double sum = 0;
        for (String s : scopes) {
            sum += exclusiveMsPerFrame.getOrDefault(s, 0.0);
        }
        return sum;
    }
}
