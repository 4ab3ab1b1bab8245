package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.cli.ChartsCommand;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.experiments.cli.VerifyCommand;

/**
 * Kills {@code repsim run} at every write step over an existing complete result folder (a child
 * JVM halted before step k, for every k) and checks what a crash may leave: the experiment's
 * folder is the old complete state or the new complete state, never a mix; verify refuses a half
 * state and names it; charts and run return it to a complete state with one message. The same
 * for {@code repsim charts} re-rendering a chart set that shrank.
 */
class CrashSafetyTest {
    @TempDir
    Path tmp;

    /** The old state: two charts, seed 1. The new run: seed 2 and one chart (so a stale chart would show). */
    private static final String OLD = OutputGuaranteesTest.EXPERIMENT.replace("values: [1, 4]", "values: [1]")
            + OutputGuaranteesTest.TWO_CHARTS;
    private static final String NEW = OLD.substring(0, OLD.indexOf("  - {id: value-bars"));

    @Test
    void aProcessKilledAtAnyWriteStepLeavesTheOldOrTheNewCompleteFolder() throws Exception {
        Path oldFile = tmp.resolve("old.yaml");
        Path newFile = tmp.resolve("new.yaml");
        Files.writeString(oldFile, OLD);
        Files.writeString(newFile, NEW);
        Path base = tmp.resolve("base");
        assertEquals(0, TestCli.run(new RunCommand(FakeBinding.registry(new FakeBinding())), oldFile.toString(),
                "--out", base.toString(), "--seed", "1").exit());
        Map<String, String> oldState = state(base.resolve("sweep"));
        String[] newArgs = {"run", newFile.toString(), "--seed", "2", "--resume", "--threads", "1", "--out", null};

        Path complete = copy(base, tmp.resolve("complete"));
        Child whole = child(0, complete, newArgs);
        assertEquals(0, whole.exit, whole.out);
        int steps = Integer.parseInt(whole.out.lines().filter(l -> l.startsWith("steps ")).findFirst().orElseThrow()
                .substring(6));
        Map<String, String> newState = state(complete.resolve("sweep"));
        assertFalse(newState.containsKey("charts/value-bars.svg"), "the new state has one chart");
        assertTrue(oldState.containsKey("charts/value-bars.svg") && !oldState.equals(newState));
        assertTrue(steps >= 10, "cells, staged files, charts, renames, report: " + steps);

        int halfStates = 0;
        int betweenRenames = 0;
        for (int k = 1; k <= steps; k++) {
            Path out = copy(base, tmp.resolve("k" + k));
            Child c = child(k, out, newArgs);
            assertEquals(137, c.exit, "step " + k + " halts the process: " + c.out);
            String where = "killed " + c.out.strip() + ": ";
            Path exp = out.resolve("sweep");
            if (Files.exists(exp)) {
                Map<String, String> seen = state(exp);
                assertTrue(seen.equals(oldState) || seen.equals(newState), where + "a mixed folder " + seen.keySet());
            }
            boolean half = halfCommitted(out);
            halfStates += half ? 1 : 0;
            betweenRenames += Files.exists(exp) ? 0 : 1;
            if (half) {
                TestCli v = TestCli.run(new VerifyCommand(FakeBinding.registry(new FakeBinding())), out.toString());
                assertEquals(2, v.exit(), where + v.err());
                assertTrue(v.err().contains("interrupted write of sweep"), where + v.err());
            }
            // Recovery: `charts` for odd k, the next `run` for even k; both end in a complete state.
            if (k % 2 == 1) {
                TestCli charts = TestCli.run(new ChartsCommand(FakeBinding.registry(new FakeBinding())), out.toString());
                assertEquals(0, charts.exit(), where + charts.err());
                assertEquals(half, charts.err().contains("recovered an interrupted write"), where + charts.err());
                Map<String, String> after = state(exp);
                assertTrue(after.equals(oldState) || after.equals(newState), where + "after charts " + after.keySet());
            } else {
                Child again = child(0, out, newArgs);
                assertEquals(0, again.exit, where + again.out);
                assertEquals(newState, state(exp), where + "after the next run");
            }
            assertFalse(hasLeftovers(out), where + "leftovers after recovery");
            assertTrue(Files.readString(out.resolve("index.html")).contains("id=\"exp-sweep\""), where);
        }
        // The steps that matter were hit: between the two renames (no folder at all), and after the
        // commit point with the old folder not yet deleted.
        assertEquals(1, betweenRenames, "exactly one step leaves no experiment folder");
        assertTrue(halfStates >= 2, "half-committed states seen: " + halfStates);
    }

