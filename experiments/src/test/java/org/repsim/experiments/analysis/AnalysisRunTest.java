package org.repsim.experiments.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.TestCli;
import org.repsim.experiments.cli.ChartsCommand;
import org.repsim.experiments.cli.CrossoverCommand;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.experiments.cli.SensitivityCommand;
import org.repsim.experiments.cli.ValidateCommand;
import org.repsim.experiments.cli.VerifyCommand;
import org.repsim.results.AnalysisFiles;
import org.repsim.results.AnalysisTables;
import org.repsim.results.Crossing;
import org.repsim.results.SensitivityRow;

/**
 * The analyses on a model with closed-form answers ({@link LineBinding}): the crossover finds the
 * analytic crossing inside its stated interval, a key that is not charged has elasticity 0 exactly,
 * files are the same bytes for any thread count, re-rendered charts and verify agree, and bad
 * input is one located error.
 */
class AnalysisRunTest {
    @TempDir
    Path tmp;

    private static final String LINES = """
            name: lines
            model: line
            seed: 5
            replications: 4
            warmup: 1s
            duration: 1s
            matrix:
              axes:
                - name: line
                  path: scenario.line
                  values: [a, b]
            """;

    /** Line a crosses line b at x = (offset - warm_us / 100) / slope = (6 - 1) / 2. */
    private static final double CROSSING = 2.5;

    private static final String CROSSOVER = LINES + """
            analysis:
              kind: crossover
              axis: scenario.x
              between: [1, 10]
              metric: value
              where: {line: a}
              vs: {line: b}
              iterations: 6
            """;

    private static final String SENSITIVITY = LINES + """
            analysis:
              kind: sensitivity
              cell: {line: a}
              metric: value
              step: 0.1
            """;

    private Path file(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private static TestCli run(Path file, Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of(file.toString(), "--out", out.toString()));
        args.addAll(List.of(extra));
        return TestCli.run(new RunCommand(LineBinding.registry()), args.toArray(String[]::new));
    }

    @Test
    void crossoverFindsTheAnalyticCrossingWithinItsInterval() throws IOException {
        TestCli r = run(file("c.yaml", CROSSOVER), tmp.resolve("out"), "--threads", "2");
        assertEquals(0, r.exit(), r.err());
        Crossing c = AnalysisFiles.read(tmp.resolve("out/lines")).crossing();
        assertTrue(c.low() <= c.estimate() && c.estimate() <= c.high(), c.toString());
        assertTrue(c.low() <= CROSSING && CROSSING <= c.high(), "analytic crossing outside " + c);
        assertEquals("log", c.scale());   // 10 >= 10 × 1: bisected in log space
        assertEquals(6, c.iterations());
        // Six log steps over a decade: the bracket is a factor 10^(1/64) wide; the noise widens the interval.
        assertTrue(c.bracketHigh() / c.bracketLow() < 1.05, c.toString());
        assertTrue(c.high() - c.low() < 1.5, "interval too wide to be an answer: " + c);
        assertTrue(r.out().contains("crosses line=b at scenario.x"), r.out());
        // Every evaluated point is a cell of the result files: 2 ends + 6 steps, 2 lines each.
        assertEquals(8, AnalysisFiles.read(tmp.resolve("out/lines")).points().size());
        assertEquals(17, Files.readAllLines(tmp.resolve("out/lines/summary.csv")).stream()
                .filter(l -> l.contains(",value,")).count() + 1);
    }

    @Test
    void anIntegerAxisBisectsOnIntegers() throws IOException {
        TestCli r = run(file("c.yaml", CROSSOVER.replace("axis: scenario.x", "axis: scenario.n")
                .replace("between: [1, 10]", "between: [0, 9]")), tmp.resolve("out"));
        assertEquals(0, r.exit(), r.err());
        Crossing c = AnalysisFiles.read(tmp.resolve("out/lines")).crossing();
        // x = 1 + n: the lines cross at n = 1.5, between the integers 1 and 2.
        assertEquals("linear", c.scale());
        assertTrue(c.bracketHigh() - c.bracketLow() <= 1, c.toString());
        assertTrue(c.low() <= CROSSING - 1 && CROSSING - 1 <= c.high(), c.toString());
    }

