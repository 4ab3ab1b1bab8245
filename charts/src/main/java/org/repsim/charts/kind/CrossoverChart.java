package org.repsim.charts.kind;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSpec;
import org.repsim.charts.data.ResultSet;
import org.repsim.charts.style.ChartStyle;
import org.repsim.charts.style.NumberText;
import org.repsim.results.Crossing;

/**
 * A crossover analysis: the compared metric over the crossover axis under both conditions (the
 * {@code lines} chart of the evaluated cells, CI bands included), with the crossing's interval
 * shaded and its estimate as a vertical line, from {@code crossover.csv}.
 */
final class CrossoverChart implements ChartBuilder {
    private static final Color INTERVAL = new Color(0x99, 0x99, 0x99, 48);

    @Override
    public JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption) {
        Crossing crossing = results.analysis().crossing();
        if (crossing == null) {
            throw new ChartException("chart '" + spec.id() + "': no crossover table in " + results.dir());
        }
        JFreeChart chart = new LinesChart().build(spec, results, caption);
        XYPlot plot = chart.getXYPlot();
        IntervalMarker interval = new IntervalMarker(crossing.low(), crossing.high(), INTERVAL);
        label(interval, "95% interval " + NumberText.significant(crossing.low(), 3) + " – "
                + NumberText.significant(crossing.high(), 3), ChartStyle.CAPTION, ChartStyle.MUTED_TEXT,
                RectangleAnchor.BOTTOM_LEFT, TextAnchor.BOTTOM_RIGHT);
        plot.addDomainMarker(interval, Layer.BACKGROUND);
        ValueMarker estimate = new ValueMarker(crossing.estimate(), ChartStyle.TEXT, new BasicStroke(1.4f,
                BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        // Left of the line: the crossing often lies near the upper end of the range.
        label(estimate, "crossing ≈ " + NumberText.significant(crossing.estimate(), 3), ChartStyle.ITEM_LABEL,
                ChartStyle.TEXT, RectangleAnchor.TOP_LEFT, TextAnchor.TOP_RIGHT);
        plot.addDomainMarker(estimate, Layer.FOREGROUND);
        return chart;
    }

    private static void label(Marker marker, String text, Font font, Color paint, RectangleAnchor anchor,
                              TextAnchor textAnchor) {
        marker.setLabel(text);
        marker.setLabelFont(font);
        marker.setLabelPaint(paint);
        marker.setLabelAnchor(anchor);
        marker.setLabelTextAnchor(textAnchor);
        marker.setLabelOffset(new RectangleInsets(4, 4, 4, 4));
    }
}
