package org.repsim.experiments.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.stats.ReplicationSummary;
import org.repsim.experiments.input.AnalysisSpec;
import org.repsim.experiments.runner.CellResult;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.results.AnalysisTables;
import org.repsim.results.SensitivityRow;

/**
 * The elasticity of a quantity of one cell (a metric, or its ratio to another cell's, or the saving
 * 100 - ratio) to each unit cost. First the base cells run; the keys their runs charged (or whose
 * operations the model does not count) are then perturbed by ±step, each perturbation a cell with
 * the base's random numbers. Per replication r the elasticity is
 * {@code (Q_r(+) - Q_r(-)) / (2 step Q_r(base))}; the table holds its mean and Student-t 95% interval
 * over the replications. A key the runs counted but never charged (warm-up included), or whose
 * value is 0, moves nothing: its elasticity is 0 exactly and it is not run.
 */
final class SensitivityAnalysis implements Analysis {
    static final String BASE = "base";

    private final AnalysisSpec.Sensitivity spec;
    private final List<String> kept;
    private final String metricUnit;
    private final Mark mark;

    SensitivityAnalysis(AnalysisSpec.Sensitivity spec, List<String> axes, String metricUnit, Mark mark) {
        this.spec = spec;
        this.kept = List.copyOf(axes);
        this.metricUnit = metricUnit;
        this.mark = mark;
    }

    @Override
    public List<String> kept() {
        return kept;
    }

    @Override
    public List<Map<String, String>> conditions() {
        return spec.isRatio() ? List.of(spec.cell(), spec.relativeTo()) : List.of(spec.cell());
    }

    @Override
    public YMap axis(Map<String, CellResult> known) {
        List<YNode> values = new ArrayList<>();
        values.add(DerivedDocument.value(BASE, Map.of(), mark));
        if (conditions().stream().allMatch(c -> known.containsKey(id(c, BASE)))) {
            for (Map.Entry<String, String> k : statuses(known).entrySet()) {
                if (perturbed(k.getValue())) {
                    double v = spec.keyValues().get(k.getKey());
                    values.add(DerivedDocument.value(label(k.getKey(), +1), Map.of("overrides." + k.getKey(),
                            Double.toString(v * (1 + spec.step()))), mark));
                    values.add(DerivedDocument.value(label(k.getKey(), -1), Map.of("overrides." + k.getKey(),
                            Double.toString(v * (1 - spec.step()))), mark));
                }
            }
        }
        return DerivedDocument.axis(spec.axis(), null, values, mark);
    }

    private static boolean perturbed(String status) {
        return status.equals(SensitivityRow.CHARGED) || status.equals(SensitivityRow.UNCOUNTED);
    }

    static String label(String key, int direction) {
        return key + (direction > 0 ? "+" : "-");
    }

    private String id(Map<String, String> condition, String label) {
        return DerivedDocument.cellId(condition, spec.axis(), label);
    }

    /**
     * Each considered key's status from the base cells' operation counts: charged when a run of a
     * condition priced one of its operations at any time, uncharged when its operations were counted
     * but never priced, uncounted when the model keeps no count of it; zero for a key of value 0.
     */
    private Map<String, String> statuses(Map<String, CellResult> known) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String key : spec.keyValues().keySet()) {
            if (spec.keys() != null && !spec.keys().contains(key)) {
                continue;
            }
            boolean counted = false;
            boolean charged = false;
            for (Map<String, String> c : conditions()) {
                for (RunOutput run : known.get(id(c, BASE)).replications()) {
                    if (run.timers() == null) {
                        continue;
                    }
                    for (TimerTree.Operations o : run.timers().operations()) {
                        if (o.key().equals(key)) {
                            counted = true;
                            charged |= o.chargedInRun();
                        }
                    }
                }
            }
            out.put(key, spec.keyValues().get(key) == 0 ? SensitivityRow.ZERO : charged ? SensitivityRow.CHARGED
                    : counted ? SensitivityRow.UNCHARGED : SensitivityRow.UNCOUNTED);
        }
        return out;
    }

    @Override
    public AnalysisTables tables(Map<String, CellResult> known) throws AnalysisFailure {
        double[] base = quantity(known, BASE);
        ReplicationSummary baseSummary = ReplicationSummary.of(base);
        for (int r = 0; r < base.length; r++) {
            if (base[r] == 0) {
                throw new AnalysisFailure("the " + quantity() + " is 0 in replication " + r
                        + " of the base: an elasticity is relative to it; analyse a quantity that is not 0");
            }
        }
        List<SensitivityRow> rows = new ArrayList<>();
        for (Map.Entry<String, String> k : statuses(known).entrySet()) {
            String key = k.getKey();
            double value = spec.keyValues().get(key);
            String unit = spec.keyUnits().get(key);
            if (!perturbed(k.getValue())) {
                rows.add(new SensitivityRow(quantity(), quantityUnit(), key, unit, k.getValue(), value, spec.step(),
                        base.length, baseSummary.mean(), baseSummary.mean(), baseSummary.mean(), 0, 0, 0, 0));
                continue;
            }
            double[] up = quantity(known, label(key, +1));
            double[] down = quantity(known, label(key, -1));
            double[] elasticity = new double[base.length];
            for (int r = 0; r < base.length; r++) {
                elasticity[r] = (up[r] - down[r]) / (2 * spec.step() * base[r]);
            }
            ReplicationSummary e = ReplicationSummary.of(elasticity);
            rows.add(new SensitivityRow(quantity(), quantityUnit(), key, unit, k.getValue(), value, spec.step(),
                    base.length, baseSummary.mean(), ReplicationSummary.of(up).mean(),
                    ReplicationSummary.of(down).mean(), e.mean(), e.sd(), e.low(), e.high()));
        }
        // Largest effect first; ties (the zeros among them) by key name, so the order is the data's alone.
        rows.sort(Comparator.comparingDouble((SensitivityRow r) -> -Math.abs(r.elasticity()))
                .thenComparing(SensitivityRow::key));
        return AnalysisTables.ofSensitivity(rows);
    }

    /** Each replication's quantity at one perturbation: the metric, or its ratio (or saving) in percent. */
    private double[] quantity(Map<String, CellResult> known, String label) throws AnalysisFailure {
        double[] m = Analysis.values(known.get(id(spec.cell(), label)), spec.metric());
        if (!spec.isRatio()) {
            return m;
        }
        double[] d = Analysis.values(known.get(id(spec.relativeTo(), label)), spec.relativeMetric());
        double[] out = new double[m.length];
        for (int r = 0; r < m.length; r++) {
            if (d[r] == 0) {
                throw new AnalysisFailure(spec.relativeMetric() + " is 0 in cell " + id(spec.relativeTo(), label)
                        + " replication " + r + ": the ratio is undefined");
            }
            double ratio = 100 * m[r] / d[r];
            out[r] = spec.saving() ? 100 - ratio : ratio;
        }
        return out;
    }

    /** The analysed quantity in words, e.g. {@code 100 - 100 × m (condition=push+skip) / m (condition=push-off)}. */
    String quantity() {
        String cell = spec.metric() + " (" + AnalysisSpec.describe(spec.cell()) + ")";
        if (!spec.isRatio()) {
            return cell;
        }
        String ratio = "100 × " + cell + " / " + spec.relativeMetric() + " (" + AnalysisSpec.describe(spec.relativeTo())
                + ")";
        return spec.saving() ? "100 - " + ratio : ratio;
    }

    private String quantityUnit() {
        return spec.isRatio() ? "%" : metricUnit;
    }
}
