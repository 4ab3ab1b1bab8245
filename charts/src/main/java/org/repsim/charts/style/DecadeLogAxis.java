package org.repsim.charts.style;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A log axis with ticks at 1, 2, 5 × 10^k (or every integer multiple when that gives fewer than four
 * ticks). JFreeChart's LogAxis spaces ticks evenly in log space, which labels the axis
 * 15.849, 19.953, 25.119 — correct but unreadable.
 */
final class DecadeLogAxis extends LogAxis {
    private static final double[] NICE = {1, 2, 5};
    private static final double[] DENSE = {1, 2, 3, 4, 5, 6, 7, 8, 9};

    DecadeLogAxis(String label) {
        super(label);
    }

    @Override
    @SuppressWarnings("rawtypes")
    protected List refreshTicksHorizontal(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        return ticks(edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER);
    }

    @Override
    @SuppressWarnings("rawtypes")
    protected List refreshTicksVertical(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        return ticks(edge == RectangleEdge.RIGHT ? TextAnchor.CENTER_LEFT : TextAnchor.CENTER_RIGHT);
    }

    private List<LogTick> ticks(TextAnchor anchor) {
        double lo = getRange().getLowerBound();
        double hi = getRange().getUpperBound();
        List<Double> values = values(lo, hi, NICE);
        if (values.size() < 4) {
            values = values(lo, hi, DENSE);
        }
        List<LogTick> ticks = new ArrayList<>();
        for (double v : values) {
            ticks.add(new LogTick(TickType.MAJOR, v, createTickLabel(v), anchor));
        }
        return ticks;
    }

    static List<Double> values(double lo, double hi, double[] multiples) {
        List<Double> out = new ArrayList<>();
        if (!(lo > 0) || !(hi > lo)) {
            return out;
        }
        for (int k = (int) Math.floor(Math.log10(lo)); k <= (int) Math.ceil(Math.log10(hi)); k++) {
            for (double m : multiples) {
                // Built from a decimal string so 3 × 10^-1 is exactly the double 0.3, not 0.30000000000000004.
                double v = Double.parseDouble(m + "E" + k);
                if (v >= lo && v <= hi) {
                    out.add(v);
                }
            }
        }
        return out;
    }
}
