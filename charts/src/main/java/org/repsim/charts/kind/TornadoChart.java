package org.repsim.charts.kind;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSpec;
import org.repsim.charts.data.ResultSet;
import org.repsim.charts.style.ChartStyle;
import org.repsim.charts.style.NumberText;
import org.repsim.charts.style.Palette;
import org.repsim.results.SensitivityRow;

/**
 * A sensitivity analysis as a tornado: one horizontal bar per unit cost that moves the quantity,
 * its elasticity (% change of the quantity per % change of the cost), largest magnitude on top, with
 * the 95% interval over replications as whiskers; bars that raise the quantity in one colour, bars
 * that lower it in another. Keys that leave the quantity unchanged are counted under the title.
 * Drawn from {@code sensitivity.csv} (rows already sorted by the analysis).
 */
final class TornadoChart implements ChartBuilder {
    private static final String RAISES = "a higher cost raises it";
    private static final String LOWERS = "a higher cost lowers it";

    @Override
    public JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption) {
        List<SensitivityRow> rows = results.analysis().sensitivity();
        if (rows.isEmpty()) {
            throw new ChartException("chart '" + spec.id() + "': no sensitivity table in " + results.dir());
        }
        DefaultStatisticalCategoryDataset data = new DefaultStatisticalCategoryDataset();
        int unchanged = 0;
        for (SensitivityRow r : rows) {
            if (!r.matters()) {
                unchanged++;
                continue;
            }
            double half = (r.ci95High() - r.ci95Low()) / 2;
            data.add(r.elasticity(), Double.isFinite(half) ? half : 0, "elasticity", r.key());
        }
        java.util.Map<String, Color> palette = Palette.assign(List.of(RAISES, LOWERS));
        List<Color> colours = List.of(palette.get(RAISES), palette.get(LOWERS));
        StatisticalBarRenderer renderer = new StatisticalBarRenderer() {
            @Override
            public Paint getItemPaint(int row, int column) {
                Number v = data.getMeanValue(row, column);
                return v != null && v.doubleValue() < 0 ? colours.get(1) : colours.get(0);
            }
        };
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        renderer.setMaximumBarWidth(0.7);
        renderer.setErrorIndicatorPaint(new Color(0x333333));
        renderer.setErrorIndicatorStroke(new BasicStroke(1.4f));
        CategoryAxis keys = new CategoryAxis("unit cost");
        keys.setCategoryMargin(0.2);
        NumberAxis value = (NumberAxis) ChartStyle.valueAxis(spec.yLabel() != null ? spec.yLabel()
                : "elasticity: % change of the quantity per % change of the unit cost", false);
        value.setAutoRangeIncludesZero(true);
        CategoryPlot plot = new CategoryPlot(data, keys, value, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        plot.addRangeMarker(new ValueMarker(0, ChartStyle.AXIS_LINE, new BasicStroke(1f)));
        LegendItemCollection legend = new LegendItemCollection();
        legend.add(new LegendItem(RAISES, colours.get(0)));
        legend.add(new LegendItem(LOWERS, colours.get(1)));
        plot.setFixedLegendItems(legend);
        JFreeChart chart = ChartStyle.chart(spec.title(), plot, true, caption);
        String note = data.getColumnCount() == 0 ? "no unit cost moves it at ± " + percent(rows.get(0).step())
                : unchanged == 0 ? "every perturbed unit cost moves it (± " + percent(rows.get(0).step()) + ")"
                : unchanged + (unchanged == 1 ? " other unit cost leaves" : " other unit costs leave")
                + " it unchanged (± " + percent(rows.get(0).step()) + "; listed in sensitivity.csv)";
        SensitivityRow first = rows.get(0);
        String quantity = first.quantity() + " = " + NumberText.significant(first.base(), 4)
                + (first.quantityUnit().isEmpty() || first.quantityUnit().equals("1") ? "" : " " + first.quantityUnit());
        TextTitle subtitle = new TextTitle(quantity + "; " + note, ChartStyle.CAPTION);
        subtitle.setPaint(ChartStyle.MUTED_TEXT);
        subtitle.setPosition(RectangleEdge.TOP);
        chart.addSubtitle(subtitle);
        return chart;
    }

    private static String percent(double step) {
        return NumberText.significant(step * 100, 3) + "%";
    }
}
