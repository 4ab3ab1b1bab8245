package org.repsim.charts.kind;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfree.chart.renderer.xy.AbstractXYItemRenderer;
import org.repsim.charts.kind.SeriesNaming.SeriesId;
import org.repsim.charts.style.Palette;

/** Gives each XY line its colour (by colour key, via the shared palette) and dash pattern (by variant). */
final class LineStyler {
    private static final float[][] DASHES = {null, {9f, 5f}, {2f, 4f}, {12f, 4f, 2f, 4f}, {5f, 5f}};

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
}
