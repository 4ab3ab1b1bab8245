package org.repsim.charts.render;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;

import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;
import org.repsim.charts.ChartSize;

/** Turns a built chart into PNG (2× scale) and SVG bytes. */
public final class ChartFiles {
    private ChartFiles() {
    }

    public static byte[] png(JFreeChart chart, ChartSize size) {
        int s = ChartSize.PNG_SCALE;
        BufferedImage image = new BufferedImage(size.width() * s, size.height() * s, BufferedImage.TYPE_INT_RGB);
        Graphics2D g2 = image.createGraphics();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g2.scale(s, s);
            chart.draw(g2, new Rectangle2D.Double(0, 0, size.width(), size.height()));
        } finally {
            g2.dispose();
        }
        return PngEncoder.encode(image);
    }

    /**
     * SVG document bytes. The defs prefix is fixed per chart: JFreeSVG's default derives it from
     * {@code System.nanoTime()}, which would make every render differ.
     */
    public static byte[] svg(JFreeChart chart, ChartSize size, String chartId) {
        SVGGraphics2D g2 = new SVGGraphics2D(size.width(), size.height());
        g2.setDefsKeyPrefix("repsim-" + chartId.replaceAll("[^A-Za-z0-9_-]", "_") + "-");
        chart.draw(g2, new Rectangle2D.Double(0, 0, size.width(), size.height()));
        // No DOCTYPE (JFreeSVG's document form points at a DTD on w3.org, which XML tools then try to
        // fetch); a viewBox so the SVG scales when embedded.
        String svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + g2.getSVGElement(null, true, new ViewBox(0, 0, size.width(), size.height()), null, null) + "\n";
        return svg.getBytes(StandardCharsets.UTF_8);
    }
}