    @Test
    void noSignChangeFailsTheExperimentNamingTheRange() throws IOException {
        TestCli r = run(file("c.yaml", CROSSOVER.replace("between: [1, 10]", "between: [3, 10]")), tmp.resolve("out"));
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("experiment lines: analysis: no crossing between 3.0 and 10.0"), r.err());
        assertFalse(Files.exists(tmp.resolve("out/lines")));
    }

    @Test
    void sensitivityMatchesTheClosedFormAndUnchargedKeysAreExactlyZero() throws IOException {
        TestCli r = run(file("s.yaml", SENSITIVITY), tmp.resolve("out"));
        assertEquals(0, r.exit(), r.err());
        Map<String, SensitivityRow> rows = new TreeMap<>();
        AnalysisFiles.read(tmp.resolve("out/lines")).sensitivity().forEach(row -> rows.put(row.key(), row));
        assertEquals(List.of("idle_us", "offset", "slope", "spread", "warm_us"), List.copyOf(rows.keySet()));
        // value = slope x + warm/100 + noise, x = 1: elasticity to slope = 2 / value, to warm_us = 1 / value.
        double base = rows.get("slope").base();
        assertEquals(2 / base, rows.get("slope").elasticity(), 0.05);
        assertEquals(SensitivityRow.CHARGED, rows.get("slope").status());
        // Charged only during warm-up: the window counts none, yet it moves the value, so it is perturbed.
        assertEquals(SensitivityRow.CHARGED, rows.get("warm_us").status());
        assertEquals(1 / base, rows.get("warm_us").elasticity(), 0.05);
        // Counted but never charged: not run, elasticity 0 exactly.
        assertEquals(SensitivityRow.UNCHARGED, rows.get("idle_us").status());
        assertEquals(0.0, rows.get("idle_us").elasticity());
        // Not counted: run, and line a does not read it, so 0 exactly (the same random numbers).
        assertEquals(SensitivityRow.UNCOUNTED, rows.get("offset").status());
        assertEquals(0.0, rows.get("offset").elasticity());
        assertEquals(0.0, rows.get("offset").ci95High());
        assertTrue(r.out().contains("leave it unchanged (elasticity 0 exactly): idle_us (uncharged), offset, spread"),
                r.out());
        // The largest first.
        assertEquals("slope", AnalysisFiles.read(tmp.resolve("out/lines")).sensitivity().get(0).key());
        assertTrue(Files.isRegularFile(tmp.resolve("out/lines/charts/tornado.svg")));
    }

    @Test
    void aRatioAndASavingFollowTheirDefinitions() throws IOException {
        String ratio = SENSITIVITY.replace("  step: 0.1\n", "  step: 0.1\n  relative_to: {cell: {line: b}}\n"
                + "  keys: [slope, offset]\n");
        // Without noise, so that the relations hold per replication and for the means alike.
        assertEquals(0, run(file("r.yaml", ratio), tmp.resolve("r"), "--set", "scenario.noise=0").exit());
        assertEquals(0, run(file("s.yaml", ratio + "  saving: true\n"), tmp.resolve("s"), "--set",
                "scenario.noise=0").exit());
        Map<String, SensitivityRow> r = new TreeMap<>();
        AnalysisFiles.read(tmp.resolve("r/lines")).sensitivity().forEach(row -> r.put(row.key(), row));
        Map<String, SensitivityRow> s = new TreeMap<>();
        AnalysisFiles.read(tmp.resolve("s/lines")).sensitivity().forEach(row -> s.put(row.key(), row));
        // R = 100 a / b, b = offset: (1/1.1 - 1/0.9) / 0.2 = -1.0101...
        assertEquals((1 / 1.1 - 1 / 0.9) / 0.2, r.get("offset").elasticity(), 1e-9);
        assertEquals("%", r.get("offset").quantityUnit());
        // S = 100 - R: the same change of R, relative to S.
        double ratioBase = r.get("offset").base();
        assertEquals(100 - ratioBase, s.get("offset").base(), 1e-9);
        assertEquals(-r.get("offset").elasticity() * ratioBase / (100 - ratioBase), s.get("offset").elasticity(), 1e-9);
    }

    @Test
    void filesAreTheSameBytesForOneAndTwoThreadsAndChartsAndVerifyAgree() throws IOException {
        for (String text : List.of(CROSSOVER, SENSITIVITY)) {
            Path f = file("e.yaml", text);
            Path one = tmp.resolve("one-" + text.hashCode());
            Path two = tmp.resolve("two-" + text.hashCode());
            assertEquals(0, run(f, one, "--threads", "1").exit());
            assertEquals(0, run(f, two, "--threads", "2").exit());
            assertSameTree(one, two);
            byte[] svg = Files.readAllBytes(one.resolve("lines/charts/" + (text == CROSSOVER ? "crossover" : "tornado")
                    + ".svg"));
            TestCli charts = TestCli.run(new ChartsCommand(LineBinding.registry()), one.toString());
            assertEquals(0, charts.exit(), charts.err());
            assertArrayEquals(svg, Files.readAllBytes(one.resolve("lines/charts/" + (text == CROSSOVER ? "crossover"
                    : "tornado") + ".svg")));
            TestCli verify = TestCli.run(new VerifyCommand(LineBinding.registry()), one.toString());
            assertEquals(0, verify.exit(), verify.out() + verify.err());
            TestCli resumed = run(f, two, "--resume");
            assertEquals(0, resumed.exit());
            assertSameTree(one, two);
        }
    }

    private static void assertSameTree(Path a, Path b) throws IOException {
        List<String> files;
        try (Stream<Path> s = Files.walk(a.resolve("lines"))) {
            files = s.filter(Files::isRegularFile).map(p -> a.resolve("lines").relativize(p).toString())
                    .filter(n -> !n.equals("run.log")).sorted().toList();
        }
        assertTrue(files.contains("crossover.csv") || files.contains("sensitivity.csv"), files.toString());
        for (String f : files) {
            assertArrayEquals(Files.readAllBytes(a.resolve("lines").resolve(f)),
                    Files.readAllBytes(b.resolve("lines").resolve(f)), f + " differs");
        }
        assertArrayEquals(Files.readAllBytes(a.resolve("index.html")), Files.readAllBytes(b.resolve("index.html")));
    }

    @Test
    void anUndeclaredMetricOrKeyIsOneLocatedError() throws IOException {
        Path f = file("bad.yaml", SENSITIVITY.replace("metric: value", "metric: valeu") + "  keys: [slop]\n");
        TestCli r = TestCli.run(new ValidateCommand(LineBinding.registry()), f.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(f + ":15:11: analysis.metric: unknown metric 'valeu' for model line (did you mean"
                + " 'value'?)"), r.err());
        Path k = file("key.yaml", SENSITIVITY + "  keys: [slop]\n");
        r = TestCli.run(new ValidateCommand(LineBinding.registry()), k.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(k + ":17:10: analysis.keys[0]: unknown cost-profile key 'slop' for model line"
                + " (did you mean 'slope'?)"), r.err());
        assertEquals(1, r.err().lines().filter(l -> l.contains(": analysis.")).count(), r.err());
    }

    @Test
    void theCommandsBuildTheAnalysisFromTheirOptions() throws IOException {
        Path f = file("lines.yaml", LINES);
        TestCli bad = TestCli.run(new SensitivityCommand(LineBinding.registry()), f.toString(), "--out",
                tmp.resolve("x").toString(), "--cell", "line=a", "--metric", "valeu");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--metric valeu:1:1: analysis.metric: unknown metric 'valeu'"), bad.err());
        assertFalse(Files.exists(tmp.resolve("x")));

        TestCli s = TestCli.run(new SensitivityCommand(LineBinding.registry()), f.toString(), "--out",
                tmp.resolve("o").toString(), "--cell", "line=a", "--metric", "value", "--keys", "slope,idle_us");
        assertEquals(0, s.exit(), s.err());
        AnalysisTables t = AnalysisFiles.read(tmp.resolve("o/lines-sensitivity"));
        assertEquals(List.of("slope", "idle_us"), t.sensitivity().stream().map(SensitivityRow::key).toList());

        TestCli c = TestCli.run(new CrossoverCommand(LineBinding.registry()), f.toString(), "--out",
                tmp.resolve("o").toString(), "--axis", "scenario.x", "--between", "1", "10", "--metric", "value",
                "--where", "line=a", "--vs", "line=b", "--iterations", "5");
        assertEquals(0, c.exit(), c.err());
        Crossing crossing = AnalysisFiles.read(tmp.resolve("o/lines-crossover")).crossing();
        assertTrue(crossing.low() <= CROSSING && CROSSING <= crossing.high(), crossing.toString());
        // The recorded experiment is an analysis file: verify reruns it to the same bytes.
        TestCli verify = TestCli.run(new VerifyCommand(LineBinding.registry()), tmp.resolve("o").toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());
    }

    @Test
    void aCrossoverRangeOutsideTheParameterIsRefusedBeforeAnythingRuns() throws IOException {
        Path f = file("c.yaml", CROSSOVER.replace("between: [1, 10]", "between: [-1, 10]"));
        TestCli r = run(f, tmp.resolve("out"));
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("scenario.x: value -1 is out of range"), r.err());
        assertFalse(Files.exists(tmp.resolve("out")));
    }
}
