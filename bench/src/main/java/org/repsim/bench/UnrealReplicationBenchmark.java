package org.repsim.bench;

import java.util.List;
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
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.UnrealModel;
import org.repsim.models.unreal.UnrealRun;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.unreal.UnrealCosts;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * Unreal replication model throughput. One invocation simulates a whole run; the
 * {@code actorConnectionFrames} counter (reported by JMH as a secondary rate, ops/s) is the
 * speed figure: active actors × connections summed over every simulated frame, per second.
 *
 * <ul>
 *   <li>{@code setup=main}: the published main condition, 1000 Full actors, 2 connections, 1%,
 *       20 s warm-up + 30 s.</li>
 *   <li>{@code setup=10000x64}: 10,000 Full actors × 64 connections, 1%, 10 s + 150 s
 *       (frames of ~1.5 s, so about 100 frames of 640,000 actor-connections: long enough that
 *       the one-time work — allocating per-connection state, the initial whole-state
 *       replication of every pair, the final stale-property count — does not dominate).</li>
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class UnrealReplicationBenchmark {

    @Param({"main", "10000x64"})
    public String setup;

    @Param({"push_off", "push_on", "push_skip"})
    public String condition;

    private UnrealScenario scenario;
    private CostProfile profile;
    private RunWindow window;

    /** Per-iteration work counter: JMH reports it as actor-connection-frames per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Work extends WorkCount {
        public double actorConnectionFrames() {
            return done();
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        PushCondition c = PushCondition.parse(condition);
        profile = UnrealCosts.shipped("ue58-editor");
        switch (setup) {
            case "main" -> {
                scenario = UnrealScenario.mainCondition(c);
                window = RunWindow.ofSeconds(20, 30);
            }
            case "10000x64" -> {
                scenario = UnrealScenario.briefLab(ActorClasses.full(), 10_000, 64, c, 0.01)
                        .withWorkloads(List.of(WorkloadSpec.Writer.brief(0.01)));
                window = RunWindow.ofSeconds(10, 150);
            }
            default -> throw new IllegalArgumentException("unknown setup " + setup);
        }
    }

    @Benchmark
    public long simulate(Work work) {
        UnrealRun run = UnrealModel.simulate(scenario, profile, window, new RandomStreams(1, 0));
        work.add(run.simulatedActorConnectionFrames());
        return run.output().fingerprint();
    }
}
