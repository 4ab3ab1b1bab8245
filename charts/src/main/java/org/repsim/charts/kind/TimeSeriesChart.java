package org.repsim.charts.kind;

import java.awt.BasicStroke;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSpec;
import org.repsim.charts.data.ResultSet;
import org.repsim.results.SeriesPoint;
import org.repsim.results.SummaryRow;
import org.repsim.charts.kind.SeriesNaming.SeriesId;
import org.repsim.charts.style.ChartStyle;
import org.repsim.charts.style.NumberText;
import org.repsim.charts.style.Palette;
import org.repsim.charts.style.PublishedMarker;

/**
 * A metric over simulated time (series.csv: per-second aggregates, first replication), one line per cell.
 * A published reference for the metric is a dashed black horizontal line labelled "published".
 */
final class TimeSeriesChart implements ChartBuilder {
    @Override
    public JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption) {
        if (spec.metrics().isEmpty()) {
            throw new ChartException("chart '" + spec.id() + "': timeseries need at least one metric");
        }
        results.requireAxis(spec.id(), spec.series());
        Map<String, XYSeries> lines = new LinkedHashMap<>();
        Map<String, SeriesId> ids = new LinkedHashMap<>();
        List<String> varying = results.varyingAxes();
        TreeSet<Double> references = new TreeSet<>();
        for (String metric : spec.metrics()) {
            for (SeriesPoint p : results.seriesOf(spec.id(), metric)) {
                SeriesId id = SeriesNaming.of(spec, p.cell(), metric, p.unit(), varying);
                ids.putIfAbsent(id.label(), id);
                lines.computeIfAbsent(id.label(), k -> new XYSeries(k, true, true)).add(p.tSeconds(), p.value());
            }
            results.summary().stream().filter(r -> r.metric().equals(metric)).filter(SummaryRow::hasReference)
                    .forEach(r -> references.add(r.reference()));
        }
        XYSeriesCollection data = new XYSeriesCollection();
        lines.values().forEach(data::addSeries);
        ValueAxis x = ChartStyle.valueAxis("simulated time (s)", spec.logX());
        ValueAxis y = ChartStyle.valueAxis(SeriesNaming.yLabel(spec, results::seriesUnit), spec.logY());
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        renderer.setDrawSeriesLineAsPath(true); // one SVG path per line instead of thousands of segments
        XYPlot plot = new XYPlot(data, x, y, renderer);
        LineStyler.apply(renderer, new ArrayList<>(ids.values()), 1.8f);
        for (double ref : references) {
            ValueMarker m = new ValueMarker(ref, Palette.PUBLISHED, new BasicStroke(1.5f, BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
            m.setLabel(PublishedMarker.LABEL + " " + NumberText.significant(ref, 3));
            m.setLabelFont(ChartStyle.ITEM_LABEL);
            m.setLabelPaint(Palette.PUBLISHED);
            m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
            plot.addRangeMarker(0, m, Layer.FOREGROUND);
        }
        if (!references.isEmpty() && y instanceof org.jfree.chart.axis.NumberAxis n) {
            // Auto-range ignores markers; make sure the published line is inside the plot.
            double lo = Math.min(references.first(), data.getSeriesCount() == 0 ? references.first()
                    : org.jfree.data.general.DatasetUtils.findMinimumRangeValue(data).doubleValue());
            double hi = Math.max(references.last(), data.getSeriesCount() == 0 ? references.last()
                    : org.jfree.data.general.DatasetUtils.findMaximumRangeValue(data).doubleValue());
            double pad = Math.max(hi - lo, Math.abs(hi) * 0.05 + 1e-12) * 0.08;
            n.setRange(lo - pad, hi + pad);
        }
        // series.csv keeps each cell's first replication: the caption says so.
        return ChartStyle.chart(spec.title(), plot, true, caption == null ? null : caption.ofFirstReplication());
    }
}
