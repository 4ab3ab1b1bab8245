package org.repsim.experiments.calibrate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.input.CellPlan;

/**
 * {@code repsim calibrate}'s fit: read the captures, match their timers to model scopes, then
 * repeat (simulate the measured setup under the current profile → per-scope, per-key operation
 * counts → bounded least squares for the unit costs) until the profile is stable, since the tick
 * rate, and so every count per frame, depends on the costs. Then bootstrap intervals (over frames of
 * per-frame captures, or over captures), the check of the captures' call counts against the
 * simulated ones, and the keys the other cells of the experiment depend on that the captures do
 * not pin down.
 */
public final class Calibration {
    /** Stop when no fitted key moves by more than this fraction between two iterations. */
    static final double STABLE = 1e-4;
    static final int MAX_ITERATIONS = 12;
    /** A capture's calls per frame this far (as a factor) from the simulated ones contradict the experiment. */
    static final double COUNT_FACTOR = 1.5;
    /** Calls per frame below which counts are not compared (Poisson noise of rare events). */
    static final double MIN_CHECKED_CALLS = 5;
    /** A figure under this share of the timer it is part of is not fitted ({@link #informative}). */
    static final double MIN_ROW_SHARE = 0.01;

    /**
     * @param replications simulated replications per iteration (the experiment's by default)
     * @param frames       the captures' frame count when they do not say it (0: from the timers)
     * @param bootstrap    bootstrap refits (0: none)
     * @param mapping      a user timer mapping, or null
     * @param callees      Insights callee-tree exports to add to the captures
     */
    public record Options(int replications, long frames, int bootstrap, Path mapping, List<Path> callees) {
        public Options {
            callees = List.copyOf(callees);
        }
    }

    private Calibration() {
    }

