package org.repsim.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.room.RoomBenchmark;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.room.RoomCosts;
import org.repsim.models.room.RoomModel;
import org.repsim.models.room.RoomScenario;
import org.repsim.models.room.transport.TransportMode;

/**
 * Room-server model throughput (simulator speed, not the modelled server's): the per-frame path
 * (encode per seat: compare, count the JSON bytes; deliver) dominates both benchmarks.
 *
 * <ul>
 *   <li>{@code loadStep}: 240 virtual users, 5 s warm-up + 10 s; the {@code events} counter
 *       (ops/s) is kernel events executed per wall-clock second (the room's speed target, docs/performance.md), the
 *       {@code frames} counter simulated WebSocket frames per wall-clock second.</li>
 *   <li>{@code encodeRounds}: the in-process benchmark, 24 rooms (one per game) playing one
 *       round; {@code stateBytes} (ops/s) is JSON state bytes produced per second.</li>
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RoomModelBenchmark {

    @Param({"old", "deltas", "new"})
    public String transport;

    private RoomScenario scenario;
    private RoomBenchmark rounds;
    private CostProfile costs;

    /** Per-iteration work counters, reported by JMH as rates. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Work {
        public long events;
        public long frames;
        public long stateBytes;

        @Setup(Level.Iteration)
        public void clear() {
            events = 0;
            frames = 0;
            stateBytes = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        TransportMode mode = TransportMode.named(transport);
        scenario = RoomScenario.defaults(240, mode);
        rounds = new RoomBenchmark(24, mode, 20, scenario.catalog());
        costs = RoomCosts.shipped("room-node-ws");
    }

    @Benchmark
    public long loadStep(Work work) {
        RunWindow window = RunWindow.ofSeconds(5, 10);
        RunContext context = RoomModel.context(window, new RandomStreams(1, 0));
        RunOutput out = RoomModel.run(scenario, costs, context);
        work.events += context.simulator().executedEvents();
        work.frames += Math.round(out.metrics().get("frames_per_s") * window.durationSeconds());
        return out.fingerprint();
    }

    @Benchmark
    public long encodeRounds(Work work) {
        RunOutput out = RoomModel.benchmark(rounds, costs, new RandomStreams(1, 0));
        work.stateBytes += Math.round(out.metrics().get("state_bytes_per_room") * rounds.rooms());
        return out.fingerprint();
    }
}
