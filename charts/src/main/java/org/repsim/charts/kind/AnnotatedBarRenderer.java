package org.repsim.charts.kind;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.HashMap;
import java.util.Map;

import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.statistics.StatisticalCategoryDataset;
import org.repsim.charts.style.ChartStyle;
import org.repsim.charts.style.Palette;
import org.repsim.charts.style.PublishedMarker;

/**
 * Bars with CI whiskers, plus two things JFreeChart cannot place on its own: the value label
 * <em>above the whisker</em> (its item labels sit on the bar top, where the whisker crosses them)
 * and the published-reference diamond on the very bar it belongs to (a second renderer would put it
 * at the category centre, not on the bar). Both are drawn in an extra last pass so no later bar
 * covers them. Maps are only looked up, never iterated, so hash order cannot reach the output.
 */
final class AnnotatedBarRenderer extends StatisticalBarRenderer {
    private record Key(Comparable<?> series, Comparable<?> category) {
    }

    private final Map<Key, String> labels = new HashMap<>();
    private final Map<Key, Double> references = new HashMap<>();

    AnnotatedBarRenderer() {
        setBarPainter(new StandardBarPainter());
        setShadowVisible(false);
        setDrawBarOutline(false);
        setItemMargin(0.06);
        setMaximumBarWidth(0.2);
        setErrorIndicatorPaint(new Color(0x333333));
        setErrorIndicatorStroke(new java.awt.BasicStroke(1.4f));
        setDefaultItemLabelsVisible(false);
    }

    void label(String series, String category, String text) {
        labels.put(new Key(series, category), text);
    }

    void reference(String series, String category, double value) {
        references.put(new Key(series, category), value);
    }

    /** The published value drawn on a bar, or null; for tests of the normalization. */
    Double referenceOf(String series, String category) {
        return references.get(new Key(series, category));
    }

    boolean hasReferences() {
        return !references.isEmpty();
    }

    @Override
    public int getPassCount() {
        return super.getPassCount() + 1;
    }

    @Override
    public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                         CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column,
                         int pass) {
        if (pass < super.getPassCount()) {
            super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
            return;
        }
        StatisticalCategoryDataset data = (StatisticalCategoryDataset) dataset;
        Number mean = data.getMeanValue(row, column);
        if (mean == null) {
            return;
        }
        Number sd = data.getStdDevValue(row, column);
        double top = mean.doubleValue() + (sd == null ? 0 : sd.doubleValue());
        RectangleEdge edge = plot.getRangeAxisEdge();
        double x = calculateBarW0(plot, plot.getOrientation(), dataArea, domainAxis, state, row, column)
                + state.getBarWidth() / 2;
        Key key = new Key(dataset.getRowKey(row), dataset.getColumnKey(column));
        String text = labels.get(key);
        if (text != null) {
            g2.setFont(ChartStyle.ITEM_LABEL);
            g2.setPaint(ChartStyle.TEXT);
            float y = (float) rangeAxis.valueToJava2D(top, dataArea, edge) - 4f;
            TextUtils.drawAlignedString(text, g2, (float) x, y, TextAnchor.BOTTOM_CENTER);
        }
        Double ref = references.get(key);
        if (ref != null) {
            double y = rangeAxis.valueToJava2D(ref, dataArea, edge);
            Shape s = AffineTransform.getTranslateInstance(x, y).createTransformedShape(PublishedMarker.SHAPE);
            g2.setPaint(Color.WHITE);
            g2.setStroke(PublishedMarker.RIM);
            g2.draw(s);
            g2.setPaint(Palette.PUBLISHED);
            g2.fill(s);
        }
    }
}
