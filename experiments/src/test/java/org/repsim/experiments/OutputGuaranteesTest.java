package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.cli.ChartsCommand;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.experiments.cli.VerifyCommand;
import org.repsim.experiments.runner.Progress;
import org.repsim.results.CellFile;
import org.repsim.results.StoredCell;

/** What a run promises about its output folder (docs/experiments.md, "Guarantees of a run's output"). */
class OutputGuaranteesTest {
    @TempDir
    Path tmp;

    static final String EXPERIMENT = """
            name: sweep
            model: fake
            seed: 11
            replications: 2
            matrix:
              axes:
                - name: mode
                  values:
                    - {label: poll, set: {scenario.mode: poll}}
                    - {label: push, set: {scenario.mode: push}}
                - name: rate
                  path: scenario.rate
                  values: [1, 4]
            """;
    static final String TWO_CHARTS = """
            charts:
              - {id: value-lines, kind: lines, metrics: [value], x: rate, series: mode}
              - {id: value-bars, kind: bars, metrics: [value], x: mode, where: {rate: "1"}}
            """;

    private Path file(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private static TestCli run(FakeBinding model, String... args) {
        return TestCli.run(new RunCommand(FakeBinding.registry(model)), args);
    }

    @Test
    void aFailedCellCostsOnlyItsExperimentAndEveryFailedCellIsNamed() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("batch"));
        // The failing experiment comes first: the one after it must still run and be written.
        Files.writeString(dir.resolve("a.yaml"), EXPERIMENT.replace("name: sweep", "name: first"));
        Files.writeString(dir.resolve("b.yaml"), EXPERIMENT.replace("name: sweep", "name: second")
                .replace("values: [1, 4]", "values: [1, 2]"));
        FakeBinding model = new FakeBinding();
        model.failOnRate = 4;
        TestCli r = run(model, dir.toString(), "--out", tmp.resolve("o").toString(), "--threads", "2");
        assertEquals(1, r.exit(), r.err());
        // Which replication of a cell fails first depends on thread timing; that a cell fails does not.
        for (String cell : List.of("mode=poll,rate=4", "mode=push,rate=4")) {
            assertTrue(java.util.regex.Pattern.compile("run failed: experiment first, cell " + cell
                    + ": replication [01] failed: IllegalStateException: injected failure").matcher(r.err()).find(), r.err());
        }
        assertTrue(Files.isRegularFile(tmp.resolve("o/second/manifest.json")), "the other experiment is written");
        assertFalse(Files.exists(tmp.resolve("o/first")), "the failed experiment writes nothing");
        assertTrue(Files.readString(tmp.resolve("o/index.html")).contains("id=\"exp-second\""));
        assertTrue(r.out().contains("second"), "the finished experiment's table is printed: " + r.out());
    }

    @Test
    void aReplicationThatMeasuredNothingFailsItsCellWithTheFix() throws IOException {
        FakeBinding model = new FakeBinding();
        model.idleWindow = true;
        TestCli r = run(model, file("e.yaml", EXPERIMENT + "warmup: 2s\nduration: 3s\n").toString(),
                "--out", tmp.resolve("o").toString(), "--no-charts");
        assertEquals(1, r.exit(), r.err());
        assertTrue(java.util.regex.Pattern.compile("experiment sweep, cell mode=poll,rate=1: replication [01] measured"
                + " nothing: no frame started and no work was charged in its 3s window after a 2s warm-up")
                .matcher(r.err()).find(), r.err());
        assertTrue(r.err().contains("use a longer warmup") && r.err().contains("or a longer duration"), r.err());
        assertFalse(Files.exists(tmp.resolve("o/sweep")), "no 0 ± 0 rows are written");
    }

    @Test
    void aRealFrameModelWhoseWindowHoldsNoFrameIsCaughtWithoutKnowingTheModel() throws IOException {
        // Unreal at 30 Hz: frame 0 starts at t = 0 in the warm-up and, with the first (whole-state)
        // replication on top of >= 29.5 ms of game work, ends after the window [1 ms, 35 ms) has
        // closed. The window is longer than one capped frame, so validation lets it through.
        TestCli r = TestCli.run(new RunCommand(), Path.of("catalog/main-condition.yaml").toString(), "--out",
                tmp.resolve("o").toString(), "--no-charts", "--replications", "1", "--threads", "1",
                "--only", "condition=push", "--set", "warmup=0.001s", "--set", "duration=0.034s");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("run failed: experiment main-condition, cell condition=push: replication 0 measured"
                + " nothing: no frame started and no work was charged in its 0.034s window after a 0.001s warm-up"), r.err());
        assertFalse(Files.exists(tmp.resolve("o/main-condition")));
    }

    @Test
    void verifyNamesAChangedChartAndAChangedReport() throws IOException {
        Path out = tmp.resolve("o");
        assertEquals(0, run(new FakeBinding(), file("e.yaml", EXPERIMENT + TWO_CHARTS).toString(), "--out",
                out.toString()).exit());
        TestCli same = TestCli.run(new VerifyCommand(FakeBinding.registry(new FakeBinding())), out.toString());
        assertEquals(0, same.exit(), same.out() + same.err());
        Path svg = out.resolve("sweep/charts/value-bars.svg");
        Files.writeString(svg, Files.readString(svg).replaceFirst("<svg", "<svg data-edited=\"1\""));
        Files.writeString(out.resolve("index.html"), Files.readString(out.resolve("index.html")) + "<!-- -->");
        Files.writeString(out.resolve("sweep/notes.txt"), "mine");
        TestCli diff = TestCli.run(new VerifyCommand(FakeBinding.registry(new FakeBinding())), out.toString());
        assertEquals(1, diff.exit(), diff.out());
        assertTrue(diff.out().contains("sweep  charts/value-bars.svg differs"), diff.out());
        assertFalse(diff.out().contains("value-lines.svg"), "an unchanged chart is not named: " + diff.out());
        assertTrue(diff.out().contains("index.html differs"), diff.out());
        assertTrue(diff.out().contains("sweep  notes.txt not written by repsim run"), diff.out());
        Files.delete(out.resolve("sweep/charts/value-lines.png"));
        TestCli missing = TestCli.run(new VerifyCommand(FakeBinding.registry(new FakeBinding())), out.toString());
        assertTrue(missing.out().contains("sweep  charts/value-lines.png missing"), missing.out());
    }

    @Test
    void resumeRecomputesACellWhoseStoredResultsDoNotMatchTheirFingerprint() throws IOException {
        Path f = file("e.yaml", EXPERIMENT);
        run(new FakeBinding(), f.toString(), "--out", tmp.resolve("clean").toString(), "--no-charts");
        Path out = tmp.resolve("o");
        run(new FakeBinding(), f.toString(), "--out", out.toString(), "--no-charts");
        Path victim;
        try (var files = Files.list(out.resolve(".cells/sweep"))) {
            victim = files.sorted().findFirst().orElseThrow();
        }
        // A consistent file (its checksum fits) whose numbers were changed: only the fingerprint tells.
        StoredCell stored = CellFile.read(victim);
        List<RunOutput> edited = new ArrayList<>();
        for (RunOutput run : stored.replications()) {
            TreeMap<String, Double> m = new TreeMap<>(run.metrics());
            m.put("value", m.get("value") + 1);
            edited.add(new RunOutput(m, run.timers(), run.fingerprint(), run.series(), run.distributions()));
        }
        CellFile.write(victim, new StoredCell(stored.cell(), stored.configHash(), stored.fingerprint(), edited));
        FakeBinding resumed = new FakeBinding();
        TestCli r = run(resumed, f.toString(), "--out", out.toString(), "--no-charts", "--resume");
        assertEquals(0, r.exit(), r.err());
        assertEquals(2, resumed.runs.get(), "only the tampered cell's 2 replications ran again");
        assertTrue(r.err().contains("recomputing cell " + stored.cell() + ": "), r.err());
        assertArrayEquals(Files.readAllBytes(tmp.resolve("clean/sweep/cells.csv")),
                Files.readAllBytes(out.resolve("sweep/cells.csv")));

        // An edited file whose checksum no longer fits is recomputed too.
        Files.writeString(victim, Files.readString(victim).replaceFirst("\"fingerprint\"", "\"fingerprint\" "));
        FakeBinding again = new FakeBinding();
        TestCli r2 = run(again, f.toString(), "--out", out.toString(), "--no-charts", "--resume");
        assertEquals(2, again.runs.get(), r2.err());
        assertTrue(r2.err().contains("does not match its checksum"), r2.err());
    }

    @Test
    void chartsNoLongerDeclaredAreRemovedAndTheReportListsEveryExperimentOfTheFolder() throws IOException {
        Path out = tmp.resolve("o");
        assertEquals(0, run(new FakeBinding(), file("e.yaml", EXPERIMENT + TWO_CHARTS).toString(), "--out",
                out.toString()).exit());
        assertTrue(Files.isRegularFile(out.resolve("sweep/charts/value-bars.svg")));
        String oneChart = EXPERIMENT + TWO_CHARTS.substring(0, TWO_CHARTS.indexOf("  - {id: value-bars"));
        assertEquals(0, run(new FakeBinding(), file("e.yaml", oneChart).toString(), "--out", out.toString()).exit());
        assertFalse(Files.exists(out.resolve("sweep/charts/value-bars.svg")), "a chart no longer declared is gone");
        assertFalse(Files.exists(out.resolve("sweep/charts/value-bars.png")));
        assertTrue(Files.isRegularFile(out.resolve("sweep/charts/value-lines.svg")));

        // A second experiment into the same --out: the report lists both.
        TestCli other = run(new FakeBinding(), file("o.yaml", EXPERIMENT.replace("name: sweep", "name: other")).toString(),
                "--out", out.toString());
        assertEquals(0, other.exit(), other.err());
        String index = Files.readString(out.resolve("index.html"));
        assertTrue(index.contains("id=\"exp-sweep\"") && index.contains("id=\"exp-other\""), index);

        // `repsim charts` after the chart section shrank removes the stale files as well.
        Path yaml = out.resolve("sweep/experiment.yaml");
        String text = Files.readString(yaml);
        Files.writeString(yaml, text.substring(0, text.indexOf("charts:")));
        TestCli charts = TestCli.run(new ChartsCommand(FakeBinding.registry(new FakeBinding())), out.toString());
        assertEquals(0, charts.exit(), charts.err());
        assertFalse(Files.exists(out.resolve("sweep/charts")), "no chart declared, no charts folder");
    }

    @Test
    void lineModeWritesAHeartbeatForALongCellAndFailedForAFailedOne() throws InterruptedException {
        StringWriter text = new StringWriter();
        Progress p = new Progress(new PrintWriter(text, true), false, 100_000_000L);
        p.start(2, 0);
        p.cellStarted("sweep", "rate=1");
        p.simulated("sweep", "rate=1", 2_000_000_000L, 8_000_000_000L);
        Thread.sleep(600);
        p.cellEnded("sweep", "rate=1", 2, 0.6, null);
        p.cellStarted("sweep", "rate=4");
        p.cellEnded("sweep", "rate=4", 2, 0.0, "cannot save the finished cell: disk full");
        p.finish();
        String s = text.toString();
        assertTrue(s.contains("running sweep rate=1 ("), s);
        assertTrue(s.contains(", simulated 2.0 of 8.0 s, 25%)"), s);
        assertTrue(s.contains("[1/2] done sweep rate=1"), s);
        assertTrue(s.contains("[2/2] failed sweep rate=4 (2 replications, 0.0s): cannot save the finished cell: disk full"), s);
    }
}
