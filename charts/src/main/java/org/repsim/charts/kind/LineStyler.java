package org.repsim.charts.kind;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.chart.renderer.xy.AbstractXYItemRenderer;
import org.repsim.charts.kind.SeriesNaming.SeriesId;
import org.repsim.charts.style.Palette;

/**
 * Gives each XY line its colour (by colour key, via the shared palette), dash pattern (by variant)
 * and point marker (by series).
 */
final class LineStyler {
    private static final float[][] DASHES = {null, {9f, 5f}, {2f, 4f}, {12f, 4f, 2f, 4f}, {5f, 5f}};
    // JFreeChart's standard sequence (square, circle, triangle up, diamond, ...), 6 px wide.
    private static final Shape[] SHAPES = DefaultDrawingSupplier.createStandardSeriesShapes();

    private LineStyler() {
    }

    static void apply(AbstractXYItemRenderer renderer, List<SeriesId> ids, float width) {
        List<String> colourKeys = ids.stream().map(SeriesId::colourKey).distinct().toList();
        Map<String, Color> colours = Palette.assign(colourKeys);
        List<String> variants = new ArrayList<>();
        for (SeriesId id : ids) {
            if (!variants.contains(id.variant())) {
                variants.add(id.variant());
            }
        }
        for (int i = 0; i < ids.size(); i++) {
            Color c = colours.get(ids.get(i).colourKey());
            renderer.setSeriesPaint(i, c);
            renderer.setSeriesFillPaint(i, c);
            float[] dash = DASHES[variants.indexOf(ids.get(i).variant()) % DASHES.length];
            renderer.setSeriesStroke(i, dash == null
                    ? new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
                    : new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, dash, 0f));
        }
    }

    /**
     * A different marker shape for each series, {@code size} px wide: two series with equal
     * values (e.g. graph-battle-royale's legacy and graph-grid tick rates, 5.66 vs 5.63 Hz) draw
     * one line over the other, and only the lower shape's corners peeking out from under the
     * upper one show that both are there. Each shape of the sequence leaves part of every earlier
     * one uncovered, so the plot must draw later series on top (SeriesRenderingOrder.FORWARD).
     */
    static void markers(AbstractXYItemRenderer renderer, int seriesCount, double size) {
        AffineTransform scale = AffineTransform.getScaleInstance(size / 6.0, size / 6.0);
        for (int i = 0; i < seriesCount; i++) {
            renderer.setSeriesShape(i, scale.createTransformedShape(SHAPES[i % SHAPES.length]));
        }
    }
}
