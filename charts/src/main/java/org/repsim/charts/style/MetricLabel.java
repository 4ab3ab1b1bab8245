package org.repsim.charts.style;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Turns a metric name into an axis label with its unit, derived from the name's suffix
 * ({@code server_frame_ms} → "server frame (ms)", {@code sent_bytes_per_frame} → "sent (bytes/frame)",
 * {@code cpu_us_per_room} → "cpu (µs/room)", {@code tick_hz_over_time} → "tick (Hz)").
 * Metric names follow the model's {@code <what>_<unit>} convention, so the unit never needs to be
 * declared twice.
 *
 * @param name words of the metric without the unit
 * @param unit unit text, empty for a plain count
 */
public record MetricLabel(String name, String unit) {
    private static final Map<String, String> UNITS = Map.ofEntries(
            Map.entry("ms", "ms"), Map.entry("us", "µs"), Map.entry("ns", "ns"), Map.entry("s", "s"),
            Map.entry("hz", "Hz"), Map.entry("pct", "%"), Map.entry("bytes", "bytes"), Map.entry("kb", "KB"),
            Map.entry("mb", "MB"), Map.entry("bits", "bits"), Map.entry("bps", "bit/s"), Map.entry("kbps", "kbit/s"),
            Map.entry("mbps", "Mbit/s"), Map.entry("m", "m"));

    public static MetricLabel of(String metric) {
        // A dotted qualifier names a sub-series of the metric (far_error_p95_m.band_0_70): keep it in the name.
        String qualifier = "";
        int dot = metric.indexOf('.');
        if (dot >= 0) {
            qualifier = metric.substring(dot + 1).replace('_', ' ');
            metric = metric.substring(0, dot);
        }
        List<String> words = new ArrayList<>(Arrays.asList(metric.split("_")));
        if (words.size() > 2 && words.get(words.size() - 2).equals("over") && words.get(words.size() - 1).equals("time")) {
            words = new ArrayList<>(words.subList(0, words.size() - 2)); // time is the chart's x axis already
        }
        // "<what>_<unit>_per_<denominators>": bytes_per_user_s → bytes/user/s, compare_calls_per_frame → per frame
        String denominator = "";
        int per = words.lastIndexOf("per");
        if (per > 0 && per < words.size() - 1) {
            denominator = String.join("/", words.subList(per + 1, words.size()));
            words = new ArrayList<>(words.subList(0, per));
        }
        String unit = "";
        if (words.size() > 1 && UNITS.containsKey(words.get(words.size() - 1))) {
            unit = UNITS.get(words.remove(words.size() - 1));
        }
        if (!denominator.isEmpty()) {
            unit = unit.isEmpty() ? "per " + denominator : unit + "/" + denominator;
        }
        String name = String.join(" ", words);
        return new MetricLabel(qualifier.isEmpty() ? name : name + " · " + qualifier, unit);
    }

    /** "server frame (ms)", or just the name for a unitless count. */
    public String axisLabel() {
        return unit.isEmpty() ? name : name + " (" + unit + ")";
    }
}
