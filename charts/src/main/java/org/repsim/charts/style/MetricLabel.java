package org.repsim.charts.style;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Turns a metric name and its declared unit (the model's {@code Metric} declaration, carried by
 * the results: the {@code unit} column of the files) into label text:
 * {@code server_replicate_actors_ms} in {@code ms/frame} → "server replicate actors (ms/frame)".
 * The unit is never guessed from the name; the name only loses the words that spell the declared
 * unit again ({@code _ms} before {@code ms/frame}, {@code _bytes_per_frame} after "sent") and a
 * trailing {@code _over_time} (time is the chart's x axis already).
 *
 * @param name words of the metric
 * @param unit the declared unit, "" when there is none to show (a pure number, {@code 1})
 */
public record MetricLabel(String name, String unit) {
    public static MetricLabel of(String metric, String declaredUnit) {
        String unit = declaredUnit == null || declaredUnit.equals("1") ? "" : declaredUnit;
        // A dotted qualifier names a sub-series of the metric (far_error_p95_m.band_0_70): keep it in the name.
        String qualifier = "";
        int dot = metric.indexOf('.');
        if (dot >= 0) {
            qualifier = metric.substring(dot + 1).replace('_', ' ');
            metric = metric.substring(0, dot);
        }
        List<String> words = new ArrayList<>(Arrays.asList(metric.split("_")));
        if (words.size() > 2 && words.get(words.size() - 2).equals("over") && words.get(words.size() - 1).equals("time")) {
            words = new ArrayList<>(words.subList(0, words.size() - 2));
        }
        words = withoutUnitWords(words, unit);
        String name = String.join(" ", words);
        return new MetricLabel(qualifier.isEmpty() ? name : name + " · " + qualifier, unit);
    }

    /** Drops the longest tail of {@code words} that reads as the start of the unit ("ms" of ms/frame), keeping one word at least. */
    private static List<String> withoutUnitWords(List<String> words, String unit) {
        if (unit.isEmpty()) {
            return words;
        }
        List<String> spelled = new ArrayList<>();
        for (String part : unit.toLowerCase(Locale.ROOT).replace("µ", "u").replace("%", "pct").split("/")) {
            if (!spelled.isEmpty()) {
                spelled.add("per");
            }
            spelled.add(part.trim());
        }
        for (int k = Math.min(spelled.size(), words.size() - 1); k >= 1; k--) {
            if (words.subList(words.size() - k, words.size()).equals(spelled.subList(0, k))) {
                return new ArrayList<>(words.subList(0, words.size() - k));
            }
        }
        return words;
    }

    /** "server frame (ms)", or just the name when there is no unit to show. */
    public String axisLabel() {
        return unit.isEmpty() ? name : name + " (" + unit + ")";
    }
}
