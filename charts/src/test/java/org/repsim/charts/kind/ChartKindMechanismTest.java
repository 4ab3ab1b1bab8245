package org.repsim.charts.kind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Paint;
import java.awt.geom.Area;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.statistics.StatisticalCategoryDataset;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartKind;
import org.repsim.charts.ChartSpec;
import org.repsim.charts.ResultFixture;
import org.repsim.results.AnalysisTables;
import org.repsim.results.Cell;
import org.repsim.results.QuantilePoint;
import org.repsim.results.SummaryRow;
import org.repsim.charts.data.ResultSet;
import org.repsim.results.TimerRow;

/** What each chart kind puts into its datasets, checked against the fixture's known construction. */
class ChartKindMechanismTest {
    @TempDir
    static Path dir;
    static ResultSet results;

    @BeforeAll
    static void load() {
        ResultFixture.write(dir);
        results = ResultSet.of(dir, ResultFixture.read(dir));
    }

    private static ChartSpec bars(Map<String, String> baseline) {
        return new ChartSpec("b", ChartKind.BARS, "t", List.of("server_frame_ms"), "connections", "condition",
                baseline, false, false, null);
    }

    @Test
    void barsNormalizeEachCellToTheBaselineAtTheSameOtherAxisValues() {
        JFreeChart chart = new BarsChart().build(bars(Map.of("condition", "push-off")), results, null);
        StatisticalCategoryDataset d = (StatisticalCategoryDataset) chart.getCategoryPlot().getDataset();
        for (String n : List.of("16", "32", "64", "100")) {
            assertEquals(100.0, d.getMeanValue("push-off", n).doubleValue(), 1e-9);
            assertEquals(40.0, d.getMeanValue("push-on", n).doubleValue(), 1e-9, "push-on at " + n);
            assertEquals(25.0, d.getMeanValue("push+skip", n).doubleValue(), 1e-9, "push+skip at " + n);
            // The fixture's CI half width is 6% of the mean: scaled with the bar, 6% of 40.
            assertEquals(2.4, d.getStdDevValue("push-on", n).doubleValue(), 1e-9);
        }
    }

    @Test
    void barsWithoutBaselineShowAbsoluteMeans() {
        JFreeChart chart = new BarsChart().build(bars(Map.of()), results, null);
        StatisticalCategoryDataset d = (StatisticalCategoryDataset) chart.getCategoryPlot().getDataset();
        assertEquals(ResultFixture.frameMs(1, 3), d.getMeanValue("push-on", "100").doubleValue(), 1e-9);
    }

    @Test
    void publishedBarMarkersUseThePublishedBaselineRatio() {
        JFreeChart chart = new BarsChart().build(bars(Map.of("condition", "push-off")), results, null);
        AnnotatedBarRenderer r = (AnnotatedBarRenderer) chart.getCategoryPlot().getRenderer();
        // The fixture publishes push-on at 38% and push+skip at 24% of push-off, only at 100 connections.
        assertEquals(38.0, r.referenceOf("push-on", "100"), 1e-9);
        assertEquals(24.0, r.referenceOf("push+skip", "100"), 1e-9);
        assertEquals(null, r.referenceOf("push-on", "64"));
        assertTrue(chart.getPlot().getLegendItems().getItemCount() == 4, "3 conditions + published");
    }

    @Test
    void aMissingBaselineCellIsReportedNotSilentlyUnnormalized() {
        ChartException e = assertThrows(ChartException.class,
                () -> new BarsChart().build(bars(Map.of("condition", "push-never")), results, null));
        assertTrue(e.getMessage().contains("push-never"), e.getMessage());
    }

    @Test
    void timerStacksSumToTheRootInclusiveTime() {
        ResultSet at100 = results.where("p", Map.of("connections", "100"));
        ChartSpec spec = new ChartSpec("p", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false, false, null);
        CategoryDataset d = new TimersChart().build(spec, at100, null).getCategoryPlot().getDataset();
        assertEquals(3, d.getColumnCount(), "one bar per cell");
        for (int c = 0; c < d.getColumnCount(); c++) {
            double stack = 0;
            for (int r = 0; r < d.getRowCount(); r++) {
                Number v = d.getValue(r, c);
                stack += v == null ? 0 : v.doubleValue();
            }
            String condition = (String) d.getColumnKey(c);
            double rootIncl = at100.timers().stream()
                    .filter(t -> t.isRoot() && t.cell().value("condition").equals(condition))
                    .mapToDouble(TimerRow::inclMsPerPeriod).sum();
            assertEquals(rootIncl, stack, 1e-9, condition);
        }
    }

