package org.repsim.charts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.repsim.results.AnalysisTables;
import org.repsim.results.Cell;
import org.repsim.results.Crossing;
import org.repsim.results.CrossoverPoint;
import org.repsim.results.ExperimentResults;
import org.repsim.results.QuantilePoint;
import org.repsim.results.ResultFiles;
import org.repsim.results.SensitivityRow;
import org.repsim.results.SeriesPoint;
import org.repsim.results.SummaryRow;
import org.repsim.results.TimerRow;

/**
 * A small but realistic-looking result set (docs/results-format.md), in memory or written as files:
 * a push-model experiment with axes {@code condition} (push-off, push-on, push+skip) and
 * {@code connections} (16, 32, 64, 100). Values come from closed-form formulas so the fixture is
 * deterministic and the expected ratios are known: push-on costs 40% and push+skip 25% of push-off.
 */
public final class ResultFixture {
    public static final String EXPERIMENT = "push-model";
    public static final List<String> CONDITIONS = List.of("push-off", "push-on", "push+skip");
    public static final double[] RATIO = {1.0, 0.40, 0.25};
    public static final int[] CONNECTIONS = {16, 32, 64, 100};
    public static final ChartCaption CAPTION = new ChartCaption(EXPERIMENT, "unreal", "ue4-fortnite-2018", 42, 10);

    private ResultFixture() {
    }

    static String cell(int c, int n) {
        return "condition=" + CONDITIONS.get(c) + ",connections=" + CONNECTIONS[n];
    }

    public static double frameMs(int c, int n) {
        return (2.0 + 0.11 * CONNECTIONS[n]) * RATIO[c];
    }

    /** The fixture in memory, as {@code repsim run} would hand it to the chart stage. */
    public static ExperimentResults results() {
        List<String> axes = List.of("condition", "connections");
        List<Cell> cells = new ArrayList<>();
        List<SummaryRow> summary = new ArrayList<>();
        List<TimerRow> timers = new ArrayList<>();
        List<SeriesPoint> series = new ArrayList<>();
        List<QuantilePoint> dist = new ArrayList<>();
        for (int c = 0; c < CONDITIONS.size(); c++) {
            for (int n = 0; n < CONNECTIONS.length; n++) {
                // The cell label contains a comma, so RFC 4180 quoting is exercised on every row of the files.
                Cell cell = new Cell(cell(c, n), axes, List.of(CONDITIONS.get(c), Integer.toString(CONNECTIONS[n])));
                cells.add(cell);
                double ms = frameMs(c, n);
                double half = ms * 0.06;
                // Published figure only for the 100-connection cells (as in the talk): push-on 38%, push+skip 24%.
                double ref = Double.NaN;
                double dev = Double.NaN;
                if (CONNECTIONS[n] == 100) {
                    ref = (2.0 + 11.0) * new double[] {1.0, 0.38, 0.24}[c];
                    dev = (ms - ref) / ref * 100;
                }
                double calls = CONNECTIONS[n] * 180 * RATIO[c];
                summary.add(new SummaryRow(cell, "compare_calls_per_frame", "calls/frame", 10, calls,
                        CONNECTIONS[n] * 3.0, calls * 0.97, calls * 1.03, Double.NaN, Double.NaN));
                summary.add(new SummaryRow(cell, "sent_bytes_per_frame", "bytes/frame", 10, CONNECTIONS[n] * 410.0,
                        CONNECTIONS[n] * 8.0, CONNECTIONS[n] * 410.0 - CONNECTIONS[n] * 6,
                        CONNECTIONS[n] * 410.0 + CONNECTIONS[n] * 6, Double.NaN, Double.NaN));
                summary.add(new SummaryRow(cell, "server_frame_ms", "ms", 10, ms, half * 1.4, ms - half, ms + half, ref,
                        dev));

                Map<String, Double> excl = new java.util.LinkedHashMap<>();
                excl.put("frame", 0.3);
                excl.put("frame/gather", 0.9 * RATIO[c] + 0.2);
                excl.put("frame/prioritize", 0.4 * RATIO[c] + 0.1);
                excl.put("frame/connections", 0.05 * CONNECTIONS[n] * 0.2);
                excl.put("frame/connections/deleted_subobjects", 0.01 * CONNECTIONS[n]);
                excl.put("frame/connections/compare", 0.05 * CONNECTIONS[n] * RATIO[c]);
                excl.put("frame/connections/serialize", 0.02 * CONNECTIONS[n]);
                excl.put("frame/connections/channel", 0.012 * CONNECTIONS[n]);
                excl.put("frame/dormancy", c == 0 ? 0.0 : 0.25);
                double connIncl = 0;
                for (Map.Entry<String, Double> e : excl.entrySet()) {
                    if (e.getKey().startsWith("frame/connections")) {
                        connIncl += e.getValue();
                    }
                }
                double total = excl.values().stream().mapToDouble(Double::doubleValue).sum();
                for (Map.Entry<String, Double> e : excl.entrySet()) {
                    String scope = e.getKey();
                    String parent = scope.contains("/") ? scope.substring(0, scope.lastIndexOf('/')) : "";
                    double incl = scope.equals("frame") ? total : scope.equals("frame/connections") ? connIncl
                            : e.getValue();
                    timers.add(new TimerRow(cell, scope, parent, "frame",
                            scope.startsWith("frame/connections/") ? CONNECTIONS[n] : 1.0, incl, e.getValue()));
                }
                for (int t = 0; t <= 600; t += 10) {
                    // Tick rate sags as the match fills up, then recovers as players are eliminated.
                    double load = Math.sin(Math.PI * t / 600.0) * CONNECTIONS[n] / 100.0;
                    double hz = 30.0 - 9.0 * load * (0.5 + RATIO[c]) + 0.6 * Math.sin(t / 17.0 + c);
                    series.add(new SeriesPoint(cell, "tick_rate_hz", "Hz", t, hz));
                }
                for (double p : new double[] {0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99}) {
                    double lat = (20 + CONNECTIONS[n] * 0.1) * (1 + RATIO[c]) * Math.pow(-Math.log(1 - p) + 0.2, 0.7);
                    dist.add(new QuantilePoint(cell, "latency_ms", "ms", p, lat));
                }
            }
        }
        // A published p99 latency for the push-off / 100 connection cell.
        summary.add(new SummaryRow(cells.get(3), "latency_ms_p99", "ms", 10, 150.0, 4.0, 147.0, 153.0, 140.0, 7.14));
        return new ExperimentResults(EXPERIMENT, axes, cells, List.of(), summary, timers, series, dist)
                .withAnalysis(analysis());
    }

