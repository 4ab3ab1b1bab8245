package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.experiments.cli.VerifyCommand;

/** Batch runs with the fake model: determinism across threads and seeds, cell independence, resume. */
class BatchRunTest {
    static final List<String> FILES = List.of("cells.csv", "summary.csv", "timers.csv", "series.csv",
            "distributions.csv", "manifest.json", "experiment.yaml");

    @TempDir
    Path tmp;

    private static final String EXPERIMENT = """
            name: sweep
            model: fake
            seed: 11
            replications: 3
            scenario:
              count: 5
            matrix:
              axes:
                - name: mode
                  values:
                    - {label: poll, set: {scenario.mode: poll}}
                    - {label: push, set: {scenario.mode: push, overrides.unit_cost: 1.5}}
                - name: rate
                  path: scenario.rate
                  values: [1, 2, 4]
            reference:
              - cell: {mode: poll, rate: 1}
                metric: value
                value: 5
            """;

    private Path file(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private TestCli run(FakeBinding model, Path file, Path out, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of(file.toString(), "--out", out.toString(), "--no-charts"));
        args.addAll(List.of(extra));
        return TestCli.run(new RunCommand(FakeBinding.registry(model)), args.toArray(String[]::new));
    }

    private static void assertSameFiles(Path a, Path b) throws IOException {
        for (String f : FILES) {
            assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f + " differs");
        }
    }

    @Test
    void resultsAreByteIdenticalWhateverTheThreadCount() throws IOException {
        Path f = file("e.yaml", EXPERIMENT);
        assertEquals(0, run(new FakeBinding(), f, tmp.resolve("t1"), "--threads", "1").exit());
        assertEquals(0, run(new FakeBinding(), f, tmp.resolve("t4"), "--threads", "4").exit());
        assertSameFiles(tmp.resolve("t1/sweep"), tmp.resolve("t4/sweep"));
    }

    @Test
    void sameSeedSameBytesDifferentSeedDifferentNumbers() throws IOException {
        Path f = file("e.yaml", EXPERIMENT);
        run(new FakeBinding(), f, tmp.resolve("a"));
        run(new FakeBinding(), f, tmp.resolve("b"));
        run(new FakeBinding(), f, tmp.resolve("c"), "--seed", "12");
        assertSameFiles(tmp.resolve("a/sweep"), tmp.resolve("b/sweep"));
        assertNotEquals(Files.readString(tmp.resolve("a/sweep/summary.csv")),
                Files.readString(tmp.resolve("c/sweep/summary.csv")));
        assertNotEquals(Files.readString(tmp.resolve("a/sweep/manifest.json")),
                Files.readString(tmp.resolve("c/sweep/manifest.json")));
    }

    @Test
    void addingAnAxisValueLeavesExistingCellsRowsUnchanged() throws IOException {
        run(new FakeBinding(), file("e.yaml", EXPERIMENT), tmp.resolve("before"));
        run(new FakeBinding(), file("e.yaml", EXPERIMENT.replace("values: [1, 2, 4]", "values: [1, 3, 2, 4]")),
                tmp.resolve("after"));
        List<String> before = Files.readAllLines(tmp.resolve("before/sweep/cells.csv"));
        List<String> after = Files.readAllLines(tmp.resolve("after/sweep/cells.csv"));
        assertEquals(1 + (before.size() - 1) / 6 * 8, after.size(), "6 cells became 8, same rows per cell");
        List<String> afterWithoutNew = after.stream().filter(l -> !l.contains("rate=3")).collect(Collectors.toList());
        assertEquals(before, afterWithoutNew);
        assertTrue(after.size() > before.size());
    }

    @Test
    void cellsPersistAndResumeAfterAFailureGivesIdenticalFiles() throws IOException {
        Path f = file("e.yaml", EXPERIMENT);
        FakeBinding clean = new FakeBinding();
        assertEquals(0, run(clean, f, tmp.resolve("clean"), "--threads", "2").exit());
        assertEquals(6 * 3, clean.runs.get());

        FakeBinding crashing = new FakeBinding();
        crashing.failOnRate = 4;   // the rate=4 cells die mid-batch, as if the process were killed there
        TestCli failed = run(crashing, f, tmp.resolve("resumed"), "--threads", "1");
        assertEquals(1, failed.exit());
        assertTrue(failed.err().contains("run failed: experiment sweep, cell mode=poll,rate=4: replication 0 failed:"
                + " IllegalStateException: injected failure"), failed.err());
        assertTrue(failed.err().contains("run failed: experiment sweep, cell mode=push,rate=4: replication 0 failed:"),
                "every failed cell is named: " + failed.err());
        assertFalse(Files.exists(tmp.resolve("resumed/sweep/summary.csv")), "no final files from a failed batch");
        int finishedBefore = crashing.runs.get() / 3;
        assertTrue(finishedBefore >= 2, "cells before the failure were finished and persisted");

        FakeBinding resumed = new FakeBinding();
        TestCli ok = run(resumed, f, tmp.resolve("resumed"), "--threads", "2", "--resume");
        assertEquals(0, ok.exit(), ok.err());
        assertEquals((6 - finishedBefore) * 3, resumed.runs.get(), "finished cells are not recomputed");
        assertSameFiles(tmp.resolve("clean/sweep"), tmp.resolve("resumed/sweep"));
    }

    @Test
    void resumeIgnoresCellsComputedWithAnotherConfiguration() throws IOException {
        Path f = file("e.yaml", EXPERIMENT);
        run(new FakeBinding(), f, tmp.resolve("o"));
        FakeBinding second = new FakeBinding();
        run(second, f, tmp.resolve("o"), "--resume", "--set", "scenario.count=6");
        assertEquals(6 * 3, second.runs.get());
    }

    @Test
    void summaryHoldsReferenceAndDeviation() throws IOException {
        run(new FakeBinding(), file("e.yaml", EXPERIMENT), tmp.resolve("o"));
        List<String> summary = Files.readAllLines(tmp.resolve("o/sweep/summary.csv"));
        assertEquals("experiment,cell,mode,rate,metric,unit,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct",
                summary.get(0));
        String row = summary.stream().filter(l -> l.startsWith("sweep,\"mode=poll,rate=1\",poll,1,value,units,3,"))
                .findFirst().orElseThrow();
        String[] cols = row.substring(row.indexOf("value,")).split(",", -1);
        double mean = Double.parseDouble(cols[3]);
        assertEquals("5", cols[7]);
        assertEquals((mean - 5) / 5 * 100, Double.parseDouble(cols[8]), 1e-9);
        assertTrue(summary.stream().filter(l -> l.contains("mode=push,rate=4")).allMatch(l -> l.endsWith(",,")),
                "no reference → empty reference and deviation");
    }

    @Test
    void everySummaryRowCarriesTheUnitTheModelDeclares() throws IOException {
        run(new FakeBinding(), file("e.yaml", EXPERIMENT), tmp.resolve("o"));
        var rows = org.repsim.results.ResultFiles.read(tmp.resolve("o/sweep")).summary();
        assertEquals(6 * 2, rows.size(), "two scalar metrics in each of six cells");
        for (var r : rows) {
            assertEquals(r.metric().equals("value") ? "units" : "ms", r.unit(), r.metric());
        }
        List<String> series = Files.readAllLines(tmp.resolve("o/sweep/series.csv"));
        assertTrue(series.stream().skip(1).allMatch(l -> l.contains(",tick_series,Hz,")), series.get(1));
        List<String> timers = Files.readAllLines(tmp.resolve("o/sweep/timers.csv"));
        assertTrue(timers.get(0).endsWith(",scope,parent,period,calls_per_period,incl_ms_per_period,excl_ms_per_period"));
        assertTrue(timers.stream().skip(1).allMatch(l -> l.contains(",frame,")), "the fake model has frames");
    }

    @Test
    void aReportedMetricWithoutADeclaredUnitIsAnErrorNotABlank() throws IOException {
        FakeBinding model = new FakeBinding();
        model.declaresFrameMs = false;
        TestCli r = run(model, file("e.yaml", EXPERIMENT), tmp.resolve("o"));
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("frame_ms") && r.err().contains("declares no unit"), r.err());
        assertFalse(Files.exists(tmp.resolve("o/sweep/summary.csv")), "no summary with a blank unit");
    }

    @Test
    void verifyReportsIdenticalThenCatchesATamperedFile() throws IOException {
        run(new FakeBinding(), file("e.yaml", EXPERIMENT), tmp.resolve("o"));
        TestCli same = TestCli.run(new VerifyCommand(FakeBinding.registry(new FakeBinding())), tmp.resolve("o").toString());
        assertEquals(0, same.exit(), same.out() + same.err());
        Path cells = tmp.resolve("o/sweep/cells.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(cells));
        String l = lines.get(1);
        lines.set(1, l.substring(0, l.lastIndexOf(',') + 1) + "42");
        Files.write(cells, lines);
        String manifest = Files.readString(tmp.resolve("o/sweep/manifest.json"));
        Files.writeString(tmp.resolve("o/sweep/manifest.json"), manifest.replaceFirst("\"fingerprint\": \"[0-9a-f]{16}\"",
                "\"fingerprint\": \"0000000000000000\""));
        TestCli diff = TestCli.run(new VerifyCommand(FakeBinding.registry(new FakeBinding())), tmp.resolve("o").toString());
        assertEquals(1, diff.exit());
        assertTrue(diff.out().contains("sweep  mode=poll,rate=1  fingerprint 0000000000000000 -> "), diff.out());
        assertTrue(diff.out().contains("(metrics differing: "), diff.out());
        assertTrue(diff.out().contains("sweep  cells.csv differs"), diff.out());
    }

    @Test
    void onlyRunsTheMatchingCells() throws IOException {
        Path f = file("e.yaml", EXPERIMENT);
        TestCli r = run(new FakeBinding(), f, tmp.resolve("o"), "--only", "rate=1|4,mode=push");
        assertEquals(0, r.exit(), r.err());
        List<String> cells = Files.readAllLines(tmp.resolve("o/sweep/manifest.json")).stream()
                .filter(l -> l.startsWith("      \"cell\": \"")).toList();
        assertEquals(List.of("      \"cell\": \"mode=push,rate=1\",", "      \"cell\": \"mode=push,rate=4\","), cells);
        TestCli none = run(new FakeBinding(), f, tmp.resolve("none"), "--only", "speed=1");
        assertEquals(2, none.exit());
        assertTrue(none.err().contains("--only speed=1:1:1: matches no cell of any experiment"), none.err());
        assertFalse(Files.exists(tmp.resolve("none")));
    }

    @Test
    void runRendersChartsAndTheReportAndChartsCommandRedrawsTheSameBytes() throws IOException {
        Path f = file("e.yaml", EXPERIMENT + """
                charts:
                  - {id: value-lines, kind: lines, metrics: [value], x: rate, series: mode}
                  - {id: value-bars, kind: bars, metrics: [value], x: mode, baseline: {mode: poll}, where: {rate: "2"}}
                """);
        TestCli r = TestCli.run(new RunCommand(FakeBinding.registry(new FakeBinding())), f.toString(), "--out",
                tmp.resolve("o").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.isRegularFile(tmp.resolve("o/sweep/charts/value-lines.svg")));
        assertTrue(Files.isRegularFile(tmp.resolve("o/sweep/charts/value-bars.png")));
        assertTrue(Files.isRegularFile(tmp.resolve("o/index.html")));
        assertTrue(r.out().contains("mode=poll,rate=1"), r.out());
        assertTrue(r.out().contains("(ref 5.000, "), "end table shows the published figure: " + r.out());

        // `repsim charts` must redraw, from the CSVs alone, exactly the bytes the run drew.
        Path charts = tmp.resolve("o/sweep/charts");
        List<String> svgs = List.of("value-lines.svg", "value-bars.svg");
        List<byte[]> fromRun = new java.util.ArrayList<>();
        for (String svg : svgs) {
            fromRun.add(Files.readAllBytes(charts.resolve(svg)));
            Files.delete(charts.resolve(svg));
        }
        FakeBinding model = new FakeBinding();
        TestCli rerender = TestCli.run(new org.repsim.experiments.cli.ChartsCommand(FakeBinding.registry(model)),
                tmp.resolve("o").toString());
        assertEquals(0, rerender.exit(), rerender.err());
        assertEquals(0, model.runs.get(), "re-rendering never simulates");
        for (int i = 0; i < svgs.size(); i++) {
            assertArrayEquals(fromRun.get(i), Files.readAllBytes(charts.resolve(svgs.get(i))), svgs.get(i));
        }
    }

    @Test
    void chartsCommandNamesTheFileAndLineOfAMalformedResultFile() throws IOException {
        Path f = file("e.yaml", EXPERIMENT + """
                charts:
                  - {id: value-lines, kind: lines, metrics: [value], x: rate, series: mode}
                """);
        assertEquals(0, run(new FakeBinding(), f, tmp.resolve("o")).exit());
        Path summary = tmp.resolve("o/sweep/summary.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(summary));
        lines.set(2, lines.get(2).replace(",units,", ",units,x,"));
        Files.write(summary, lines);
        TestCli r = TestCli.run(new org.repsim.experiments.cli.ChartsCommand(FakeBinding.registry(new FakeBinding())),
                tmp.resolve("o").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("summary.csv:3: 14 fields, header has 13"), r.err());
    }

    @Test
    void chartsCommandRerendersFromResultsWithoutSimulating() throws IOException {
        Path f = file("e.yaml", EXPERIMENT + """
                charts:
                  - {id: value-lines, kind: lines, metrics: [value], x: rate, series: mode}
                """);
        assertEquals(0, run(new FakeBinding(), f, tmp.resolve("o")).exit());
        assertFalse(Files.exists(tmp.resolve("o/sweep/charts")), "--no-charts renders nothing");
        FakeBinding model = new FakeBinding();
        TestCli r = TestCli.run(new org.repsim.experiments.cli.ChartsCommand(FakeBinding.registry(model)),
                tmp.resolve("o").toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(0, model.runs.get(), "charts never simulates");
        assertTrue(Files.isRegularFile(tmp.resolve("o/sweep/charts/value-lines.png")));
        assertTrue(Files.isRegularFile(tmp.resolve("o/index.html")));
        TestCli empty = TestCli.run(new org.repsim.experiments.cli.ChartsCommand(FakeBinding.registry(model)),
                tmp.resolve("nothing").toString());
        assertEquals(2, empty.exit());
    }

    @Test
    void aFailingExperimentDoesNotCostTheFinishedOnes() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("batch"));
        Files.writeString(dir.resolve("a.yaml"), EXPERIMENT.replace("name: sweep", "name: first")
                .replace("values: [1, 2, 4]", "values: [1, 2]"));
        Files.writeString(dir.resolve("b.yaml"), EXPERIMENT.replace("name: sweep", "name: second"));
        FakeBinding crashing = new FakeBinding();
        crashing.failOnRate = 4;
        TestCli r = TestCli.run(new RunCommand(FakeBinding.registry(crashing)), dir.toString(), "--out",
                tmp.resolve("o").toString(), "--no-charts", "--threads", "1");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("experiment second, cell mode=poll,rate=4"), r.err());
        assertTrue(Files.isRegularFile(tmp.resolve("o/first/manifest.json")), "finished experiment written");
        assertFalse(Files.exists(tmp.resolve("o/second/manifest.json")), "failed experiment not written");
    }

    @Test
    void aTruncatedCellFileIsRecomputedNotTrusted() throws IOException {
        Path f = file("e.yaml", EXPERIMENT);
        run(new FakeBinding(), f, tmp.resolve("clean"));
        run(new FakeBinding(), f, tmp.resolve("o"));
        Path cells = tmp.resolve("o/.cells/sweep");
        Path victim;
        try (var files = Files.list(cells)) {
            victim = files.sorted().findFirst().orElseThrow();
        }
        String content = Files.readString(victim);
        Files.writeString(victim, content.substring(0, content.length() / 2));   // as if cut off mid-write
        FakeBinding resumed = new FakeBinding();
        assertEquals(0, run(resumed, f, tmp.resolve("o"), "--resume").exit());
        assertEquals(3, resumed.runs.get(), "only the damaged cell's 3 replications ran again");
        assertSameFiles(tmp.resolve("clean/sweep"), tmp.resolve("o/sweep"));
    }
}
