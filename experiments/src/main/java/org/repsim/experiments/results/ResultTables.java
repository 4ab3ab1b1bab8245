package org.repsim.experiments.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;
import org.repsim.engine.stats.ReplicationSummary;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;

/**
 * The CSV result files of one experiment (docs/results-format.md), as text. Rows follow
 * matrix order, then replication, then metric name; nothing here depends on threads or time.
 */
public final class ResultTables {
    private final ExperimentSpec spec;
    private final List<CellResult> cells;

    public ResultTables(ExperimentSpec spec, List<CellResult> cells) {
        this.spec = spec;
        this.cells = cells;
    }

    private List<String> head(CellPlan plan) {
        List<String> row = new ArrayList<>();
        row.add(spec.name());
        row.add(plan.cell().id());
        row.addAll(plan.cell().labels());
        return row;
    }

    private List<String> header(String... tail) {
        List<String> h = new ArrayList<>(List.of("experiment", "cell"));
        h.addAll(spec.matrix().axisNames());
        h.addAll(List.of(tail));
        return h;
    }

    public String cellsCsv() {
        Csv csv = new Csv().row(header("replication", "seed", "metric", "value"));
        for (CellResult c : cells) {
            for (int r = 0; r < c.replications().size(); r++) {
                for (Map.Entry<String, Double> m : c.replications().get(r).metrics().entrySet()) {
                    List<String> row = head(c.plan());
                    row.addAll(List.of(Integer.toString(r), Long.toString(c.plan().seed()), m.getKey(),
                            Numbers.format(m.getValue())));
                    csv.row(row);
                }
            }
        }
        return csv.toString();
    }

    /** Mean, sd and Student-t 95% interval of each metric over a cell's replications (engine stats). */
    public static Map<String, ReplicationSummary> summarise(CellResult c) {
        TreeSet<String> names = new TreeSet<>();
        c.replications().forEach(r -> names.addAll(r.metrics().keySet()));
        Map<String, ReplicationSummary> out = new LinkedHashMap<>();
        for (String name : names) {
            double[] values = c.replications().stream().filter(r -> r.metrics().containsKey(name))
                    .mapToDouble(r -> r.metrics().get(name)).toArray();
            out.put(name, ReplicationSummary.of(values));
        }
        return out;
    }

    public String summaryCsv() {
        Csv csv = new Csv().row(header("metric", "n", "mean", "sd", "ci95_low", "ci95_high", "reference", "deviation_pct"));
        for (CellResult c : cells) {
            for (Map.Entry<String, ReplicationSummary> e : summarise(c).entrySet()) {
                ReplicationSummary s = e.getValue();
                Double ref = c.plan().references().get(e.getKey());
                List<String> row = head(c.plan());
                row.addAll(List.of(e.getKey(), Integer.toString(s.n()), Numbers.format(s.mean()), Numbers.format(s.sd()),
                        Numbers.format(s.low()), Numbers.format(s.high()),
                        ref == null ? "" : Numbers.format(ref),
                        ref == null || ref == 0.0 ? "" : Numbers.format(deviationPct(s.mean(), ref))));
                csv.row(row);
            }
        }
        return csv.toString();
    }

    /** Deviation of the simulated mean from the published figure, in percent of the figure. */
    public static double deviationPct(double mean, double reference) {
        return (mean - reference) / reference * 100.0;
    }

    public String timersCsv() {
        Csv csv = new Csv().row(header("scope", "parent", "calls_per_frame", "incl_ms_per_frame", "excl_ms_per_frame"));
        for (CellResult c : cells) {
            // Scope order: first appearance over the replications (registration order); means over all replications.
            Map<String, double[]> sums = new LinkedHashMap<>();
            Map<String, String> parents = new LinkedHashMap<>();
            for (RunOutput r : c.replications()) {
                TimerTree t = r.timers();
                if (t == null) {
                    continue;
                }
                for (TimerTree.Scope s : t.scopes()) {
                    double[] acc = sums.computeIfAbsent(s.path(), k -> new double[3]);
                    parents.putIfAbsent(s.path(), s.parentPath());
                    acc[0] += t.callsPerFrame(s);
                    acc[1] += t.inclusiveMsPerFrame(s);
                    acc[2] += t.exclusiveMsPerFrame(s);
                }
            }
            int n = c.replications().size();
            for (Map.Entry<String, double[]> e : sums.entrySet()) {
                List<String> row = head(c.plan());
                row.addAll(List.of(e.getKey(), parents.get(e.getKey()), Numbers.format(e.getValue()[0] / n),
                        Numbers.format(e.getValue()[1] / n), Numbers.format(e.getValue()[2] / n)));
                csv.row(row);
            }
        }
        return csv.toString();
    }

    public String seriesCsv() {
        Csv csv = new Csv().row(header("metric", "t_s", "value"));
        for (CellResult c : cells) {
            if (c.replications().isEmpty()) {
                continue;
            }
            List<TimeSeries> series = new ArrayList<>(c.replications().get(0).series());
            series.sort(Comparator.comparing(TimeSeries::metric));   // stable: equal names keep model order
            for (TimeSeries s : series) {
                for (int i = 0; i < s.values().length; i++) {
                    List<String> row = head(c.plan());
                    row.addAll(List.of(s.metric(), Numbers.format(s.timesSeconds()[i]), Numbers.format(s.values()[i])));
                    csv.row(row);
                }
            }
        }
        return csv.toString();
    }

    public String distributionsCsv() {
        Csv csv = new Csv().row(header("metric", "p", "value"));
        for (CellResult c : cells) {
            if (c.replications().isEmpty()) {
                continue;
            }
            List<Quantiles> first = new ArrayList<>(c.replications().get(0).distributions());
            first.sort(Comparator.comparing(Quantiles::metric));
            for (Quantiles q : first) {
                double[] mean = new double[q.values().length];
                int n = 0;
                // Average each quantile over the replications that report this metric at the same probabilities.
                for (RunOutput r : c.replications()) {
                    for (Quantiles other : r.distributions()) {
                        if (other.metric().equals(q.metric())
                                && java.util.Arrays.equals(other.probabilities(), q.probabilities())) {
                            for (int i = 0; i < mean.length; i++) {
                                mean[i] += other.values()[i];
                            }
                            n++;
                            break;
                        }
                    }
                }
                for (int i = 0; i < mean.length; i++) {
                    List<String> row = head(c.plan());
                    row.addAll(List.of(q.metric(), Numbers.format(q.probabilities()[i]), Numbers.format(mean[i] / n)));
                    csv.row(row);
                }
            }
        }
        return csv.toString();
    }
}
