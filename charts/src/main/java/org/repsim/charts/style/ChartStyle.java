package org.repsim.charts.style;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.repsim.charts.ChartCaption;

/**
 * The one place that decides how every chart looks: white background (not JFreeChart's grey),
 * light horizontal gridlines, the logical "SansSerif" font so text renders the same on every
 * machine with the same JDK fonts, legend below the plot, caption in small grey text at the very
 * bottom. Chart kinds build plots and datasets; they never pick fonts or backgrounds themselves.
 */
public final class ChartStyle {
    public static final String FONT_FAMILY = "SansSerif";
    public static final Font TITLE = new Font(FONT_FAMILY, Font.BOLD, 18);
    public static final Font AXIS_LABEL = new Font(FONT_FAMILY, Font.PLAIN, 14);
    public static final Font TICK_LABEL = new Font(FONT_FAMILY, Font.PLAIN, 12);
    public static final Font LEGEND = new Font(FONT_FAMILY, Font.PLAIN, 13);
    public static final Font ITEM_LABEL = new Font(FONT_FAMILY, Font.BOLD, 12);
    public static final Font CAPTION = new Font(FONT_FAMILY, Font.PLAIN, 11);
    public static final Color TEXT = new Color(0x222222);
    public static final Color MUTED_TEXT = new Color(0x666666);
    public static final Color GRID = new Color(0xE0E0E0);
    public static final Color AXIS_LINE = new Color(0x888888);

    private ChartStyle() {
    }

    /** Wraps a plot in a styled chart with title, legend (when {@code legend}) and caption. */
    public static JFreeChart chart(String title, Plot plot, boolean legend, ChartCaption caption) {
        JFreeChart chart = new JFreeChart(title == null || title.isBlank() ? null : title, TITLE, plot, legend);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setPadding(new RectangleInsets(10, 12, 8, 16));
        if (chart.getTitle() != null) {
            chart.getTitle().setPaint(TEXT);
            chart.getTitle().setPadding(new RectangleInsets(2, 0, 8, 0));
        }
        LegendTitle l = chart.getLegend();
        if (l != null) {
            l.setItemFont(LEGEND);
            l.setItemPaint(TEXT);
            l.setFrame(BlockBorder.NONE);
            l.setBackgroundPaint(Color.WHITE);
            l.setPosition(RectangleEdge.BOTTOM);
            l.setItemLabelPadding(new RectangleInsets(2, 4, 2, 12));
        }
        if (caption != null) {
            TextTitle c = new TextTitle(caption.text(), CAPTION);
            c.setPaint(MUTED_TEXT);
            c.setPosition(RectangleEdge.BOTTOM);
            c.setHorizontalAlignment(HorizontalAlignment.RIGHT);
            c.setPadding(new RectangleInsets(6, 0, 0, 0));
            // Index 0: the first bottom subtitle is laid out outermost, so the caption sits under the legend.
            chart.addSubtitle(0, c);
        }
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        plot.setNoDataMessage("no data");
        plot.setNoDataMessageFont(AXIS_LABEL);
        if (plot instanceof CategoryPlot p) {
            p.setRangeGridlinePaint(GRID);
            p.setRangeGridlineStroke(new BasicStroke(1f));
            p.setDomainGridlinesVisible(false);
            p.setAxisOffset(RectangleInsets.ZERO_INSETS);
            style(p.getDomainAxis());
            for (int i = 0; i < p.getRangeAxisCount(); i++) {
                style(p.getRangeAxis(i));
            }
        } else if (plot instanceof XYPlot p) {
            p.setRangeGridlinePaint(GRID);
            p.setDomainGridlinePaint(GRID);
            p.setRangeGridlineStroke(new BasicStroke(1f));
            p.setDomainGridlineStroke(new BasicStroke(1f));
            p.setAxisOffset(RectangleInsets.ZERO_INSETS);
            style(p.getDomainAxis());
            for (int i = 0; i < p.getRangeAxisCount(); i++) {
                style(p.getRangeAxis(i));
            }
        }
        return chart;
    }

    /** A value axis with locale-independent tick labels; logarithmic when asked. */
    public static ValueAxis valueAxis(String label, boolean log) {
        if (log) {
            LogAxis a = new DecadeLogAxis(label);
            a.setNumberFormatOverride(NumberText.tickFormat());
            a.setSmallestValue(1e-9);
            return a;
        }
        NumberAxis a = new NumberAxis(label);
        a.setStandardTickUnits(NumberAxis.createStandardTickUnits(Locale.ROOT));
        a.setAutoRangeIncludesZero(false);
        return a;
    }

    private static void style(Axis a) {
        if (a == null) {
            return;
        }
        a.setLabelFont(AXIS_LABEL);
        a.setLabelPaint(TEXT);
        a.setTickLabelFont(TICK_LABEL);
        a.setTickLabelPaint(TEXT);
        a.setAxisLinePaint(AXIS_LINE);
        a.setTickMarkPaint(AXIS_LINE);
        if (a instanceof CategoryAxis c) {
            // Four lines: a bar label is "<metric words> (<declared unit>) · <condition>", and the
            // condition must stay readable after the unit.
            c.setMaximumCategoryLabelLines(4);
            c.setTickMarksVisible(false);
        }
    }
}
