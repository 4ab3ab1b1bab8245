package org.repsim.experiments.analysis;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.engine.stats.ReplicationSummary;
import org.repsim.experiments.input.AnalysisSpec;
import org.repsim.experiments.runner.CellResult;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;
import org.repsim.results.AnalysisTables;
import org.repsim.results.Crossing;
import org.repsim.results.CrossoverPoint;

/**
 * Where {@code D(x) = M(where, x) - M(vs, x)} changes sign along a numeric parameter: both ends of
 * the range, then one bisection point per step ({@link Bisection}), each a cell per condition, all
 * with the same random numbers, so D is paired per replication and smooth in x. The crossing is the
 * zero of D interpolated in the final bracket; its interval is the bracket widened to where D's 95%
 * interval includes 0.
 */
final class CrossoverAnalysis implements Analysis {
    private final AnalysisSpec.Crossover spec;
    private final List<String> kept;
    private final String metricUnit;
    private final Bisection bisection;

    CrossoverAnalysis(AnalysisSpec.Crossover spec, List<String> axes, String metricUnit) {
        this.spec = spec;
        List<String> k = new ArrayList<>(axes);
        k.removeAll(spec.dropped());
        this.kept = List.copyOf(k);
        this.metricUnit = metricUnit;
        this.bisection = new Bisection(spec.from(), spec.to(), spec.log(), spec.integer(), spec.iterations(),
                spec.tolerance());
    }

    @Override
    public List<String> kept() {
        return kept;
    }

    @Override
    public List<Map<String, String>> conditions() {
        return List.of(spec.where(), spec.vs());
    }

    /** An evaluated value's label: the ends as written (canonical), bisection points in their shortest form. */
    private String label(double x) {
        if (x == spec.from()) {
            return spec.fromText();
        }
        if (x == spec.to()) {
            return spec.toText();
        }
        return new BigDecimal(Double.toString(x)).stripTrailingZeros().toPlainString();
    }

    @Override
    public YMap axis(Map<String, CellResult> known) throws AnalysisFailure {
        TreeMap<Double, String> points = evaluated(known);
        Bisection.Outcome next = replay(x -> difference(known, x));
        next.needed().forEach(x -> points.put(x, label(x)));
        List<YNode> values = new ArrayList<>();
        points.values().forEach(l -> values.add(new YScalar(l, true, spec.mark())));
        return DerivedDocument.axis(spec.xAxis(), spec.path(), values, spec.mark());
    }

    /** The values evaluated under both conditions, ascending, with their labels. */
    private TreeMap<Double, String> evaluated(Map<String, CellResult> known) {
        TreeMap<Double, String> out = new TreeMap<>();
        for (double x : candidates(known)) {
            if (known.containsKey(id(spec.where(), x)) && known.containsKey(id(spec.vs(), x))) {
                out.put(x, label(x));
            }
        }
        return out;
    }

    /** Every value a replay can ask for, ends first: what an evaluated cell's x can be. */
    private List<Double> candidates(Map<String, CellResult> known) {
        List<Double> out = new ArrayList<>();
        for (String id : known.keySet()) {
            String prefix = DerivedDocument.cellId(spec.where(), spec.xAxis(), "");
            if (id.startsWith(prefix)) {
                out.add(Double.parseDouble(id.substring(prefix.length())));
            }
        }
        return out;
    }

    private String id(Map<String, String> condition, double x) {
        return DerivedDocument.cellId(condition, spec.xAxis(), label(x));
    }

    /** D at {@code x} when both conditions ran there; null otherwise. */
    private Bisection.Difference difference(Map<String, CellResult> known, double x) {
        double[] d = paired(known, x);
        if (d == null) {
            return null;
        }
        ReplicationSummary s = ReplicationSummary.of(d);
        return new Bisection.Difference(s.mean(), s.halfWidth());
    }

    private double[] paired(Map<String, CellResult> known, double x) {
        CellResult where = known.get(id(spec.where(), x));
        CellResult vs = known.get(id(spec.vs(), x));
        if (where == null || vs == null) {
            return null;
        }
        try {
            double[] a = Analysis.values(where, spec.metric());
            double[] b = Analysis.values(vs, spec.metric());
            double[] d = new double[a.length];
            for (int r = 0; r < d.length; r++) {
                d[r] = a[r] - b[r];
            }
            return d;
        } catch (AnalysisFailure e) {
            throw new Unreported(e);
        }
    }

    @Override
    public AnalysisTables tables(Map<String, CellResult> known) throws AnalysisFailure {
        try {
            return crossing(known);
        } catch (Unreported e) {
            throw e.failure;
        }
    }

    private AnalysisTables crossing(Map<String, CellResult> known) throws AnalysisFailure {
        Bisection.Outcome end = replay(x -> difference(known, x));
        List<Double> xs = new ArrayList<>(evaluated(known).keySet());
        List<Bisection.Difference> ds = new ArrayList<>();
        List<CrossoverPoint> points = new ArrayList<>();
        Map<Double, Integer> iteration = iterations(known);
        for (double x : xs) {
            double[] d = paired(known, x);
            ReplicationSummary s = ReplicationSummary.of(d);
            ds.add(new Bisection.Difference(s.mean(), s.halfWidth()));
            points.add(new CrossoverPoint(spec.path(), x, iteration.getOrDefault(x, 0), s.n(),
                    ReplicationSummary.of(Analysis.values(known.get(id(spec.where(), x)), spec.metric())).mean(),
                    ReplicationSummary.of(Analysis.values(known.get(id(spec.vs(), x)), spec.metric())).mean(),
                    s.mean(), s.sd(), s.low(), s.high()));
        }
        double estimate = bisection.estimate(end.low(), difference(known, end.low()), end.high(),
                difference(known, end.high()));
        double[] interval = bisection.interval(estimate, end.low(), end.high(), xs, ds);
        Crossing crossing = new Crossing(spec.path(), spec.metric(), metricUnit, AnalysisSpec.describe(spec.where()),
                AnalysisSpec.describe(spec.vs()), spec.log() ? "log" : "linear", spec.from(), spec.to(), end.steps(),
                estimate, interval[0], interval[1], end.low(), end.high());
        return AnalysisTables.ofCrossover(crossing, points);
    }

    /** The bisection step at which each evaluated value was asked for (0: an end of the range). */
    private Map<Double, Integer> iterations(Map<String, CellResult> known) throws AnalysisFailure {
        Map<Double, Integer> out = new TreeMap<>();
        // The search replayed on a view that shows a point only once the search has asked for it.
        java.util.Set<Double> asked = new java.util.TreeSet<>();
        while (true) {
            Bisection.Outcome o = replay(x -> asked.contains(x) ? difference(known, x) : null);
            if (o.done()) {
                return out;
            }
            for (double x : o.needed()) {
                asked.add(x);
                out.put(x, x == spec.from() || x == spec.to() ? 0 : o.steps() + 1);
            }
        }
    }

    /** The replay over {@code known}; a value a cell failed to report ends the analysis. */
    private Bisection.Outcome replay(java.util.function.DoubleFunction<Bisection.Difference> known)
            throws AnalysisFailure {
        try {
            return bisection.replay(known);
        } catch (Unreported e) {
            throw e.failure;
        }
    }

    /** An {@link AnalysisFailure} carried out of the replay's function. */
    private static final class Unreported extends RuntimeException {
        final AnalysisFailure failure;

        Unreported(AnalysisFailure failure) {
            super(failure.getMessage(), null, false, false);
            this.failure = failure;
        }
    }
}
