package org.repsim.experiments.output;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;
import org.repsim.engine.stats.ReplicationSummary;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.runner.CellResult;
import org.repsim.results.Cell;
import org.repsim.results.CellValue;
import org.repsim.results.ExperimentResults;
import org.repsim.results.QuantilePoint;
import org.repsim.results.ResultFileException;
import org.repsim.results.SeriesPoint;
import org.repsim.results.SummaryRow;
import org.repsim.results.TimerRow;

/**
 * Turns one experiment's finished cells into the rows of its result files
 * ({@link ExperimentResults}, docs/results-format.md): statistics over replications, timer means
 * per period, series and averaged quantiles, each metric with the unit the model declares. Rows
 * follow matrix order, then replication, then metric name; nothing here depends on threads or time.
 */
public final class ResultTables {
    private ResultTables() {
    }

    /** @throws ResultFileException when a reported metric has no declared unit (a model bug, never a blank unit) */
    public static ExperimentResults of(ExperimentSpec spec, List<CellResult> cells) throws ResultFileException {
        MetricSet declared = spec.model().metrics();
        List<String> axes = spec.matrix().axisNames();
        List<Cell> rowCells = new ArrayList<>();
        List<CellValue> values = new ArrayList<>();
        List<SummaryRow> summary = new ArrayList<>();
        List<TimerRow> timers = new ArrayList<>();
        List<SeriesPoint> series = new ArrayList<>();
        List<QuantilePoint> distributions = new ArrayList<>();
        for (CellResult c : cells) {
            Cell cell = new Cell(c.plan().cell().id(), axes, c.plan().cell().labels());
            rowCells.add(cell);
            for (int r = 0; r < c.replications().size(); r++) {
                for (Map.Entry<String, Double> m : c.replications().get(r).metrics().entrySet()) {
                    values.add(new CellValue(cell, r, c.plan().seed(), m.getKey(), m.getValue()));
                }
            }
            for (Map.Entry<String, ReplicationSummary> e : summarise(c).entrySet()) {
                ReplicationSummary s = e.getValue();
                Double ref = c.plan().references().get(e.getKey());
                summary.add(new SummaryRow(cell, e.getKey(), unit(spec, declared, e.getKey(), Metric.Kind.SCALAR), s.n(),
                        s.mean(), s.sd(), s.low(), s.high(), ref == null ? Double.NaN : ref,
                        ref == null || ref == 0.0 ? Double.NaN : deviationPct(s.mean(), ref)));
            }
            timers.addAll(timerRows(c.plan().cell().id(), c.replications(), cell));
            if (c.replications().isEmpty()) {
                continue;
            }
            List<TimeSeries> first = new ArrayList<>(c.replications().get(0).series());
            first.sort(Comparator.comparing(TimeSeries::metric));   // stable: equal names keep model order
            for (TimeSeries s : first) {
                String unit = unit(spec, declared, s.metric(), Metric.Kind.SERIES);
                for (int i = 0; i < s.values().length; i++) {
                    series.add(new SeriesPoint(cell, s.metric(), unit, s.timesSeconds()[i], s.values()[i]));
                }
            }
            distributions(spec, declared, c, cell, distributions);
        }
        return new ExperimentResults(spec.name(), axes, rowCells, values, summary, timers, series, distributions);
    }

    /** The declared unit of a reported metric; a metric the model does not declare cannot be written. */
    private static String unit(ExperimentSpec spec, MetricSet declared, String metric, Metric.Kind kind)
            throws ResultFileException {
        return declared.find(metric, kind).map(Metric::unit).orElseThrow(() -> new ResultFileException(
                "experiment " + spec.name() + ": model " + spec.model().id() + " reports " + kind.name()
                        .toLowerCase(java.util.Locale.ROOT) + " metric '" + metric
                        + "' but declares no unit for it (every metric in a result file has a declared unit)"));
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

    /** Deviation of the simulated mean from the published figure, in percent of the figure. */
    public static double deviationPct(double mean, double reference) {
        return (mean - reference) / reference * 100.0;
    }

    /**
     * Per scope, the replication means of calls and inclusive/exclusive ms per period
     * ({@link TimerTree#period()}: per frame for frame models, per simulated second for event-driven
     * ones). Scope order: first appearance over the replications (registration order).
     */
    static List<TimerRow> timerRows(String cellId, List<RunOutput> replications, Cell cell) throws ResultFileException {
        List<TimerRow> out = new ArrayList<>();
        Map<String, double[]> sums = new LinkedHashMap<>();
        Map<String, String> parents = new LinkedHashMap<>();
        String period = null;
        for (RunOutput r : replications) {
            TimerTree t = r.timers();
            if (t == null) {
                continue;
            }
            if (period == null) {
                period = t.period();
            } else if (!period.equals(t.period())) {
                throw new ResultFileException("cell " + cellId + ": replications normalise timers per "
                        + period + " and per " + t.period());
            }
            for (TimerTree.Scope s : t.scopes()) {
                double[] acc = sums.computeIfAbsent(s.path(), k -> new double[3]);
                parents.putIfAbsent(s.path(), s.parentPath());
                acc[0] += t.callsPerPeriod(s);
                acc[1] += t.inclusiveMsPerPeriod(s);
                acc[2] += t.exclusiveMsPerPeriod(s);
            }
        }
        int n = replications.size();
        for (Map.Entry<String, double[]> e : sums.entrySet()) {
            double[] a = e.getValue();
            out.add(new TimerRow(cell, e.getKey(), parents.get(e.getKey()), period, a[0] / n, a[1] / n, a[2] / n));
        }
        return out;
    }

    /** Each quantile averaged over the replications that report the metric at the same probabilities. */
    private static void distributions(ExperimentSpec spec, MetricSet declared, CellResult c, Cell cell,
                                      List<QuantilePoint> out) throws ResultFileException {
        List<Quantiles> first = new ArrayList<>(c.replications().get(0).distributions());
        first.sort(Comparator.comparing(Quantiles::metric));
        for (Quantiles q : first) {
            String unit = unit(spec, declared, q.metric(), Metric.Kind.DISTRIBUTION);
            double[] mean = new double[q.values().length];
            int n = 0;
            for (RunOutput r : c.replications()) {
                for (Quantiles other : r.distributions()) {
                    if (other.metric().equals(q.metric()) && Arrays.equals(other.probabilities(), q.probabilities())) {
                        for (int i = 0; i < mean.length; i++) {
                            mean[i] += other.values()[i];
                        }
                        n++;
                        break;
                    }
                }
            }
            for (int i = 0; i < mean.length; i++) {
                out.add(new QuantilePoint(cell, q.metric(), unit, q.probabilities()[i], mean[i] / n));
            }
        }
    }
}
