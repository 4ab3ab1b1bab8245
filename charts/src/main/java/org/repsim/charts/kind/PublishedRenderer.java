package org.repsim.charts.kind;

import java.awt.Color;

import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.repsim.charts.style.Palette;
import org.repsim.charts.style.PublishedMarker;

/** Renders a single "published" XY series as diamonds only, drawn above the simulated lines. */
final class PublishedRenderer {
    private PublishedRenderer() {
    }

    static XYLineAndShapeRenderer create() {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(false, true);
        r.setSeriesShape(0, PublishedMarker.SHAPE);
        r.setSeriesPaint(0, Palette.PUBLISHED);
        r.setUseOutlinePaint(true);
        r.setDrawOutlines(true);
        r.setSeriesOutlinePaint(0, Color.WHITE);
        r.setSeriesOutlineStroke(0, PublishedMarker.RIM);
        return r;
    }
}
