package org.repsim.charts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a small but realistic-looking result set in the format of docs/results-format.md:
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

    private static String prefix(int c, int n) {
        // The cell label contains a comma, so RFC 4180 quoting is exercised on every row.
        return EXPERIMENT + ",\"" + cell(c, n) + "\"," + CONDITIONS.get(c) + "," + CONNECTIONS[n] + ",";
    }

    public static double frameMs(int c, int n) {
        return (2.0 + 0.11 * CONNECTIONS[n]) * RATIO[c];
    }

    public static void write(Path dir) {
        StringBuilder summary = new StringBuilder(
                "experiment,cell,condition,connections,metric,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct\n");
        StringBuilder timers = new StringBuilder("experiment,cell,condition,connections,scope,parent,calls_per_frame,"
                + "incl_ms_per_frame,excl_ms_per_frame\n");
        StringBuilder series = new StringBuilder("experiment,cell,condition,connections,metric,t_s,value\n");
        StringBuilder dist = new StringBuilder("experiment,cell,condition,connections,metric,p,value\n");
        for (int c = 0; c < CONDITIONS.size(); c++) {
            for (int n = 0; n < CONNECTIONS.length; n++) {
                double ms = frameMs(c, n);
                double half = ms * 0.06;
                // Published figure only for the 100-connection cells (as in the talk): push-on 38%, push+skip 24%.
                String ref = "";
                String dev = "";
                if (CONNECTIONS[n] == 100) {
                    double published = (2.0 + 11.0) * new double[] {1.0, 0.38, 0.24}[c];
                    ref = num(published);
                    dev = num((ms - published) / published * 100);
                }
                summary.append(prefix(c, n)).append("compare_calls_per_frame,10,")
                        .append(num(CONNECTIONS[n] * 180 * RATIO[c])).append(',').append(num(CONNECTIONS[n] * 3.0))
                        .append(',').append(num(CONNECTIONS[n] * 180 * RATIO[c] * 0.97)).append(',')
                        .append(num(CONNECTIONS[n] * 180 * RATIO[c] * 1.03)).append(",,\n");
                summary.append(prefix(c, n)).append("sent_bytes_per_frame,10,").append(num(CONNECTIONS[n] * 410.0))
                        .append(',').append(num(CONNECTIONS[n] * 8.0)).append(',')
                        .append(num(CONNECTIONS[n] * 410.0 - CONNECTIONS[n] * 6)).append(',')
                        .append(num(CONNECTIONS[n] * 410.0 + CONNECTIONS[n] * 6)).append(",,\n");
                summary.append(prefix(c, n)).append("server_frame_ms,10,").append(num(ms)).append(',')
                        .append(num(half * 1.4)).append(',').append(num(ms - half)).append(',').append(num(ms + half))
                        .append(',').append(ref).append(',').append(dev).append('\n');

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
                    timers.append(prefix(c, n)).append(scope).append(',').append(parent).append(',')
                            .append(scope.startsWith("frame/connections/") ? num(CONNECTIONS[n]) : "1.0").append(',')
                            .append(num(incl)).append(',').append(num(e.getValue())).append('\n');
                }
                for (int t = 0; t <= 600; t += 10) {
                    // Tick rate sags as the match fills up, then recovers as players are eliminated.
                    double load = Math.sin(Math.PI * t / 600.0) * CONNECTIONS[n] / 100.0;
                    double hz = 30.0 - 9.0 * load * (0.5 + RATIO[c]) + 0.6 * Math.sin(t / 17.0 + c);
                    series.append(prefix(c, n)).append("tick_rate_hz,").append(num(t)).append(',').append(num(hz))
                            .append('\n');
                }
                for (double p : new double[] {0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99}) {
                    double lat = (20 + CONNECTIONS[n] * 0.1) * (1 + RATIO[c]) * Math.pow(-Math.log(1 - p) + 0.2, 0.7);
                    dist.append(prefix(c, n)).append("latency_ms,").append(num(p)).append(',').append(num(lat))
                            .append('\n');
                }
            }
        }
        // A published p99 latency for the push-off / 100 connection cell.
        summary.append(prefix(0, 3)).append("latency_ms_p99,10,150.0,4.0,147.0,153.0,140.0,7.14\n");
        writeFile(dir.resolve("summary.csv"), summary);
        writeFile(dir.resolve("timers.csv"), timers);
        writeFile(dir.resolve("series.csv"), series);
        writeFile(dir.resolve("distributions.csv"), dist);
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.6g", v).replaceAll("(\\.\\d*?)0+$", "$1").replaceAll("\\.$", ".0");
    }

    private static void writeFile(Path p, CharSequence text) {
        try {
            Files.createDirectories(p.getParent());
            Files.writeString(p, text, StandardCharsets.UTF_8);
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
                        Map.of("connections", "100")));
    }
}
