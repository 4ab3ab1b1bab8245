package org.repsim.charts.kind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSpec;
import org.repsim.charts.data.ResultSet;
import org.repsim.results.SummaryRow;
import org.repsim.charts.kind.SeriesNaming.SeriesId;
import org.repsim.charts.style.ChartStyle;

/**
 * A summary metric over a numeric matrix axis ({@code x}), one line per value of the {@code series}
 * axis, each with a translucent 95% CI band; published references as diamonds at their x.
 */
final class LinesChart implements ChartBuilder {
    @Override
    public JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption) {
        if (spec.metrics().isEmpty()) {
            throw new ChartException("chart '" + spec.id() + "': lines need at least one metric");
        }
        if (spec.x() == null) {
            throw new ChartException("chart '" + spec.id() + "': lines need an x axis");
        }
        results.requireAxis(spec.id(), spec.x());
        results.requireAxis(spec.id(), spec.series());

        Map<String, YIntervalSeries> lines = new LinkedHashMap<>();
        Map<String, SeriesId> ids = new LinkedHashMap<>();
        List<String> varying = results.varyingAxes();
        XYSeries published = new XYSeries("published", false, true);
        for (String metric : spec.metrics()) {
            for (SummaryRow row : results.summaryOf(spec.id(), metric)) {
                if (!Double.isFinite(row.mean())) {
                    continue; // a metric the cell never produced: a gap, not a point at infinity
                }
                double x = numericX(spec, row.cell().value(spec.x()));
                if (spec.logX() && x <= 0) {
                    throw new ChartException("chart '" + spec.id() + "': log x axis but " + spec.x() + " = " + x);
                }
                SeriesId id = SeriesNaming.of(spec, row.cell(), metric, row.unit(), varying);
                ids.putIfAbsent(id.label(), id);
                YIntervalSeries s = lines.computeIfAbsent(id.label(), YIntervalSeries::new);
                double half = row.ciHalfWidth();
                double low = row.mean() - half;
                if (spec.logY() && low <= 0) {
                    low = row.mean(); // a log axis cannot draw a band reaching zero: show the upper half only
                }
                s.add(x, row.mean(), low, row.mean() + half);
                if (row.hasReference()) {
                    published.add(x, row.reference());
                }
            }
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        lines.values().forEach(data::addSeries);

        ValueAxis xAxis = ChartStyle.valueAxis(spec.x(), spec.logX());
        ValueAxis yAxis = ChartStyle.valueAxis(SeriesNaming.yLabel(spec, results::summaryUnit), spec.logY());
        DeviationRenderer renderer = new DeviationRenderer(true, true);
        renderer.setAlpha(0.18f);
        XYPlot plot = new XYPlot(data, xAxis, yAxis, renderer);
        LineStyler.apply(renderer, new ArrayList<>(ids.values()), 2.2f);
        LineStyler.markers(renderer, ids.size(), 7);
        plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD); // later series on top: LineStyler.markers
        if (published.getItemCount() > 0) {
            plot.setDataset(1, new XYSeriesCollection(published));
            plot.setRenderer(1, PublishedRenderer.create());
        }
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD); // published diamonds on top
        return ChartStyle.chart(spec.title(), plot, true, caption);
    }

    private static double numericX(ChartSpec spec, String value) {
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new ChartException("chart '" + spec.id() + "': lines need a numeric x axis, but " + spec.x()
                    + " has value '" + value + "'");
        }
    }
}