    @Test
    void timersKeepEveryScopeWhenTheyFit() {
        ChartSpec spec = new ChartSpec("p", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false, false, null);
        CategoryDataset d = new TimersChart().build(spec, results, null).getCategoryPlot().getDataset();
        assertEquals(9, d.getRowCount(), "the fixture's 9 scopes");
        assertEquals(-1, d.getRowIndex(TimersChart.OTHER));
    }

    @Test
    void timersWithScopesDrawOnlyThoseSubtrees() {
        Cell cell = new Cell("only", List.of(), List.of());
        List<TimerRow> rows = List.of(
                new TimerRow(cell, "GameWork", "", "frame", 1, 40, 40),
                new TimerRow(cell, "Replicate", "", "frame", 1, 5, 1),
                new TimerRow(cell, "Replicate/Compare", "Replicate", "frame", 1, 3, 3),
                new TimerRow(cell, "Replicate/Serialize", "Replicate", "frame", 1, 1, 1),
                new TimerRow(cell, "ReplicateLater", "", "frame", 1, 7, 7)); // shares a prefix, not a subtree
        ResultSet rs = new ResultSet(Path.of("x"), List.of(), List.of(cell), List.of(), rows, List.of(), List.of(),
                AnalysisTables.NONE);
        ChartSpec spec = new ChartSpec("p", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false, false, null,
                Map.of(), List.of("Replicate"));
        CategoryDataset d = new TimersChart().build(spec, rs, null).getCategoryPlot().getDataset();
        assertEquals(3, d.getRowCount(), "Replicate, Compare and Serialize only");
        assertEquals(-1, d.getRowIndex("GameWork"));
        assertEquals(-1, d.getRowIndex("ReplicateLater"));
        double stack = 0;
        for (int r = 0; r < d.getRowCount(); r++) {
            stack += d.getValue(r, 0).doubleValue();
        }
        assertEquals(5.0, stack, 1e-12, "the stack is the named subtree's inclusive time");
        ChartSpec none = new ChartSpec("p", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false, false, null,
                Map.of(), List.of("NoSuchScope"));
        assertThrows(org.repsim.charts.ChartException.class, () -> new TimersChart().build(none, rs, null));
    }

    @Test
    void timersMergeTheSmallestScopesIntoOtherBeyondTheLimit() {
        Cell cell = new Cell("only", List.of(), List.of());
        List<TimerRow> rows = new java.util.ArrayList<>();
        rows.add(new TimerRow(cell, "frame", "", "frame", 1, 78, 0));
        for (int i = 1; i <= 12; i++) { // scope s1 costs 1 ms ... s12 costs 12 ms
            rows.add(new TimerRow(cell, "frame/s" + i, "frame", "frame", 1, i, i));
        }
        ResultSet rs = new ResultSet(Path.of("x"), List.of(), List.of(cell), List.of(), rows, List.of(), List.of(),
                AnalysisTables.NONE);
        ChartSpec spec = new ChartSpec("p", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false, false, null);
        CategoryDataset d = new TimersChart().build(spec, rs, null).getCategoryPlot().getDataset();
        assertEquals(TimersChart.MAX_SCOPES + 1, d.getRowCount());
        // Kept: the 9 largest (s4..s12); "frame" (0 ms exclusive) and s1..s3 are merged.
        assertEquals(1.0 + 2 + 3, d.getValue(TimersChart.OTHER, "only").doubleValue(), 1e-12);
        assertEquals(12.0, d.getValue("s12", "only").doubleValue(), 1e-12);
    }

    @Test
    void linesHaveOnePointPerXValueAndOneLinePerSeriesValue() {
        ChartSpec spec = new ChartSpec("l", ChartKind.LINES, "t", List.of("server_frame_ms"), "connections",
                "condition", Map.of(), true, false, null);
        XYDataset d = new LinesChart().build(spec, results, null).getXYPlot().getDataset(0);
        assertEquals(3, d.getSeriesCount());
        assertEquals("push-off", d.getSeriesKey(0));
        assertEquals(4, d.getItemCount(0));
        assertEquals(100.0, d.getXValue(0, 3), 0);
        assertEquals(ResultFixture.frameMs(0, 3), d.getYValue(0, 3), 1e-9);
        XYDataset published = new LinesChart().build(spec, results, null).getXYPlot().getDataset(1);
        assertEquals(3, published.getItemCount(0), "a published point per condition at 100 connections");
    }

