package org.repsim.experiments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.TestCli;

/**
 * {@code run --engine}: this module's class path is the core jar's, without the distributed module,
 * so asking for Spark is one clear usage error naming what to run instead; local stays the default.
 */
class EngineOptionsTest {
    @TempDir
    Path tmp;

    @Test
    void sparkWithoutTheDistributedModuleIsAUsageErrorNamingTheWayToRunIt() throws Exception {
        Path file = Files.writeString(tmp.resolve("e.yaml"), "model: room\n");
        TestCli r = TestCli.run(new RunCommand(), file.toString(), "--out", tmp.resolve("out").toString(),
                "--engine", "spark", "--master", "local[2]");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--engine spark needs the distributed module"), r.err());
        assertTrue(r.err().contains("./repsim launcher") && r.err().contains("spark-submit distributed/target/repsim-spark.jar"),
                r.err());
        assertFalse(r.err().contains("\tat "), r.err());
        assertFalse(Files.exists(tmp.resolve("out")), "nothing written");
    }

    @Test
    void sparkOptionsWithoutSparkAndUnknownEnginesAreUsageErrors() throws Exception {
        Path file = Files.writeString(tmp.resolve("e.yaml"), "model: room\n");
        TestCli master = TestCli.run(new RunCommand(), file.toString(), "--master", "local[2]");
        assertEquals(2, master.exit(), master.err());
        assertTrue(master.err().contains("--master, --max-attempts and --partitions need --engine spark"), master.err());
        TestCli unknown = TestCli.run(new RunCommand(), file.toString(), "--engine", "flink");
        assertEquals(2, unknown.exit(), unknown.err());
        assertTrue(unknown.err().contains("unknown --engine flink: use local or spark"), unknown.err());
        TestCli attempts = TestCli.run(new RunCommand(), file.toString(), "--engine", "spark", "--max-attempts", "0");
        assertEquals(2, attempts.exit(), attempts.err());
        assertTrue(attempts.err().contains("--max-attempts must be at least 1, got 0"), attempts.err());
    }
}
