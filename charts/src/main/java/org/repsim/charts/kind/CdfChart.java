package org.repsim.charts.kind;

import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSpec;
import org.repsim.results.QuantilePoint;
import org.repsim.charts.data.ResultSet;
import org.repsim.results.SummaryRow;
import org.repsim.charts.kind.SeriesNaming.SeriesId;
import org.repsim.charts.style.ChartStyle;
import org.repsim.charts.style.MetricLabel;
import org.repsim.charts.style.NumberText;

/**
 * Percentile chart from distributions.csv: value on x, cumulative percentile (p × 100) on y, one
 * line per cell. Published percentiles are summary metrics named like the distribution with a
 * {@code _p<digits>} token ({@code latency_ms_p99}, {@code latency_p99_ms}, {@code latency_ms_p999} = 99.9)
 * that have a reference; they are drawn as
 * diamonds at (reference, percentile).
 */
final class CdfChart implements ChartBuilder {
    /** A percentile token inside a summary metric name: latency_ms_p99 or shot_latency_p99_ms. */
    private static final Pattern PERCENTILE = Pattern.compile("^(.*)_p(\\d+)((?:_[^_]+)*)$");

    static final int MAX_DOTS = 20;

    @Override
    public JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption) {
        if (spec.metrics().isEmpty()) {
            throw new ChartException("chart '" + spec.id() + "': cdf needs at least one metric");
        }
        results.requireAxis(spec.id(), spec.series());
        Map<String, XYSeries> lines = new LinkedHashMap<>();
        Map<String, SeriesId> ids = new LinkedHashMap<>();
        List<String> varying = results.varyingAxes();
        XYSeries published = new XYSeries("published", false, true);
        for (String metric : spec.metrics()) {
            for (QuantilePoint q : results.distributionOf(spec.id(), metric)) {
                SeriesId id = SeriesNaming.of(spec, q.cell(), metric, q.unit(), varying);
                ids.putIfAbsent(id.label(), id);
                String label = id.label();
                // Not auto-sorted: the line must follow p, and quantiles are non-decreasing in p anyway.
                lines.computeIfAbsent(label, k -> new XYSeries(k, false, true)).add(q.value(), q.p() * 100);
            }
            for (SummaryRow r : results.summary()) {
                Matcher m = PERCENTILE.matcher(r.metric());
                if (r.hasReference() && m.matches() && (m.group(1) + m.group(3)).equals(metric)) {
                    published.add(r.reference(), percentile(m.group(2)));
                }
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        lines.values().forEach(data::addSeries);
        String xLabel = spec.yLabel() != null && !spec.yLabel().isBlank() ? spec.yLabel()
                : spec.metrics().size() == 1 ? MetricLabel.of(spec.metrics().get(0), results.distributionUnit(spec.metrics().get(0))).axisLabel() : "value";
        ValueAxis x = ChartStyle.valueAxis(xLabel, spec.logX());
        ValueAxis y = ChartStyle.valueAxis("percentile (%)", spec.logY());
        if (y instanceof NumberAxis n) {
            n.setRange(0, 101);
            n.setTickUnit(new NumberTickUnit(10, NumberText.tickFormat())); // every 5 crowds the axis
        }
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        LineStyler.apply(renderer, new ArrayList<>(ids.values()), 2.2f);
        List<XYSeries> all = new ArrayList<>(lines.values());
        for (int i = 0; i < all.size(); i++) {
            renderer.setSeriesShape(i, new Ellipse2D.Double(-3, -3, 6, 6));
            // Dots mark the quantiles actually measured; with dozens of them they only thicken the line.
            renderer.setSeriesShapesVisible(i, all.get(i).getItemCount() <= MAX_DOTS);
        }
        if (published.getItemCount() > 0) {
            plot.setDataset(1, new XYSeriesCollection(published));
            plot.setRenderer(1, PublishedRenderer.create());
            plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
        }
        return ChartStyle.chart(spec.title(), plot, true, caption);
    }

    /** "99" → 99, "999" → 99.9, "5" → 5: digits after the first two are decimals, as in p999. */
    static double percentile(String digits) {
        if (digits.length() <= 2) {
            return Integer.parseInt(digits);
        }
        return Double.parseDouble(digits.substring(0, 2) + "." + digits.substring(2));
    }
}
