package org.repsim.charts.kind;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSpec;
import org.repsim.results.Cell;
import org.repsim.charts.data.ResultSet;
import org.repsim.results.SummaryRow;
import org.repsim.charts.style.ChartStyle;
import org.repsim.charts.style.MetricLabel;
import org.repsim.charts.style.NumberText;
import org.repsim.charts.style.Palette;
import org.repsim.charts.style.PublishedMarker;

/**
 * Grouped bars of summary means, normalized so the baseline cells read 100, with 95% CI whiskers,
 * the value printed above each bar and published references as diamonds on their bar.
 * <p>
 * Categories are the {@code x} axis values (or the metric when there is no x axis); bars within a
 * category are the {@code series} axis values. Each cell is normalized by the cell that matches it
 * on every axis except the baseline axes, where it takes the baseline values — so with
 * {@code baseline: {condition: push-off}} every rate is compared with push-off at that same rate.
 */
final class BarsChart implements ChartBuilder {
    @Override
    public JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption) {
        if (spec.metrics().isEmpty()) {
            throw new ChartException("chart '" + spec.id() + "': bars need at least one metric");
        }
        results.requireAxis(spec.id(), spec.x());
        results.requireAxis(spec.id(), spec.series());
        Map<String, String> baseline = new TreeMap<>(spec.baseline());
        baseline.keySet().forEach(a -> results.requireAxis(spec.id(), a));
        List<String> baselineAxes = List.copyOf(baseline.keySet());

        DefaultStatisticalCategoryDataset data = new DefaultStatisticalCategoryDataset();
        AnnotatedBarRenderer renderer = new AnnotatedBarRenderer();
        double lowest = 0;
        double highest = 0;
        double smallestPositive = Double.POSITIVE_INFINITY;
        for (String metric : spec.metrics()) {
            List<SummaryRow> rows = results.summaryOf(spec.id(), metric);
            for (SummaryRow row : rows) {
                if (!Double.isFinite(row.mean())) {
                    continue; // a metric the cell never produced: no bar rather than a bar to infinity
                }
                double scale = 1;
                double refScale = 1;
                if (!baseline.isEmpty()) {
                    SummaryRow base = baselineOf(spec, row, rows, baseline, baselineAxes);
                    if (!(base.mean() != 0 && Double.isFinite(base.mean()))) {
                        throw new ChartException("chart '" + spec.id() + "': baseline cell " + base.cell().label()
                                + " has mean " + base.mean() + " for '" + metric + "', cannot normalize to 100");
                    }
                    scale = 100 / base.mean();
                    // A published figure is compared with the published baseline when there is one: the
                    // documents' ratio is what they claim, independent of our absolute calibration.
                    refScale = base.hasReference() && base.reference() != 0 ? 100 / base.reference() : scale;
                }
                String seriesKey = seriesKey(spec, row.cell(), metric, row.unit(), results.varyingAxes());
                String categoryKey = categoryKey(spec, row.cell(), metric, row.unit());
                if (data.getRowIndex(seriesKey) >= 0 && data.getColumnIndex(categoryKey) >= 0
                        && data.getMeanValue(seriesKey, categoryKey) != null) {
                    throw new ChartException("chart '" + spec.id() + "': cells share bar '" + seriesKey + "' in group '"
                            + categoryKey + "'; name the distinguishing axis as x or series");
                }
                double mean = row.mean() * scale;
                double half = row.ciHalfWidth() * Math.abs(scale);
                data.add(mean, half, seriesKey, categoryKey);
                renderer.label(seriesKey, categoryKey, NumberText.significant(mean, 3));
                lowest = Math.min(lowest, mean - half);
                highest = Math.max(highest, mean + half);
                if (mean > 0) {
                    smallestPositive = Math.min(smallestPositive, mean);
                }
                if (row.hasReference()) {
                    double ref = row.reference() * refScale;
                    renderer.reference(seriesKey, categoryKey, ref);
                    lowest = Math.min(lowest, ref);
                    highest = Math.max(highest, ref);
                }
            }
        }

        String yLabel = spec.yLabel() != null && !spec.yLabel().isBlank() ? spec.yLabel()
                : baseline.isEmpty() ? SeriesNaming.yLabel(spec, results::summaryUnit)
                : "% of baseline (" + baseline.entrySet().stream().map(e -> SeriesNaming.display(e.getKey(), e.getValue()))
                        .collect(java.util.stream.Collectors.joining(", ")) + " = 100)";
        ValueAxis range = ChartStyle.valueAxis(yLabel, spec.logY());
        if (spec.logY() && Double.isFinite(smallestPositive)) {
            // Bars grow from 0, which a log axis cannot show: start them at the decade below the smallest bar.
            double base = Math.pow(10, Math.floor(Math.log10(smallestPositive)));
            renderer.setBase(base);
            if (range instanceof LogAxis l && highest > base) {
                l.setRange(base, highest * 1.6); // headroom for the value labels, in log space
            }
        }
        if (range instanceof NumberAxis n) {
            // Room above the tallest whisker for the value label; explicit because auto-range ignores references.
            double span = Math.max(highest - lowest, 1e-12);
            n.setRange(lowest < 0 ? lowest - span * 0.08 : 0, highest + span * 0.14);
        }
        CategoryAxis domain = new CategoryAxis(spec.x() != null ? spec.x()
                : spec.metrics().size() > 1 ? "metric" : null);
        domain.setCategoryMargin(0.25);
        domain.setLowerMargin(0.04);
        domain.setUpperMargin(0.04);
        CategoryPlot plot = new CategoryPlot(data, domain, range, renderer);
        plot.setOrientation(PlotOrientation.VERTICAL);
        JFreeChart chart = ChartStyle.chart(spec.title(), plot, true, caption);

        List<String> keys = new ArrayList<>();
        for (int r = 0; r < data.getRowCount(); r++) {
            keys.add((String) data.getRowKey(r));
        }
        Map<String, Color> colours = Palette.assign(keys);
        for (int r = 0; r < keys.size(); r++) {
            renderer.setSeriesPaint(r, colours.get(keys.get(r)));
        }
        LegendItemCollection legend = plot.getLegendItems();
        if (renderer.hasReferences()) {
            legend.add(PublishedMarker.legendItem());
        }
        plot.setFixedLegendItems(legend);
        return chart;
    }

    private static SummaryRow baselineOf(ChartSpec spec, SummaryRow row, List<SummaryRow> rows,
                                         Map<String, String> baseline, List<String> baselineAxes) {
        for (SummaryRow candidate : rows) {
            Cell c = candidate.cell();
            boolean isBaseline = baseline.entrySet().stream().allMatch(e -> c.value(e.getKey()).equals(e.getValue()));
            if (isBaseline && c.sameExcept(row.cell(), baselineAxes)) {
                return candidate;
            }
        }
        throw new ChartException("chart '" + spec.id() + "': no baseline cell " + baseline + " matching cell "
                + row.cell().label() + " for metric '" + row.metric() + "'");
    }

    /** The bar's legend entry: series axis value, then any axis shown nowhere else, else the metric. */
    private static String seriesKey(ChartSpec spec, Cell cell, String metric, String unit, List<String> varying) {
        List<String> parts = new ArrayList<>();
        if (spec.series() != null) {
            parts.add(SeriesNaming.display(spec.series(), cell.value(spec.series())));
        }
        for (int i = 0; i < cell.axes().size(); i++) {
            String axis = cell.axes().get(i);
            if (!axis.equals(spec.series()) && !axis.equals(spec.x()) && varying.contains(axis)) {
                parts.add(axis + " " + cell.values().get(i));
            }
        }
        return parts.isEmpty() ? MetricLabel.of(metric, unit).name() : String.join(" · ", parts);
    }

    /** The group: x axis value, prefixed by the metric when there are several or no x axis. */
    private static String categoryKey(ChartSpec spec, Cell cell, String metric, String unit) {
        String metricName = MetricLabel.of(metric, unit).axisLabel();
        if (spec.x() == null) {
            return metricName;
        }
        String x = cell.value(spec.x());
        return spec.metrics().size() > 1 ? metricName + " · " + x : x;
    }
}