    /**
     * An analysis's tables over the fixture, for the tornado and crossover kinds: elasticities of
     * both signs and one key that does not matter, and a crossing at 50 connections in [40, 60].
     */
    static AnalysisTables analysis() {
        String q = "server_frame_ms (condition=push+skip)";
        List<SensitivityRow> rows = List.of(
                new SensitivityRow(q, "ms", "consider_us", "us", SensitivityRow.CHARGED, 0.2, 0.1, 10, 4, 4.3, 3.7,
                        0.75, 0.05, 0.71, 0.79),
                new SensitivityRow(q, "ms", "compare_us", "us", SensitivityRow.CHARGED, 0.4, 0.1, 10, 4, 3.9, 4.1,
                        -0.25, 0.04, -0.28, -0.22),
                new SensitivityRow(q, "ms", "handle_bits", "bits", SensitivityRow.UNCOUNTED, 16, 0.1, 10, 4, 4, 4,
                        0, 0, 0, 0));
        Crossing crossing = new Crossing("scenario.connections", "server_frame_ms", "ms/frame",
                "condition=push-on", "condition=push+skip", "log", 16, 100, 4, 50, 40, 60, 45, 55);
        List<CrossoverPoint> points = List.of(
                new CrossoverPoint("scenario.connections", 16, 0, 10, 3, 4, -1, 0.2, -1.1, -0.9),
                new CrossoverPoint("scenario.connections", 100, 0, 10, 6, 5, 1, 0.2, 0.9, 1.1));
        return new AnalysisTables(rows, crossing, points);
    }

    /** The fixture without its analysis tables: a plain experiment's results. */
    public static ExperimentResults plain() {
        return results().withAnalysis(AnalysisTables.NONE);
    }

    /** Writes the fixture's result files into {@code dir} (with the one writer) and returns what they hold. */
    public static ExperimentResults write(Path dir) {
        try {
            ExperimentResults r = results();
            ResultFiles.write(dir, r);
            return r;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The results read back from {@code dir} (with the one reader). */
    public static ExperimentResults read(Path dir) {
        try {
            return ResultFiles.read(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One spec of each kind over the fixture, as helper YAML would declare them. */
    public static List<ChartSpec> specs() {
        return List.of(
                new ChartSpec("headline", ChartKind.BARS, "Server frame time relative to push off",
                        List.of("server_frame_ms"), "connections", "condition", Map.of("condition", "push-off"),
                        false, false, null),
                new ChartSpec("frame-vs-connections", ChartKind.LINES, "Server frame time over connections",
                        List.of("server_frame_ms"), "connections", "condition", Map.of(), true, false, null),
                new ChartSpec("profile", ChartKind.TIMERS, "Where the frame goes (100 connections)",
                        List.of(), null, null, Map.of(), false, false, null, Map.of("connections", "100")),
                new ChartSpec("tick-rate", ChartKind.TIMESERIES, "Tick rate over the match",
                        List.of("tick_rate_hz"), null, "condition", Map.of(), false, false, null,
                        Map.of("connections", "100")),
                new ChartSpec("latency", ChartKind.CDF, "Replication latency percentiles",
                        List.of("latency_ms"), null, "condition", Map.of(), false, false, null,
                        Map.of("connections", "100")),
                new ChartSpec("tornado", ChartKind.TORNADO, "Sensitivity of the frame time to each unit cost",
                        List.of("server_frame_ms"), null, null, Map.of(), false, false, null),
                new ChartSpec("crossover", ChartKind.CROSSOVER, "Push on vs push + skip over connections",
                        List.of("server_frame_ms"), "connections", "condition", Map.of(), true, false, null));
    }
}