    /**
     * Calibrates {@code base} to {@code captureFiles}, measured in the setup of {@code measured}
     * ({@code cellName} for messages); {@code predictions} are the cells to be predicted with the
     * result (their dependence on keys the captures cannot pin down becomes a warning).
     */
    public static CalibrationResult calibrate(ModelBinding model, String experiment, String cellName, CellPlan measured,
                                              List<CellPlan> predictions, CostProfile base, List<Path> captureFiles,
                                              Options options) {
        // The mapping first: a per-frame capture keeps the frame values of the mapped timers only.
        TimerMapping mapping = TimerMapping.of(model.id(), model.timerScopes(), options.mapping());
        java.util.Set<String> mapped = mapping.names();
        List<Capture> captures = new ArrayList<>();
        for (Path f : captureFiles) {
            captures.add(CaptureFiles.withCallees(CaptureFiles.read(f, mapped::contains), options.callees()));
        }
        List<String> scopes = model.timerScopes();
        List<MeasuredTimer> measuredTimers = CaptureJoin.join(captures, mapping, scopes, options.frames());
        List<CostKey> keys = base.keys().keys();
        int n = keys.size();
        int m = measuredTimers.size();
        double[] b = new double[m];
        for (int i = 0; i < m; i++) {
            b[i] = measuredTimers.get(i).msPerFrame();
        }
        boolean[] informative = informative(measuredTimers);
        double[] baseValues = values(base);
        double[] current = baseValues.clone();
        SimulatedSetup sim = simulate(measured, base, current, options);
        checkCounts(measuredTimers, sim, captures, experiment, cellName);
        int iterations = 0;
        Design design = null;
        UnitCostFit.Solution solution = null;
        while (iterations < MAX_ITERATIONS) {
            iterations++;
            design = Design.of(measuredTimers, informative, sim, keys, baseValues, b);
            solution = UnitCostFit.solve(design.a, design.c, b, design.baseOf(baseValues));
            double[] next = design.apply(current, solution.x());
            double change = maxRelativeChange(current, next);
            current = next;
            sim = simulate(measured, base, current, options);
            if (change < STABLE) {
                break;
            }
        }
        checkCounts(measuredTimers, sim, captures, experiment, cellName);
        // Bootstrap: refits of resampled figures on the final design.
        List<double[]> draws = bootstrap(measuredTimers, design, baseValues, options.bootstrap(), measured.seed());
        List<String> drawKeys = new ArrayList<>();
        for (int j = 0; j < design.keys.length; j++) {
            drawKeys.add(keys.get(design.keys[j]).name());
        }
        List<KeyFit> keyFits = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int j = design.column(k);
            KeyFit.Status status = j < 0 ? KeyFit.Status.INHERITED
                    : solution.identifiable()[j] ? KeyFit.Status.FITTED : KeyFit.Status.UNIDENTIFIABLE;
            double low = Double.NaN;
            double high = Double.NaN;
            if (j >= 0 && !draws.isEmpty()) {
                double[] col = new double[draws.size()];
                for (int d = 0; d < col.length; d++) {
                    col[d] = draws.get(d)[j];
                }
                Arrays.sort(col);
                low = col[(int) Math.floor(0.025 * (col.length - 1))];
                high = col[(int) Math.ceil(0.975 * (col.length - 1))];
            }
            keyFits.add(new KeyFit(keys.get(k).name(), keys.get(k).unit(), baseValues[k], current[k], status, low, high));
        }
        List<TimerFit> timerFits = new ArrayList<>();
        for (int i = 0; i < measuredTimers.size(); i++) {
            MeasuredTimer t = measuredTimers.get(i);
            double simCalls = t.entry().scopes().size() == 1
                    ? sim.callsPerFrame.getOrDefault(t.entry().scopes().get(0), 0.0) : Double.NaN;
            timerFits.add(new TimerFit(t.timer(), t.scopes(), t.msPerFrame(), sim.exclusiveOver(t.scopes()),
                    t.callsPerFrame(), simCalls, informative[i]));
        }
        List<String> warnings = dependencyWarnings(predictions, base, keyFits, options);
        if (draws.isEmpty()) {
            warnings.add("no interval: one aggregate capture has no spread to resample; give per-frame CSV profiler"
                    + " captures or several captures of the same setup for bootstrap intervals");
        }
        List<String> names = captureFiles.stream().map(p -> p.getFileName().toString()).toList();
        String from = String.join(", ", names) + " (experiment " + experiment + ", cell " + cellName + ")";
        return new CalibrationResult(base, keyFits, timerFits, drawKeys, draws, warnings, iterations, from);
    }

    /**
     * Figures small against the timer they are part of (under {@link #MIN_ROW_SHARE} of the
     * nearest mapped timer above them) are reported but not fitted: such a figure is usually
     * rounded or noise (a published "0.01 ms" of a 2.13 ms scope), and fitting a unit cost to it
     * would let the rounding set the value.
     */
    static boolean[] informative(List<MeasuredTimer> timers) {
        boolean[] out = new boolean[timers.size()];
        for (int i = 0; i < out.length; i++) {
            MeasuredTimer t = timers.get(i);
            double parent = Double.NaN;
            int depth = Integer.MAX_VALUE;
            for (MeasuredTimer o : timers) {
                if (o != t && ScopeCover.strictlyBelow(t.entry(), o.entry())) {
                    int d = t.entry().scopes().get(0).length() - o.entry().scopes().get(0).length();
                    if (d < depth) {
                        depth = d;
                        parent = o.msPerFrame();
                    }
                }
            }
            out[i] = Double.isNaN(parent) || Math.abs(t.msPerFrame()) >= MIN_ROW_SHARE * Math.abs(parent);
        }
        return out;
    }

    private static SimulatedSetup simulate(CellPlan plan, CostProfile base, double[] values, Options o) {
        CostProfile p = profileOf(base, values);
        try {
            return SimulatedSetup.run(plan, p, o.replications());
        } catch (CostProfileException e) {
            throw new CalibrationException("the fitted unit costs are refused by the model: " + e.getMessage()
                    + " (the capture's figures contradict the model's structure)");
        }
    }

    /** {@code base} with every value replaced (sources kept; the writer gives the provenance). */
    static CostProfile profileOf(CostProfile base, double[] values) {
        Map<String, Double> v = new LinkedHashMap<>();
        List<CostKey> keys = base.keys().keys();
        for (int k = 0; k < keys.size(); k++) {
            if (values[k] != base.value(keys.get(k))) {
                v.put(keys.get(k).name(), values[k]);
            }
        }
        return base.withOverrides(v);
    }

    static double[] values(CostProfile p) {
        List<CostKey> keys = p.keys().keys();
        double[] v = new double[keys.size()];
        for (int k = 0; k < v.length; k++) {
            v[k] = p.value(keys.get(k));
        }
        return v;
    }

    private static double maxRelativeChange(double[] a, double[] b) {
        double max = 0;
        for (int k = 0; k < a.length; k++) {
            double scale = Math.max(Math.abs(a[k]), Math.abs(b[k]));
            if (scale > 0) {
                max = Math.max(max, Math.abs(a[k] - b[k]) / scale);
            }
        }
        return max;
    }

    private static void checkCounts(List<MeasuredTimer> timers, SimulatedSetup sim, List<Capture> captures,
                                    String experiment, String cellName) {
        for (MeasuredTimer t : timers) {
            if (t.entry().counts() == TimerMapping.Counts.IGNORED || Double.isNaN(t.callsPerFrame())
                    || t.entry().scopes().size() != 1) {
                continue;
            }
            double simulated = sim.callsPerFrame.getOrDefault(t.entry().scopes().get(0), 0.0);
            double measured = t.callsPerFrame();
            if (Math.max(measured, simulated) < MIN_CHECKED_CALLS) {
                continue;   // a few calls per frame vary too much from run to run to contradict anything
            }
            double factor = simulated <= 0 ? Double.POSITIVE_INFINITY : measured / simulated;
            if (factor > COUNT_FACTOR || factor < 1 / COUNT_FACTOR) {
                String how = Double.isInfinite(factor) ? "none simulated"
                        : factor > 1 ? String.format(Locale.ROOT, "%.2f times the %,.1f the experiment simulates", factor, simulated)
                        : String.format(Locale.ROOT, "%.2f of the %,.1f the experiment simulates", factor, simulated);
                throw new CalibrationException(captures.get(0).origin() + ": timer '" + t.timer() + "' has "
                        + String.format(Locale.ROOT, "%,.1f", measured) + " calls per frame, " + how
                        + " (experiment " + experiment + ", cell " + cellName + ", scope " + t.entry().scopes().get(0)
                        + "): the capture contradicts the experiment; does the experiment describe the measured"
                        + " setup (actors, classes, connections, rates, condition)?");
            }
        }
    }

    private static List<double[]> bootstrap(List<MeasuredTimer> timers, Design design, double[] baseValues, int count,
                                            long seed) {
        List<double[]> draws = new ArrayList<>();
        if (count <= 0 || design.keys.length == 0) {
            return draws;
        }
        int frames = timers.get(0).perFrame().length;
        boolean perFrame = frames > 1 && timers.stream().allMatch(t -> t.perFrame().length == frames);
        int units = perFrame ? frames : timers.get(0).perCapture().length;
        if (units < 2) {
            return draws;
        }
        SplittableRandom rng = new SplittableRandom(seed);
        double[] x0 = design.baseOf(baseValues);
        int[] idx = new int[units];
        for (int d = 0; d < count; d++) {
            for (int u = 0; u < units; u++) {
                idx[u] = rng.nextInt(units);
            }
            double[] b = new double[timers.size()];
            for (int i = 0; i < b.length; i++) {
                double[] src = perFrame ? timers.get(i).perFrame() : timers.get(i).perCapture();
                double sum = 0;
                for (int u : idx) {
                    sum += src[u];
                }
                b[i] = sum / units;
            }
            draws.add(UnitCostFit.solve(design.a, design.c, b, x0).x());
        }
        return draws;
    }

    private static List<String> dependencyWarnings(List<CellPlan> predictions, CostProfile base, List<KeyFit> fits,
                                                   Options o) {
        Map<String, List<String>> byKey = new TreeMap<>();
        for (CellPlan p : predictions) {
            SimulatedSetup s = SimulatedSetup.run(p, base, 1);
            for (KeyFit f : fits) {
                if (f.status() == KeyFit.Status.FITTED) {
                    continue;
                }
                boolean used = s.operations.values().stream().anyMatch(ops -> ops.getOrDefault(f.key(), 0.0) != 0.0);
                if (used) {
                    byKey.computeIfAbsent(f.key(), k -> new ArrayList<>()).add(p.cell().id());
                }
            }
        }
        // One line per (status, cells): the keys the same predictions depend on, together.
        Map<String, List<String>> lines = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : byKey.entrySet()) {
            KeyFit f = fits.stream().filter(k -> k.key().equals(e.getKey())).findFirst().orElseThrow();
            String what = f.status() == KeyFit.Status.INHERITED
                    ? "not exercised by the capture (kept from " + base.name() + ")"
                    : "not identifiable from the capture on their own (scaled with the keys they appear with)";
            String cells = String.join(", ", e.getValue());
            lines.computeIfAbsent(what + "\n" + cells, k -> new ArrayList<>()).add(f.key());
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : lines.entrySet()) {
            String[] parts = e.getKey().split("\n", 2);
            out.add("the predicted cell(s) " + parts[1] + " depend on cost keys " + parts[0] + ": "
                    + String.join(", ", e.getValue()));
        }
        return out;
    }

    /** The linear system of one iteration: rows = measured timers, columns = the keys they exercise. */
    static final class Design {
        static final double MIN_SHARE = 0.002;
        final double[][] a;
        final double[] c;
        /** Column j → index of the key in the key set. */
        final int[] keys;

        private Design(double[][] a, double[] c, int[] keys) {
            this.a = a;
            this.c = c;
            this.keys = keys;
        }

        /**
         * The keys the informative figures exercise: those whose time under the base values is at
         * least {@link #MIN_SHARE} of the figures they appear in. A key below it is left at the base
         * value: a figure it hardly moves (a mean of jitter around 0) says nothing reliable about it.
         */
        static Design of(List<MeasuredTimer> timers, boolean[] informative, SimulatedSetup sim, List<CostKey> keySet,
                         double[] baseValues, double[] measured) {
            int m = timers.size();
            List<Integer> used = new ArrayList<>();
            double[][] full = new double[m][keySet.size()];
            for (int k = 0; k < keySet.size(); k++) {
                CostKey key = keySet.get(k);
                double perUnit = SimulatedSetup.msPerUnit(key);
                double contribution = 0;
                double figures = 0;
                for (int i = 0; i < m; i++) {
                    if (!informative[i]) {
                        continue;
                    }
                    full[i][k] = sim.operationsOver(timers.get(i).scopes(), key.name()) * perUnit;
                    contribution += Math.abs(full[i][k]) * baseValues[k];
                    figures += full[i][k] != 0 ? Math.abs(measured[i]) : 0;
                }
                if (contribution > 0 && contribution >= MIN_SHARE * figures) {
                    used.add(k);
                }
            }
            double[][] a = new double[m][used.size()];
            double[] c = new double[m];
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < used.size(); j++) {
                    a[i][j] = full[i][used.get(j)];
                }
                c[i] = informative[i] ? sim.unexplainedOver(timers.get(i).scopes()) : measured[i];
            }
            return new Design(a, c, used.stream().mapToInt(Integer::intValue).toArray());
        }

        int column(int key) {
            for (int j = 0; j < keys.length; j++) {
                if (keys[j] == key) {
                    return j;
                }
            }
            return -1;
        }

        double[] baseOf(double[] values) {
            double[] x0 = new double[keys.length];
            for (int j = 0; j < keys.length; j++) {
                x0[j] = values[keys[j]];
            }
            return x0;
        }

        double[] apply(double[] values, double[] x) {
            double[] out = values.clone();
            for (int j = 0; j < keys.length; j++) {
                out[keys[j]] = x[j];
            }
            return out;
        }
    }
}
