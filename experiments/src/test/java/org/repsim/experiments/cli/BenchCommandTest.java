package org.repsim.experiments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import picocli.CommandLine;

/** Option handling only: running JMH is a measurement, not a test. */
class BenchCommandTest {

    private static Options parse(String... args) {
        BenchCommand bench = new BenchCommand();
        new CommandLine(bench).parseArgs(args);
        return bench.options();
    }

    @Test
    void kernelSelectsTheKernelBenchmarkCaseInsensitively() {
        Options o = parse("kernel");
        String regex = o.getIncludes().get(0);
        assertTrue(Pattern.compile(regex).matcher("org.repsim.bench.KernelBenchmark.holdModel").find());
        assertTrue(!Pattern.compile(regex).matcher("org.repsim.bench.OtherBenchmark.x").find());
    }

    @Test
    void defaultsAreOneForkOneThreadShortPhases() {
        Options o = parse();
        assertEquals(1, o.getForkCount().get());
        assertEquals(1, o.getThreads().get());
        assertEquals(3, o.getWarmupIterations().get());
        assertEquals(5, o.getMeasurementIterations().get());
        assertEquals(TimeValue.seconds(1), o.getMeasurementTime().get());
    }

    @Test
    void phasesAreOverridable() {
        Options o = parse("kernel", "--iterations", "10", "--seconds", "2", "--warmup-iterations", "1",
                "--warmup-seconds", "3", "--forks", "2");
        assertEquals(10, o.getMeasurementIterations().get());
        assertEquals(TimeValue.seconds(2), o.getMeasurementTime().get());
        assertEquals(1, o.getWarmupIterations().get());
        assertEquals(TimeValue.seconds(3), o.getWarmupTime().get());
        assertEquals(2, o.getForkCount().get());
    }
}