    @Test
    void axisLabelsTakeTheUnitsTheResultsDeclare() {
        ChartSpec lines = new ChartSpec("l", ChartKind.LINES, "t", List.of("server_frame_ms"), "connections",
                "condition", Map.of(), false, false, null);
        assertEquals("server frame (ms)", new LinesChart().build(lines, results, null).getXYPlot().getRangeAxis().getLabel());
        ChartSpec series = new ChartSpec("s", ChartKind.TIMESERIES, "t", List.of("tick_rate_hz"), null, "condition",
                Map.of(), false, false, null);
        assertEquals("tick rate (Hz)", new TimeSeriesChart().build(series, results, null).getXYPlot().getRangeAxis()
                .getLabel());
        ChartSpec cdf = new ChartSpec("c", ChartKind.CDF, "t", List.of("latency_ms"), null, "condition", Map.of(), false,
                false, null);
        assertEquals("latency (ms)", new CdfChart().build(cdf, results, null).getXYPlot().getDomainAxis().getLabel());
        // Same rows with another declared unit: the label follows the declaration, not the name's suffix.
        Cell cell = new Cell("only", List.of(), List.of());
        ResultSet rs = new ResultSet(Path.of("x"), List.of(), List.of(cell),
                List.of(new SummaryRow(cell, "server_frame_ms", "us/frame", 3, 90, 1, 89, 91, Double.NaN, Double.NaN)),
                List.of(new TimerRow(cell, "Room", "", "s", 10, 5, 5)), List.of(), List.of(),
                AnalysisTables.NONE);
        ChartSpec one = new ChartSpec("o", ChartKind.LINES, "t", List.of("server_frame_ms"), null, null, Map.of(), false,
                false, null);
        assertEquals("server frame ms (us/frame)", SeriesNaming.yLabel(one, rs::summaryUnit));
        ChartSpec timers = new ChartSpec("t", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false, false, null);
        assertEquals("exclusive time (ms per simulated second)",
                new TimersChart().build(timers, rs, null).getCategoryPlot().getRangeAxis().getLabel());
    }

    @Test
    void aLineDrawnUnderAnotherWithEqualValuesStillShowsItsMarkers() {
        ChartSpec spec = new ChartSpec("l", ChartKind.LINES, "t", List.of("server_frame_ms"), "connections",
                "condition", Map.of(), false, false, null);
        XYPlot plot = new LinesChart().build(spec, results, null).getXYPlot();
        int n = plot.getDataset(0).getSeriesCount();
        assertTrue(n >= 3, "fixture has " + n + " series");
        boolean forward = plot.getSeriesRenderingOrder() == SeriesRenderingOrder.FORWARD;
        for (int first = 0; first < n; first++) {
            for (int second = first + 1; second < n; second++) {
                // The series drawn first lies under the other: its marker must not lie wholly inside the other's.
                int lower = forward ? first : second;
                int upper = forward ? second : first;
                Area uncovered = new Area(plot.getRenderer().getSeriesShape(lower));
                uncovered.subtract(new Area(plot.getRenderer().getSeriesShape(upper)));
                assertFalse(uncovered.isEmpty(), "series " + lower + " hidden under series " + upper);
            }
        }
    }

    @Test
    void linesRejectANonNumericXAxis() {
        ChartSpec spec = new ChartSpec("l", ChartKind.LINES, "t", List.of("server_frame_ms"), "condition", null,
                Map.of(), false, false, null);
        ChartException e = assertThrows(ChartException.class, () -> new LinesChart().build(spec, results, null));
        assertTrue(e.getMessage().contains("numeric"), e.getMessage());
    }

    @Test
    void theSameConditionHasTheSameColourInDifferentChartKinds() {
        ChartSpec lines = new ChartSpec("l", ChartKind.LINES, "t", List.of("server_frame_ms"), "connections",
                "condition", Map.of(), false, false, null);
        ChartSpec ts = new ChartSpec("s", ChartKind.TIMESERIES, "t", List.of("tick_rate_hz"), null, "condition",
                Map.of(), false, false, null, Map.of("connections", "100"));
        XYPlot a = new LinesChart().build(lines, results, null).getXYPlot();
        XYPlot b = new TimeSeriesChart().build(ts, results.where("s", ts.where()), null).getXYPlot();
        CategoryPlot c = new BarsChart().build(bars(Map.of()), results, null).getCategoryPlot();
        for (int i = 0; i < 3; i++) {
            Paint pa = a.getRenderer().getSeriesPaint(i);
            assertEquals(a.getDataset().getSeriesKey(i), b.getDataset().getSeriesKey(i));
            assertEquals(pa, b.getRenderer().getSeriesPaint(i), "line vs time series " + i);
            assertEquals(pa, c.getRenderer().getSeriesPaint(c.getDataset().getRowIndex(a.getDataset().getSeriesKey(i))));
        }
        assertNotEquals(a.getRenderer().getSeriesPaint(0), a.getRenderer().getSeriesPaint(1));
    }