    @Test
    void chartsKilledAtAnyWriteStepLeavesTheOldOrTheNewChartSet() throws Exception {
        Path oldFile = tmp.resolve("old.yaml");
        Files.writeString(oldFile, OLD);
        Path base = tmp.resolve("base");
        assertEquals(0, TestCli.run(new RunCommand(FakeBinding.registry(new FakeBinding())), oldFile.toString(),
                "--out", base.toString()).exit());
        Map<String, String> oldState = state(base.resolve("sweep"));
        // The chart section shrinks: the new state has one chart fewer and no stale file of it.
        Path yaml = base.resolve("sweep/experiment.yaml");
        String text = Files.readString(yaml);
        Files.writeString(yaml, text.substring(0, text.indexOf("  - id: value-bars")));
        Map<String, String> edited = state(base.resolve("sweep"));
        String[] args = {"charts", null};

        Path complete = copy(base, tmp.resolve("complete"));
        Child whole = child(0, complete, args);
        assertEquals(0, whole.exit, whole.out);
        int steps = Integer.parseInt(whole.out.lines().filter(l -> l.startsWith("steps ")).findFirst().orElseThrow()
                .substring(6));
        Map<String, String> newState = state(complete.resolve("sweep"));
        assertFalse(newState.containsKey("charts/value-bars.svg"), newState.keySet().toString());
        assertTrue(oldState.containsKey("charts/value-bars.svg"));
        assertTrue(steps >= 10, "copies, one chart's two files, renames, report: " + steps);
        for (int k = 1; k <= steps; k++) {
            Path out = copy(base, tmp.resolve("c" + k));
            Child c = child(k, out, args);
            assertEquals(137, c.exit, "step " + k + " halts the process: " + c.out);
            String where = "killed " + c.out.strip() + ": ";
            Path exp = out.resolve("sweep");
            if (Files.exists(exp)) {
                Map<String, String> seen = state(exp);
                assertTrue(seen.equals(edited) || seen.equals(newState), where + "a mixed folder " + seen.keySet());
            }
            TestCli charts = TestCli.run(new ChartsCommand(FakeBinding.registry(new FakeBinding())), out.toString());
            assertEquals(0, charts.exit(), where + charts.err());
            assertEquals(newState, state(exp), where + "after charts");
            assertFalse(hasLeftovers(out), where + "leftovers after recovery");
        }
    }

    private record Child(int exit, String out) {
    }

    private static Child child(int haltAt, Path out, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                HaltingRun.class.getName(), Integer.toString(haltAt)));
        for (String a : args) {
            cmd.add(a == null ? out.toString() : a);   // null: the output folder of this child
        }
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] output = p.getInputStream().readAllBytes();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("child did not end");
        }
        return new Child(p.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    /** Relative path → SHA-256 of every file of an experiment folder but run.log (its times differ). */
    private static Map<String, String> state(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        var sha = java.security.MessageDigest.getInstance("SHA-256");
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                String rel = dir.relativize(p).toString();
                if (!rel.equals("run.log")) {
                    out.put(rel, HexFormat.of().formatHex(sha.digest(Files.readAllBytes(p))));
                }
            }
        }
        assertTrue(Files.isRegularFile(dir.resolve("run.log")), "run.log belongs to a complete folder");
        return out;
    }

    /** A staging or moved-aside experiment folder: an interrupted commit. */
    private static boolean halfCommitted(Path out) throws IOException {
        try (Stream<Path> s = Files.list(out)) {
            return s.map(p -> p.getFileName().toString()).anyMatch(n -> n.endsWith(".repsim-staging") || n.endsWith(".repsim-old"));
        }
    }

    /** Staging or moved-aside folders, or temporary files, anywhere in the output folder. */
    private static boolean hasLeftovers(Path out) throws IOException {
        try (Stream<Path> s = Files.walk(out)) {
            return s.map(p -> p.getFileName().toString())
                    .anyMatch(n -> n.endsWith(".repsim-staging") || n.endsWith(".repsim-old") || n.endsWith(".tmp"));
        }
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.sorted(Comparator.naturalOrder()).toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        return to;
    }
}
