package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.experiments.cli.ListCommand;
import org.repsim.experiments.cli.SchemaCommand;
import org.repsim.experiments.cli.ValidateCommand;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;

/** The shipped catalog validates and covers every setup of the Unreal brief. */
class CatalogTest {
    static final Path CATALOG = Path.of("catalog");

    @Test
    void wholeCatalogValidates() {
        TestCli r = TestCli.run(new ValidateCommand(), CATALOG.toString());
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void everyUnrealSetupOfTheBriefHasAFile() {
        for (String setup : List.of("main-condition", "change-rate", "connections", "classes", "multicast", "dormancy",
                "default-caps", "missing-mark", "component-heavy")) {
            assertTrue(Files.isRegularFile(CATALOG.resolve(setup + ".yaml")), setup);
        }
    }

    @Test
    void changeRateSweepCoversTheBriefsRatesAndConditions() {
        ExperimentSpec s = new ExperimentLoader(ModelRegistry.standard()).load(CATALOG.resolve("change-rate.yaml"), List.of());
        assertEquals(List.of("rate", "condition"), s.matrix().axisNames());
        assertEquals(List.of("0", "0.01", "0.1", "1", "30"), s.matrix().axes().get(0).labels());
        assertEquals(List.of("push-off", "push", "push+skip"), s.matrix().axes().get(1).labels());
        assertEquals(15, s.cells().size());
    }

    @Test
    void mainConditionCarriesThePublishedMeans() {
        ExperimentSpec s = new ExperimentLoader(ModelRegistry.standard()).load(CATALOG.resolve("main-condition.yaml"), List.of());
        assertEquals(4.57, s.cells().get(0).references().get("server_replicate_actors_ms"));
        assertEquals(3.97, s.cells().get(1).references().get("server_replicate_actors_ms"));
        assertEquals(3.36, s.cells().get(2).references().get("server_replicate_actors_ms"));
    }

    @Test
    void listPrintsCellsInMatrixOrder() {
        TestCli r = TestCli.run(new ListCommand(), CATALOG.resolve("connections.yaml").toString());
        assertEquals(0, r.exit(), r.err());
        // Each cell line is "  <id>  [<estimate> per replication: <formula>]".
        String ids = r.out().lines().filter(l -> l.startsWith("  ")).map(l -> l.trim().split("  ")[0])
                .reduce("", (a, b) -> a + b + "\n");
        assertTrue(ids.startsWith("connections=1,condition=push-off\nconnections=1,condition=push\n"
                + "connections=1,condition=push+skip\nconnections=2,condition=push-off\n"), r.out());
        // The base's lab: 1000 actors, (20 s warm-up + 30 s window) × 30 Hz = 1500 frames; 1500 × 1000 × 1 = 1.5e6.
        assertTrue(r.out().contains("  connections=1,condition=push-off  [1.5e6 per replication: 1500 frames"
                + " × 1000 actors × 1 connections]"), r.out());
    }

    @Test
    void schemaListsEveryKeyWithTypeDefaultAndMeaning() {
        TestCli r = TestCli.run(new SchemaCommand());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("replications"), r.out());
        assertTrue(r.out().contains("integer 1..10000  [default: 3]"), r.out());
        assertTrue(java.util.regex.Pattern.compile("scenario\\.replication\\.skip_undirtied +boolean  \\[default: false\\]")
                .matcher(r.out()).find(), r.out());
        assertTrue(r.out().contains("net.PushModelSkipUndirtiedReplication (needs push_model)."), r.out());
        assertTrue(r.out().contains("matrix.axes[].lockstep"), r.out());
        assertTrue(r.out().contains("server_replicate_actors_ms  [ms/frame, scalar]"), r.out());
    }

    @Test
    void unrealCellsAreByteIdenticalAcrossThreadCountsAndVerify(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws java.io.IOException {
        // Short windows keep this fast; the mechanism (parallel replications of the real model) is the same.
        String[] common = {CATALOG.resolve("classes.yaml").toString(), "--no-charts", "--replications", "2",
                "--set", "warmup=2s", "--set", "duration=2s", "--only", "class=Full|Carrier"};
        TestCli one = TestCli.run(new org.repsim.experiments.cli.RunCommand(), concat(common, "--out",
                tmp.resolve("t1").toString(), "--threads", "1"));
        TestCli three = TestCli.run(new org.repsim.experiments.cli.RunCommand(), concat(common, "--out",
                tmp.resolve("t3").toString(), "--threads", "3"));
        assertEquals(0, one.exit(), one.err());
        assertEquals(0, three.exit(), three.err());
        for (String f : BatchRunTest.FILES) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(Files.readAllBytes(tmp.resolve("t1/classes").resolve(f)),
                    Files.readAllBytes(tmp.resolve("t3/classes").resolve(f)), f);
        }
        TestCli verify = TestCli.run(new org.repsim.experiments.cli.VerifyCommand(), tmp.resolve("t3").toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
