package org.repsim.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.queueing.DurationSource;
import org.repsim.engine.queueing.ExponentialDurations;
import org.repsim.engine.random.RandomStreams;

/**
 * Event-kernel throughput on the hold model: 10^4 pending events, each step executes the
 * earliest and schedules one at now + an exponential delay (mean 1 ms). The score is events per
 * second (one JMH operation = one executed event).
 *
 * <p>{@code delays=precomputed} replays a ring of exponential draws and so measures the event
 * list; {@code delays=drawn} draws each delay from a named {@code RandomStream} (WELL19937c plus
 * a logarithm), i.e. what a model pays per event including the generator.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class KernelBenchmark {
    static final int PENDING = 10_000;
    static final int STEPS_PER_INVOCATION = 10_000;
    private static final double MEAN_DELAY_NANOS = 1e6;

    @Param({"precomputed", "drawn"})
    public String delays;

    private Simulator simulator;

    @Setup(Level.Trial)
    public void setUp() {
        simulator = new Simulator(PENDING);
        DurationSource exponential =
                new ExponentialDurations(new RandomStreams(1, 0).stream("hold-delays"), MEAN_DELAY_NANOS);
        DurationSource source = switch (delays) {
            case "precomputed" -> new PrecomputedDurations(exponential, 1 << 16);
            case "drawn" -> exponential;
            default -> throw new IllegalArgumentException("unknown delays mode " + delays);
        };
        HoldModel model = new HoldModel(simulator, source);
        model.fill(PENDING);
        // Run to steady state first: the initial fill is uniform-ish, the hold model's stationary
        // event-time distribution is not.
        for (int i = 0; i < 20 * PENDING; i++) {
            simulator.step();
        }
    }

    @Benchmark
    @OperationsPerInvocation(STEPS_PER_INVOCATION)
    public long holdModel() {
        Simulator sim = simulator;
        for (int i = 0; i < STEPS_PER_INVOCATION; i++) {
            sim.step();
        }
        return sim.now();
    }
}
