package org.repsim.charts.kind;

import java.util.ArrayList;
import java.util.List;

import org.repsim.charts.ChartSpec;
import org.repsim.results.Cell;
import org.repsim.charts.style.MetricLabel;

/**
 * Names the lines of XY charts. The colour follows the value of the spec's {@code series} axis
 * (so "push-on" is the same colour in every chart); cells that also differ on an axis the chart does
 * not otherwise show become variants of that colour (dashes), and their values join the legend label
 * so two cells never collapse into one line.
 */
final class SeriesNaming {
    /**
     * @param label     legend label, unique per line
     * @param colourKey what picks the colour (series axis value, or the label when there is no series axis)
     * @param variant   what picks the dash pattern among lines of the same colour ("" = solid)
     */
    record SeriesId(String label, String colourKey, String variant) {
    }

    private SeriesNaming() {
    }

    /**
     * @param varying axes whose value differs between the drawn cells; constant axes add nothing to a label
     */
    static SeriesId of(ChartSpec spec, Cell cell, String metric, String unit, List<String> varying) {
        List<String> rest = new ArrayList<>();
        if (spec.metrics().size() > 1) {
            rest.add(MetricLabel.of(metric, unit).name());
        }
        for (int i = 0; i < cell.axes().size(); i++) {
            String axis = cell.axes().get(i);
            if (!axis.equals(spec.series()) && !axis.equals(spec.x()) && varying.contains(axis)) {
                rest.add(axis + " " + cell.values().get(i));
            }
        }
        String variant = String.join(" · ", rest);
        if (spec.series() == null) {
            String label = variant.isEmpty() ? MetricLabel.of(metric, unit).name() : variant;
            return new SeriesId(label, label, "");
        }
        String colour = display(spec.series(), cell.value(spec.series()));
        return new SeriesId(variant.isEmpty() ? colour : colour + " · " + variant, colour, variant);
    }

    /**
     * A series value as the legend shows it: "push-on" speaks for itself, but "on" or "64" does not,
     * so numbers and switch words get their axis name ("send-flush on"). Also the colour key, so the
     * colour follows the text the reader sees.
     */
    static String display(String axis, String value) {
        boolean bare = value.matches("-?[0-9.eE+-]+") || SWITCH_WORDS.contains(value.toLowerCase(java.util.Locale.ROOT));
        return bare ? axis + " " + value : value;
    }

    private static final java.util.Set<String> SWITCH_WORDS =
            java.util.Set.of("on", "off", "true", "false", "yes", "no", "enabled", "disabled", "none", "all");

    /**
     * The y label: the spec's own, else the metric's name and declared unit, else the shared unit of
     * several metrics.
     *
     * @param unitOf a metric's declared unit, as the results carry it
     */
    static String yLabel(ChartSpec spec, java.util.function.UnaryOperator<String> unitOf) {
        if (spec.yLabel() != null && !spec.yLabel().isBlank()) {
            return spec.yLabel();
        }
        if (spec.metrics().size() == 1) {
            return MetricLabel.of(spec.metrics().get(0), unitOf.apply(spec.metrics().get(0))).axisLabel();
        }
        String unit = null;
        for (String m : spec.metrics()) {
            String u = MetricLabel.of(m, unitOf.apply(m)).unit();
            if (unit != null && !unit.equals(u)) {
                return "value";
            }
            unit = u;
        }
        return unit == null || unit.isEmpty() ? "value" : "value (" + unit + ")";
    }
}
