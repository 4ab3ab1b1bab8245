package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.repsim.bench.QuickBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Runs the JMH benchmarks packaged in this jar (package {@code org.repsim.bench})
 * through JMH's own runner, in a forked JVM with the jar's class path, and prints a summary.
 * Benchmarks measure; tests never time anything.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Runs JMH benchmarks, e.g. `repsim bench kernel` (hold model, events per second).",
                "`repsim bench --quick`: each model's rate that matters and its peak heap, in under a minute.",
                "Use a quiet machine: results depend on what else runs."})
public final class BenchCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "REGEX",
            description = "Benchmarks to run: case-insensitive regex found in the benchmark name "
                    + "(e.g. kernel, KernelBenchmark.holdModel); default: all.")
    String include = ".*";

    @Option(names = "--forks", description = "Forked JVMs per benchmark (default: ${DEFAULT-VALUE}).")
    int forks = 1;

    @Option(names = "--warmup-iterations", description = "Warm-up iterations (default: ${DEFAULT-VALUE}).")
    int warmupIterations = 3;

    @Option(names = "--warmup-seconds", description = "Seconds per warm-up iteration (default: ${DEFAULT-VALUE}).")
    int warmupSeconds = 1;

    @Option(names = "--iterations", description = "Measurement iterations (default: ${DEFAULT-VALUE}).")
    int iterations = 5;

    @Option(names = "--seconds", description = "Seconds per measurement iteration (default: ${DEFAULT-VALUE}).")
    int seconds = 1;

    @Option(names = "--quick", description = "Instead of JMH: per model the rate that matters (Unreal "
            + "actor-connection-frames/s push off and push + skip, room kernel events/s, battle royale simulated "
            + "s per s at 100 alive) and peak heap, in process, in under a minute.")
    boolean quick;

    @Spec
    CommandSpec spec;

    /** JMH options from the command line: one thread, forked, short but overridable phases. */
    Options options() {
        return new OptionsBuilder()
                .include("(?i)" + include)
                .forks(forks)
                .threads(1)
                .warmupIterations(warmupIterations)
                .warmupTime(TimeValue.seconds(warmupSeconds))
                .measurementIterations(iterations)
                .measurementTime(TimeValue.seconds(seconds))
                .shouldFailOnError(true)
                .build();
    }

    @Override
    public Integer call() throws RunnerException {
        PrintWriter out = spec.commandLine().getOut();
        if (quick) {
            printQuick(out, new QuickBench(QUICK_WARMUP_SECONDS, QUICK_MEASURE_SECONDS).run());
            return 0;
        }
        Collection<RunResult> results;
        try {
            results = new Runner(options()).run();
        } catch (NoBenchmarksException e) {
            spec.commandLine().getErr().println("bench: no benchmark matches '" + include + "'");
            return 1;
        }
        out.println();
        out.println("Summary (kernel: one operation = one executed event; models: their secondary"
                + " counters, e.g. actorConnectionFrames, are the rate that matters):");
        for (RunResult run : results) {
            String params = run.getParams().getParamsKeys().stream()
                    .map(k -> k + "=" + run.getParams().getParam(k))
                    .reduce((a, b) -> a + "," + b).orElse("");
            String name = run.getParams().getBenchmark().replace("org.repsim.bench.", "");
            printRate(out, name, params, run.getPrimaryResult());
            // Model benchmarks count their own work units (e.g. actor-connection-frames) as
            // secondary results; one "operation" of the primary score is a whole simulated run.
            for (Map.Entry<String, Result> secondary : new TreeMap<>(run.getSecondaryResults()).entrySet()) {
                printRate(out, name + ":" + secondary.getKey(), params, secondary.getValue());
            }
        }
        out.flush();
        return 0;
    }

    // Four measurements of 6 s + 5 s each: about 46 s with JVM start, inside the one-minute
    // promise. With 2 s of warm-up part of the room model was still being compiled inside the
    // measured 5 s on a loaded machine, which hid an 8% gain (docs/performance.md#measuring).
    private static final double QUICK_WARMUP_SECONDS = 6;
    private static final double QUICK_MEASURE_SECONDS = 5;

    private static void printQuick(PrintWriter out, List<QuickBench.Rate> rates) {
        out.printf(Locale.ROOT, "%-40s %-24s %14s %14s %12s%n", "model", "unit", "per CPU s", "per wall s",
                "peak heap");
        for (QuickBench.Rate r : rates) {
            out.printf(Locale.ROOT, "%-40s %-24s %14s %14s %8.0f MiB%n", r.model(), r.unit(),
                    scaled(r.perCpuSecond()), scaled(r.perWallSecond()), r.peakHeapBytes() / 1048576.0);
        }
        out.println("(per second of the benchmark thread's CPU time, i.e. per core, and per wall second;"
                + String.format(Locale.ROOT, " one thread, whole runs repeated for %.0f s after %.0f s of warm-up)",
                QUICK_MEASURE_SECONDS, QUICK_WARMUP_SECONDS));
        out.flush();
    }

    private static String scaled(double v) {
        return v >= 1e6 ? String.format(Locale.ROOT, "%.2f M", v / 1e6) : String.format(Locale.ROOT, "%.2f", v);
    }

    private static void printRate(PrintWriter out, String name, String params, Result<?> result) {
        // Millions where the rate is in millions (kernel, Unreal, room); plain below (battle royale).
        double unit = result.getScore() >= 1e5 ? 1e6 : 1;
        String suffix = unit == 1e6 ? " M" : "";
        out.printf(Locale.ROOT, "  %-60s %-32s %14.3f%s %s  (+/- %.3f%s, 99.9%% CI)%n", name, params,
                result.getScore() / unit, suffix, result.getScoreUnit(), result.getScoreError() / unit, suffix);
    }
}
