package org.repsim.charts.style;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.Path2D;

import org.jfree.chart.LegendItem;

/**
 * How a published reference value is drawn in every chart kind: a black diamond with a white rim
 * (visible on top of any bar colour), one legend entry labelled "published".
 */
public final class PublishedMarker {
    public static final String LABEL = "published";
    public static final Shape SHAPE = diamond(7);
    public static final BasicStroke RIM = new BasicStroke(1.5f);

    private PublishedMarker() {
    }

    public static LegendItem legendItem() {
        LegendItem item = new LegendItem(LABEL, "published reference value", null, null, SHAPE, Palette.PUBLISHED);
        item.setLabelFont(ChartStyle.LEGEND);
        item.setLabelPaint(ChartStyle.TEXT);
        return item;
    }

    private static Shape diamond(double r) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0, -r);
        p.lineTo(r, 0);
        p.lineTo(0, r);
        p.lineTo(-r, 0);
        p.closePath();
        return p;
    }
}
