package org.repsim.experiments.calibrate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.Limits;

/** Experiment files, profiles and simulated timer trees for the calibration tests. */
final class Setups {
    static final ModelBinding UNREAL = ModelRegistry.standard().find("unreal").orElseThrow();

    private Setups() {
    }

    static ExperimentSpec load(Path file) {
        return new ExperimentLoader(ModelRegistry.standard(), Limits.NONE).load(file, List.of());
    }

    static CellPlan cell(ExperimentSpec spec, String id) {
        return spec.cells().stream().filter(c -> c.cell().id().equals(id)).findFirst().orElseThrow();
    }

    /** A profile file with every key of {@code p}'s values (sources kept). */
    static Path write(Path file, String name, CostProfile p) throws IOException {
        StringBuilder b = new StringBuilder("profile: " + name + "\nmodel: " + p.keys().model() + "\ncosts:\n");
        for (CostKey k : p.keys().keys()) {
            b.append("  ").append(k.name()).append(":\n    value: ")
                    .append(String.format(Locale.ROOT, "%.17g", p.value(k))).append("\n    source: \"test\"\n");
        }
        Files.writeString(file, b.toString());
        return file;
    }

    /** The cell's timer tree per frame, mean over its replications (what timers.csv holds). */
    static List<InsightsExport.Scope> timersPerFrame(CellPlan plan, CostProfile profile, int replications) {
        Map<String, double[]> sums = new TreeMap<>();
        List<String> order = new ArrayList<>();
        for (int r = 0; r < replications; r++) {
            TimerTree t = plan.prepared().withProfile(profile).run(plan.window(), new RandomStreams(plan.seed(), r))
                    .timers();
            for (TimerTree.Scope s : t.scopes()) {
                if (!sums.containsKey(s.path())) {
                    order.add(s.path());
                }
                double[] v = sums.computeIfAbsent(s.path(), k -> new double[3]);
                v[0] += t.callsPerFrame(s) / replications;
                v[1] += t.inclusiveMsPerFrame(s) / replications;
                v[2] += t.exclusiveMsPerFrame(s) / replications;
            }
        }
        List<InsightsExport.Scope> out = new ArrayList<>();
        for (String p : order) {
            double[] v = sums.get(p);
            out.add(new InsightsExport.Scope(p, v[0], v[1], v[2]));
        }
        return out;
    }

    /** Mean of a metric over the cell's replications under {@code profile}. */
    static double metric(CellPlan plan, CostProfile profile, int replications, String metric) {
        double sum = 0;
        for (int r = 0; r < replications; r++) {
            sum += plan.prepared().withProfile(profile).run(plan.window(), new RandomStreams(plan.seed(), r))
                    .metrics().get(metric);
        }
        return sum / replications;
    }
}
