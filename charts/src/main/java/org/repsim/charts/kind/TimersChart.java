package org.repsim.charts.kind;

import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.CategoryTextAnnotation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSpec;
import org.repsim.results.Cell;
import org.repsim.charts.data.ResultSet;
import org.repsim.results.TimerRow;
import org.repsim.charts.style.ChartStyle;
import org.repsim.charts.style.NumberText;
import org.repsim.charts.style.Palette;

/**
 * Profiler-style breakdown: one stacked bar per cell, one segment per timer scope, each segment the
 * scope's <em>exclusive</em> ms per frame. Exclusive times partition the tree, so a stack sums to the
 * roots' inclusive total, which is printed on top. Scopes beyond the {@value #MAX_SCOPES} largest
 * (over all cells) are merged into "other" so the legend stays readable.
 */
final class TimersChart implements ChartBuilder {
    static final int MAX_SCOPES = 9;
    static final String OTHER = "other";

    @Override
    public JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption) {
        List<TimerRow> all = results.timers();
        if (all.isEmpty()) {
            throw new ChartException("chart '" + spec.id() + "': timers chart but " + results.dir().resolve("timers.csv")
                    + " is absent or empty");
        }
        List<TimerRow> rows = all.stream().filter(r -> spec.drawsScope(r.scope())).toList();
        if (rows.isEmpty()) {
            throw new ChartException("chart '" + spec.id() + "': no timer scope in " + results.dir().resolve("timers.csv")
                    + " lies under scopes " + spec.scopes());
        }
        results.requireAxis(spec.id(), spec.x());
        // Scopes in first-appearance (tree) order with their total exclusive time over all cells.
        Map<String, Double> totals = new LinkedHashMap<>();
        for (TimerRow r : rows) {
            totals.merge(r.scope(), r.exclMsPerPeriod(), Double::sum);
        }
        // Scopes that never cost anything (e.g. a pure grouping root) would only add empty legend entries.
        totals.values().removeIf(v -> v == 0);
        List<String> kept = totals.entrySet().stream()
                .sorted((a, b) -> Double.compare(b.getValue(), a.getValue()))
                .limit(totals.size() <= MAX_SCOPES + 1 ? MAX_SCOPES + 1 : MAX_SCOPES)
                .map(Map.Entry::getKey).toList();
        Map<String, String> names = scopeNames(rows);

        DefaultCategoryDataset data = new DefaultCategoryDataset();
        Map<String, Double> stackTotals = new LinkedHashMap<>();
        Map<String, Double> inclusiveRoots = new LinkedHashMap<>();
        Map<String, Double> other = new LinkedHashMap<>();
        List<Cell> cells = new ArrayList<>();
        for (TimerRow r : rows) {
            if (!cells.contains(r.cell())) {
                cells.add(r.cell());
            }
        }
        List<String> varying = results.varyingAxes();
        for (String scope : totals.keySet()) { // tree order: stack segments read bottom-up like the profiler tree
            for (Cell cell : cells) {
                String category = categoryOf(cell, varying);
                double v = rows.stream().filter(r -> r.cell().equals(cell) && r.scope().equals(scope))
                        .mapToDouble(TimerRow::exclMsPerPeriod).sum();
                if (kept.contains(scope)) {
                    data.setValue(v, names.get(scope), category);
                } else {
                    other.merge(category, v, Double::sum);
                }
                stackTotals.merge(category, v, Double::sum);
            }
        }
        if (!other.isEmpty()) {
            other.forEach((category, v) -> data.setValue(v, OTHER, category)); // on top, last in the legend
        }
        for (TimerRow r : rows) {
            if (spec.scopes().isEmpty() ? r.isRoot() : spec.scopes().contains(r.scope())) {
                inclusiveRoots.merge(categoryOf(r.cell(), varying), r.inclMsPerPeriod(), Double::sum);
            }
        }

        CategoryAxis domain = new CategoryAxis(spec.x() != null ? spec.x() : null);
        domain.setCategoryMargin(0.3);
        domain.setLowerMargin(0.04);
        domain.setUpperMargin(0.04);
        String yLabel = spec.yLabel() != null && !spec.yLabel().isBlank() ? spec.yLabel() : "exclusive time (ms per " + (results.timerPeriod().equals("s") ? "simulated second" : "frame") + ")";
        ValueAxis range = ChartStyle.valueAxis(yLabel, false);
        double max = stackTotals.values().stream().mapToDouble(Double::doubleValue).max().orElse(1);
        ((NumberAxis) range).setRange(0, Math.max(max, 1e-12) * 1.12);
        StackedBarRenderer renderer = new StackedBarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(true);
        renderer.setDefaultOutlinePaint(Color.WHITE);
        renderer.setDefaultOutlineStroke(new java.awt.BasicStroke(0.8f));
        renderer.setMaximumBarWidth(0.16);
        CategoryPlot plot = new CategoryPlot(data, domain, range, renderer);
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < data.getRowCount(); i++) {
            keys.add((String) data.getRowKey(i));
        }
        Map<String, Color> colours = Palette.assign(keys);
        for (int i = 0; i < keys.size(); i++) {
            renderer.setSeriesPaint(i, keys.get(i).equals(OTHER) ? new Color(0xBBBBBB) : colours.get(keys.get(i)));
        }
        for (Map.Entry<String, Double> e : stackTotals.entrySet()) {
            // The label shows the roots' inclusive total (the timer tree's own figure); it equals the stack height.
            double shown = inclusiveRoots.getOrDefault(e.getKey(), e.getValue());
            CategoryTextAnnotation a = new CategoryTextAnnotation(NumberText.significant(shown, 3) + " ms",
                    e.getKey(), e.getValue());
            a.setFont(ChartStyle.ITEM_LABEL);
            a.setPaint(ChartStyle.TEXT);
            a.setTextAnchor(TextAnchor.BOTTOM_CENTER);
            plot.addAnnotation(a);
        }
        return ChartStyle.chart(spec.title(), plot, true, caption);
    }

    /** One line per varying axis value ("push-on" over "100"): wrapping "push-on, 100" would break at the hyphen. */
    private static String categoryOf(Cell cell, List<String> varying) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < cell.axes().size(); i++) {
            if (varying.contains(cell.axes().get(i))) {
                lines.add(SeriesNaming.display(cell.axes().get(i), cell.values().get(i)));
            }
        }
        return lines.isEmpty() ? cell.label() : String.join("\n", lines);
    }

    /** Leaf names where unique ("compare"), otherwise parent/leaf so two "serialize" scopes stay apart. */
    private static Map<String, String> scopeNames(List<TimerRow> rows) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Integer> leafCount = new LinkedHashMap<>();
        List<String> scopes = rows.stream().map(TimerRow::scope).distinct().toList();
        for (String s : scopes) {
            leafCount.merge(leaf(s), 1, Integer::sum);
        }
        for (String s : scopes) {
            names.put(s, leafCount.get(leaf(s)) == 1 ? leaf(s) : s);
        }
        return names;
    }

    private static String leaf(String scope) {
        int i = scope.lastIndexOf('/');
        return i < 0 ? scope : scope.substring(i + 1);
    }
}
