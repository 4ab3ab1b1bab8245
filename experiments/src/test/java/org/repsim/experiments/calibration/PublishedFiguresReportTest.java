package org.repsim.experiments.calibration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.FakeBinding;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.CellResult;
import org.repsim.experiments.runner.Progress;

/**
 * The report's figures on a tiny fixture experiment of the fake model (value = rate × count ×
 * unit + N(0, 1) noise; frame_ms = count × unit / 1000): which figures pass their tolerance,
 * ratios between cells and between metrics of one cell, and the CI column, each expectation
 * worked out from the replication values or from the model's formula, never from the report.
 */
class PublishedFiguresReportTest {
    private static final String FIXTURE = """
            model: fake
            replications: 4
            warmup: 0s
            duration: 1s
            scenario: {count: 10}
            matrix:
              axes:
                - {name: rate, path: scenario.rate, values: [1, 2, 3, 4]}
            reference:
              - {cell: {rate: 1}, metric: value, value: 10, tolerance: 5, source: "within: noise is N(0, 1)"}
              - {cell: {rate: 2}, metric: value, value: 10, tolerance: 10%, source: "outside: the model gives 20"}
              - {cell: {rate: 3}, metric: value, value: 30, source: "no tolerance"}
              - {cell: {rate: 2}, metric: value, relative_to: {cell: {rate: 1}}, value: 200, tolerance: [150, 250]}
              - {cell: {rate: 3}, metric: value, relative_to: {cell: {rate: 1}}, value: 100, tolerance: [99, 101]}
              - {cell: {rate: 1}, metric: value, relative_to: {metric: frame_ms}, value: 100000, tolerance: 10%}
            """;

    @TempDir
    Path tmp;

    private ExperimentSpec selected;
    private BatchRunner.Outcome outcome;
    private List<CalibrationFigure> figures;

    @BeforeEach
    void runFixture() throws Exception {
        Path file = tmp.resolve("fixture.yaml");
        Files.writeString(file, FIXTURE);
        FakeBinding fake = new FakeBinding();
        ExperimentSpec spec = new ExperimentLoader(FakeBinding.registry(fake)).load(file, List.of());
        selected = CalibrationCells.select(List.of(spec)).get(0);
        Progress quiet = new Progress(new PrintWriter(new StringWriter()), false);
        outcome = new BatchRunner(2, false, quiet).run(List.of(selected), tmp.resolve("out"), o -> { }).get(0);
        figures = PublishedFiguresReport.of(List.of(outcome)).figures("fake");
    }

    @Test
    void onlyTheCellsWithFiguresRun() {
        assertEquals(List.of("rate=1", "rate=2", "rate=3"), selected.cells().stream().map(c -> c.cell().id()).toList());
        assertEquals(6, figures.size());
    }

    @Test
    void toleranceDecidesWithinAndAFigureWithoutOneIsNotJudged() {
        assertEquals(Boolean.TRUE, figures.get(0).within());
        assertEquals(Boolean.FALSE, figures.get(1).within());
        assertNull(figures.get(2).within());
        // A plain figure's deviation is in percent of the figure: about +100% for 20 against 10.
        double mean = figures.get(1).mean();
        assertEquals(String.format(java.util.Locale.ROOT, "%+.1f%%", (mean - 10) / 10 * 100), figures.get(1).deviation());
        assertEquals(20.0, mean, 2.0);
    }

    @Test
    void aRatioBetweenCellsIsTheRatioOfTheirMeansWithTheQuotientsHalfWidth() {
        double[] two = values("rate=2");
        double[] one = values("rate=1");
        double a = mean(two);
        double b = mean(one);
        double ratio = 100 * a / b;
        double relative = Math.sqrt(Math.pow(halfWidth(two) / a, 2) + Math.pow(halfWidth(one) / b, 2));
        CalibrationFigure f = figures.get(3);
        assertEquals(ratio, f.mean(), 1e-9);
        assertEquals(ratio * relative, f.halfWidth(), 1e-9);
        assertTrue(f.halfWidth() > 0);
        assertEquals(Boolean.TRUE, f.within());
        assertEquals(Boolean.FALSE, figures.get(4).within(), "the ratio is about 300, not 100");
        // Ratios deviate in points, not in percent of the figure.
        assertEquals(String.format(java.util.Locale.ROOT, "%+.1f pts", ratio - 200), f.deviation());
    }