    @Test
    void cdfPlotsPercentileAgainstValueAndMarksPublishedPercentiles() {
        ChartSpec spec = new ChartSpec("c", ChartKind.CDF, "t", List.of("latency_ms"), null, "condition", Map.of(),
                false, false, null, Map.of("connections", "100"));
        XYPlot plot = new CdfChart().build(spec, results.where("c", spec.where()), null).getXYPlot();
        XYDataset d = plot.getDataset(0);
        assertEquals(3, d.getSeriesCount());
        assertEquals(50.0, d.getYValue(0, 4), 1e-9, "p = 0.5 is the 5th quantile in the fixture");
        for (int i = 1; i < d.getItemCount(0); i++) {
            assertTrue(d.getXValue(0, i) >= d.getXValue(0, i - 1), "quantiles non-decreasing");
        }
        XYDataset published = plot.getDataset(1);
        assertEquals(140.0, published.getXValue(0, 0), 0);
        assertEquals(99.0, published.getYValue(0, 0), 0);
    }

    @Test
    void publishedPercentilesMayCarryThePercentileBeforeTheUnit() {
        Cell cell = new Cell("only", List.of(), List.of());
        ResultSet rs = new ResultSet(Path.of("x"), List.of(), List.of(cell),
                List.of(new SummaryRow(cell, "shot_latency_p99_ms", "ms", 3, 90, 1, 89, 91, 80, 12.5),
                        new SummaryRow(cell, "shot_latency_p50_ms", "ms", 3, 40, 1, 39, 41, Double.NaN, Double.NaN),
                        new SummaryRow(cell, "other_latency_p95_ms", "ms", 3, 40, 1, 39, 41, 33, 1)),
                List.of(), List.of(),
                List.of(new QuantilePoint(cell, "shot_latency_ms", "ms", 0.5, 40), new QuantilePoint(cell, "shot_latency_ms", "ms", 0.99, 90)),
                AnalysisTables.NONE);
        ChartSpec spec = new ChartSpec("c", ChartKind.CDF, "t", List.of("shot_latency_ms"), null, null, Map.of(), false,
                false, null);
        XYDataset published = new CdfChart().build(spec, rs, null).getXYPlot().getDataset(1);
        assertEquals(1, published.getItemCount(0), "only the p99 of this metric has a reference");
        assertEquals(80.0, published.getXValue(0, 0), 0);
        assertEquals(99.0, published.getYValue(0, 0), 0);
    }

    @Test
    void bareSeriesValuesAreNamedWithTheirAxisInTheLegend() {
        assertEquals("push-on", SeriesNaming.display("condition", "push-on"));
        assertEquals("send-flush on", SeriesNaming.display("send-flush", "on"));
        assertEquals("connections 64", SeriesNaming.display("connections", "64"));
        assertEquals("rate 1e-3", SeriesNaming.display("rate", "1e-3"));
    }

    @Test
    void logYBarsStartAtTheDecadeBelowTheSmallestBar() {
        ChartSpec spec = new ChartSpec("b", ChartKind.BARS, "t", List.of("server_frame_ms"), "connections",
                "condition", Map.of(), false, true, null);
        AnnotatedBarRenderer r = (AnnotatedBarRenderer) new BarsChart().build(spec, results, null).getCategoryPlot()
                .getRenderer();
        // Smallest mean: push+skip at 16 connections, (2 + 1.76) × 0.25 = 0.94 ms → bars start at 0.1.
        assertEquals(0.1, r.getBase(), 1e-12);
    }

    @Test
    void percentileSuffixDigitsBeyondTwoAreDecimals() {
        assertEquals(99.0, CdfChart.percentile("99"), 0);
        assertEquals(99.9, CdfChart.percentile("999"), 0);
        assertEquals(5.0, CdfChart.percentile("5"), 0);
    }

    @Test
    void aTimeseriesCaptionSaysItShowsTheFirstReplicationOnly() {
        List<ChartSpec> specs = ResultFixture.specs();
        String series = captionOf(new TimeSeriesChart().build(specs.get(3), results, ResultFixture.CAPTION));
        String lines = captionOf(new LinesChart().build(specs.get(1), results, ResultFixture.CAPTION));
        // series.csv keeps the first replication; the other kinds are means over all of them.
        assertTrue(series.endsWith("first of 10 replications"), series);
        assertTrue(lines.endsWith(" · 10 replications"), lines);
    }

    private static String captionOf(JFreeChart chart) {
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof org.jfree.chart.title.TextTitle t
                    && t.getText().contains(ResultFixture.CAPTION.experiment())) {
                return t.getText();
            }
        }
        throw new AssertionError("no caption");
    }
}
