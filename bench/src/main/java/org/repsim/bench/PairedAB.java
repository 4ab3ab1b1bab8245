package org.repsim.bench;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two builds' `bench --quick` rates compared in one JVM, for a machine that other work shares:
 * each jar gets a class loader of its own, then short chunks of every model's quick benchmark
 * alternate between them (A then B, B then A, ...), so both see the same load at the same
 * moments. Prints per model the median rate of each side and the geometric mean of the paired
 * B / A ratios (the figure to read), with how many pairs B won. Run from the repo root:
 *   java -cp experiments/target/repsim.jar org.repsim.bench.PairedAB BEFORE_JAR AFTER_JAR [PAIRS (default 12)] [CHUNK_S (default 1)]
 * Both jars must carry QuickBench (as {@code org.repsim.bench.QuickBench}, or under its earlier
 * name {@code org.repsim.experiments.bench.QuickBench}, so that older builds can be the before side).
 *
 * <p>Good to about ±4% per run: two loaders compile their own copies of every class, and those
 * compiles differ, so repeat it (or swap the jars) before trusting a few percent
 * (docs/performance.md, "Measuring").
 */
public class PairedAB {
    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: java -cp repsim.jar org.repsim.bench.PairedAB BEFORE_JAR AFTER_JAR [PAIRS] [CHUNK_S]");
            System.exit(2);
        }
        int repeats = args.length > 2 ? Integer.parseInt(args[2]) : 12;
        double chunk = args.length > 3 ? Double.parseDouble(args[3]) : 1.0;
        Side a = new Side(args[0]);
        Side b = new Side(args[1]);
        // Warm-up: each side's JIT compiles its own classes before anything is counted.
        a.run(6.0, 1.0);
        b.run(6.0, 1.0);
        Map<String, List<double[]>> pairs = new LinkedHashMap<>();
        for (int r = 0; r < repeats; r++) {
            boolean aFirst = r % 2 == 0;
            Map<String, Double> first = (aFirst ? a : b).run(0.0, chunk);
            Map<String, Double> second = (aFirst ? b : a).run(0.0, chunk);
            Map<String, Double> ra = aFirst ? first : second;
            Map<String, Double> rb = aFirst ? second : first;
            for (String model : ra.keySet()) {
                pairs.computeIfAbsent(model, k -> new ArrayList<>()).add(new double[] {ra.get(model), rb.get(model)});
            }
            System.err.printf("pair %d/%d%n", r + 1, repeats);
        }
        System.out.printf("%-40s %14s %14s %10s %8s%n", "model (per CPU s)", "A median", "B median", "B / A", "B won");
        for (Map.Entry<String, List<double[]>> e : pairs.entrySet()) {
            List<double[]> p = e.getValue();
            double logSum = 0;
            int won = 0;
            double[] as = new double[p.size()];
            double[] bs = new double[p.size()];
            for (int i = 0; i < p.size(); i++) {
                as[i] = p.get(i)[0];
                bs[i] = p.get(i)[1];
                logSum += Math.log(bs[i] / as[i]);
                won += bs[i] > as[i] ? 1 : 0;
            }
            System.out.printf("%-40s %14.4g %14.4g %9.3fx %4d/%d%n", e.getKey(), median(as), median(bs),
                    Math.exp(logSum / p.size()), won, p.size());
        }
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    /** One build: its own class loader and its QuickBench, called by reflection. */
    private static final class Side {
        private final Class<?> quickBench;

        Side(String jar) throws Exception {
            URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            quickBench = quickBenchOf(loader);
        }

        private static Class<?> quickBenchOf(ClassLoader loader) throws ClassNotFoundException {
            try {
                return loader.loadClass("org.repsim.bench.QuickBench");
            } catch (ClassNotFoundException e) {
                return loader.loadClass("org.repsim.experiments.bench.QuickBench");
            }
        }

        /** Every model's rate per CPU s over {@code measure} s, after {@code warmup} s. */
        Map<String, Double> run(double warmup, double measure) throws Exception {
            Object bench = quickBench.getConstructor(double.class, double.class).newInstance(warmup, measure);
            Map<String, Double> rates = new LinkedHashMap<>();
            for (Object rate : (List<?>) quickBench.getMethod("run").invoke(bench)) {
                Method model = rate.getClass().getMethod("model");
                Method perCpu = rate.getClass().getMethod("perCpuSecond");
                model.setAccessible(true);
                perCpu.setAccessible(true);
                rates.put((String) model.invoke(rate), (Double) perCpu.invoke(rate));
            }
            return rates;
        }
    }
}