    @Test
    void aShareWithinOneCellIsTakenPerReplication() {
        double[] value = values("rate=1");
        double frameMs = 10 / 1000.0;   // count × unit / 1000, the same in every replication
        double[] share = new double[value.length];
        for (int i = 0; i < value.length; i++) {
            share[i] = 100 * value[i] / frameMs;
        }
        CalibrationFigure f = figures.get(5);
        assertEquals(mean(share), f.mean(), 1e-6);
        assertEquals(halfWidth(share), f.halfWidth(), 1e-6);
    }

    @Test
    void theCiColumnIsTheStudentTHalfWidthOverTheReplications() {
        double[] one = values("rate=1");
        assertEquals(halfWidth(one), figures.get(0).halfWidth(), 1e-12);
        String table = PublishedFiguresReport.of(List.of(outcome)).block("fake", "test stamp");
        String row = table.lines().filter(l -> l.contains("within: noise")).findFirst().orElseThrow();
        assertTrue(row.contains(" ± "), row);
        assertTrue(row.endsWith("| ±5 | " + org.repsim.experiments.output.EndTable.fmt(mean(one)) + " ± "
                + org.repsim.experiments.output.EndTable.fmt(halfWidth(one)) + " | " + figures.get(0).deviation()
                + " | yes |"), row);
        assertTrue(table.contains("| **no** |"), table);
        assertTrue(table.contains("6 figures, 5 with a tolerance: 2 outside."), table);
        assertTrue(table.contains("Stamp: `test stamp`"), table);
    }

    @Test
    void theBlockReplacesOnlyTheMarkedPartOfADoc() throws IOException {
        String doc = "# Fake\n\nProse before.\n\n<!-- calibration-report:fake -->\nold table\n<!-- /calibration-report -->\n"
                + "\nProse after.\n";
        String body = PublishedFiguresReport.of(List.of(outcome)).block("fake", "s1");
        String updated = DocsBlocks.replace(doc, "fake", body);
        assertTrue(updated.startsWith("# Fake\n\nProse before.\n\n<!-- calibration-report:fake -->\n"), updated);
        assertTrue(updated.endsWith("<!-- /calibration-report -->\n\nProse after.\n"), updated);
        assertTrue(!updated.contains("old table"), updated);
        assertEquals("s1", DocsBlocks.stampOf(updated, "fake").orElseThrow());
        assertEquals(updated, DocsBlocks.replace(updated, "fake", body), "regenerating is idempotent");
        assertTrue(DocsBlocks.stampOf(doc, "other").isEmpty());
    }

    @Test
    void aRatioRuleKeepsTheFiguresOtherLabelsForItsDenominator() throws IOException {
        Path file = tmp.resolve("two-axes.yaml");
        Files.writeString(file, """
                model: fake
                replications: 1
                warmup: 0s
                duration: 1s
                matrix:
                  axes:
                    - {name: rate, path: scenario.rate, values: [1, 2]}
                    - {name: mode, path: scenario.mode, values: [poll, push]}
                reference:
                  - {cell: {mode: push}, metric: value, relative_to: {cell: {mode: poll}}, value: 100}
                """);
        ExperimentSpec spec = new ExperimentLoader(FakeBinding.registry(new FakeBinding())).load(file, List.of());
        List<String> pairs = spec.references().stream()
                .map(r -> r.cell().id() + " / " + r.relativeTo().cell().id() + " " + r.relativeTo().metric()).toList();
        assertEquals(List.of("rate=1,mode=push / rate=1,mode=poll value", "rate=2,mode=push / rate=2,mode=poll value"),
                pairs);
        // Ratio figures are not plain per-cell figures: summary.csv's reference column stays empty for them.
        assertTrue(spec.cells().stream().allMatch(c -> c.references().isEmpty()));
    }

    private double[] values(String cellId) {
        CellResult c = outcome.cells().stream().filter(x -> x.plan().cell().id().equals(cellId)).findFirst().orElseThrow();
        return c.replications().stream().mapToDouble((RunOutput r) -> r.metrics().get("value")).toArray();
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    private static double halfWidth(double[] v) {
        double m = mean(v);
        double ss = 0;
        for (double x : v) {
            ss += (x - m) * (x - m);
        }
        double sd = Math.sqrt(ss / (v.length - 1));
        return new TDistribution(v.length - 1.0).inverseCumulativeProbability(0.975) * sd / Math.sqrt(v.length);
    }
}
