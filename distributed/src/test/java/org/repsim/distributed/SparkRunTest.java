package org.repsim.distributed;

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
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.cli.RepsimCommand;
import org.repsim.experiments.cli.RunCommand;
import picocli.CommandLine;

/**
 * {@code repsim run --engine spark} on embedded masters against the local runner, on a slice of
 * the shipped catalog (one experiment per model, short windows): the same bytes in every file of
 * the output folder but run.log (result files, experiment.yaml, manifest.json, charts, index.html
 * and the cell store), whatever the executor count, partitioning or retries; a failure in every
 * attempt fails its cell. Charts are drawn in the first comparison only (they are drawn from the
 * results compared everywhere, and cost seconds).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SparkRunTest {
    private static final Path CATALOG = Path.of("../experiments/catalog");
    private static final int REPLICATIONS = 2;
    private static final List<String> SLICE = List.of(
            CATALOG.resolve("main-condition.yaml").toString(),
            CATALOG.resolve("br-net-send-flush.yaml").toString(),
            CATALOG.resolve("room-saturation.yaml").toString(),
            "--set", "warmup=0.5s", "--set", "duration=0.5s", "--replications", Integer.toString(REPLICATIONS));
    private static final String NO_CHARTS = "--no-charts";
    /** A cell of room-saturation.yaml (transport × users). */
    private static final String FAULTY_CELL = "transport=new,users=3600";

    @TempDir
    static Path tmp;

    private static Path local;
    private static int cells;

    private record Cli(int exit, String out, String err) {
    }

    @BeforeAll
    static void runLocally() throws IOException {
        local = tmp.resolve("local");
        Cli r = run(local, "--threads", "2");
        assertEquals(0, r.exit(), r.err());
        try (Stream<Path> s = Files.walk(local.resolve(".cells"))) {
            cells = (int) s.filter(p -> p.toString().endsWith(".cell")).count();
        }
        assertEquals(3, Files.list(local).filter(Files::isDirectory).filter(d -> !d.getFileName().toString().startsWith("."))
                .count(), "three experiments written locally");
    }

    @AfterEach
    void noFault() {
        InjectedFault.next = null;
    }

    @Test
    void twoLocalExecutorsWriteTheLocalRunsBytes() throws IOException {
        Path out = tmp.resolve("spark2");
        Cli r = run(out, "--engine", "spark", "--master", "local[2]");
        assertEquals(0, r.exit(), r.err());
        assertSameFiles(local, out, true);
        int tasks = cells * REPLICATIONS;
        assertTrue(r.err().contains("spark: " + tasks + " tasks, at most 4 attempts each"), r.err());
        assertTrue(r.err().contains("spark: " + tasks + "/" + tasks + " tasks done, 0 failed attempts, 0 retried"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        // local[2] with the default 4 attempts: local mode retries only as its master says.
        assertTrue(Files.readString(out.resolve("room-saturation/run.log"))
                .contains("engine: spark, master local[2,4], at most 4 attempts per task, a partition per replication\n"));
        assertTrue(Files.readString(local.resolve("room-saturation/run.log")).contains("engine: local, 2 threads\n"));
    }

    @Test
    void aRetriedAttemptOnOtherPartitionsGivesTheSameBytes() throws IOException {
        InjectedFault.next = new InjectedFault(FAULTY_CELL, 1, 1);
        Path out = tmp.resolve("retried");
        Cli r = run(out, NO_CHARTS, "--engine", "spark", "--master", "local[1]", "--partitions", "5", "--max-attempts", "2");
        assertEquals(0, r.exit(), r.err());
        assertSameFiles(local, out, false);
        // 3 + 16 + 8 cells of 2 replications: 54 in 5 slices of 10 or 11 (from 0, 10, 21, 32, 43);
        // the faulty one, room-saturation's twelfth of sixteen, is number 49 from 0, in the last slice.
        assertTrue(r.err().contains("spark: task 5 of 5 (11 replications), attempt 1 of 2 failed: room-saturation "
                + FAULTY_CELL + ": replication 1 failed: IllegalStateException: injected failure in attempt 1; retrying"),
                r.err());
        assertTrue(r.err().contains("spark: 5/5 tasks done, 1 failed attempt, 1 retried"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
    }

    @Test
    void aFailureInEveryAttemptFailsTheCellAndResumeCompletesIt() throws IOException {
        InjectedFault.next = new InjectedFault(FAULTY_CELL, 0, Integer.MAX_VALUE);
        Path out = tmp.resolve("failed");
        Cli failed = run(out, NO_CHARTS, "--engine", "spark", "--master", "local[2]", "--max-attempts", "2");
        assertEquals(1, failed.exit(), failed.err());
        assertTrue(failed.err().contains("run failed: experiment room-saturation, cell " + FAULTY_CELL
                + ": replication 0 failed: IllegalStateException: injected failure in attempt 2 (in each of 2 attempts)"),
                failed.err());
        assertFalse(Files.exists(out.resolve("room-saturation")), "no result files of the failed experiment");
        assertFalse(failed.err().contains("\tat "), "no stack trace: " + failed.err());
        for (String other : List.of("main-condition", "br-net-send-flush")) {
            assertSameFiles(local.resolve(other), out.resolve(other), false);
        }

        InjectedFault.next = null;
        Cli resumed = run(out, NO_CHARTS, "--engine", "spark", "--master", "local[2]", "--resume");
        assertEquals(0, resumed.exit(), resumed.err());
        assertTrue(resumed.err().contains("resuming: " + (cells - 1) + " of " + cells + " cells already done"),
                resumed.err());
        assertTrue(resumed.err().contains("spark: " + REPLICATIONS + "/" + REPLICATIONS + " tasks done"), resumed.err());
        assertSameFiles(local, out, false);
    }

    // Last: a SparkContext that failed to start makes Spark warn, with a trace, about the next one.
    @Test
    @Order(Integer.MAX_VALUE)
    void aMasterSparkCannotStartWithIsExit2AndNothingIsWritten() {
        Path out = tmp.resolve("bad-master");
        Cli r = run(out, "--engine", "spark", "--master", "nowhere://x");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("run: cannot start engine spark: Spark did not start with master nowhere://x: "
                + "Could not parse Master URL: 'nowhere://x'; nothing was run."), r.err());
        Cli conflict = run(out, "--engine", "spark", "--master", "local[2,3]", "--max-attempts", "2");
        assertEquals(2, conflict.exit(), conflict.err());
        assertTrue(conflict.err().contains("--master local[2,3] makes 3 attempts per task but --max-attempts says 2"),
                conflict.err());
        assertFalse(Files.exists(out.resolve("room-saturation")), "nothing written");
        Cli drawn = run(out, "--engine", "spark", "--master", "local[1]", "--profile-uncertainty");
        assertEquals(2, drawn.exit(), drawn.err());
        assertTrue(drawn.err().contains("--profile-uncertainty runs on the local engine only"), drawn.err());
        assertFalse(Files.exists(out.resolve("room-saturation")), "nothing written");
    }

    private static Cli run(Path out, String... more) {
        List<String> args = new ArrayList<>(SLICE);
        args.add("--out");
        args.add(out.toString());
        args.addAll(List.of(more));
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        CommandLine cli = RepsimCommand.configure(new CommandLine(new RunCommand()));
        cli.setOut(new PrintWriter(o, true));
        cli.setErr(new PrintWriter(e, true));
        int code = cli.execute(args.toArray(String[]::new));
        return new Cli(code, o.toString(), e.toString());
    }

    /**
     * Every file under either folder but run.log exists in both, with the same bytes; without
     * {@code charts}, the expected folder's charts and index.html are left out.
     */
    private static void assertSameFiles(Path expected, Path actual, boolean charts) throws IOException {
        List<String> want = files(expected).stream().filter(f -> charts || !drawn(f)).toList();
        assertEquals(want, files(actual), "the same files");
        if (charts) {
            assertTrue(want.stream().anyMatch(f -> f.endsWith(".png")) && want.contains("index.html"), "charts: " + want);
        }
        assertTrue(want.stream().anyMatch(f -> f.endsWith("cells.csv")), "a real output: " + want);
        for (String f : want) {
            assertArrayEquals(Files.readAllBytes(expected.resolve(f)), Files.readAllBytes(actual.resolve(f)), f);
        }
    }

    private static boolean drawn(String file) {
        return file.equals("index.html") || Path.of(file).getNameCount() > 1 && Path.of(file).getParent().endsWith("charts");
    }

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString())
                    .filter(f -> !Path.of(f).getFileName().toString().equals("run.log")).sorted().toList();
        }
    }
}
