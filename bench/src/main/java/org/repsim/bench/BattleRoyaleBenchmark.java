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
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.battleroyale.AliveCurve;
import org.repsim.models.battleroyale.BattleRoyaleCosts;
import org.repsim.models.battleroyale.BattleRoyaleModel;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.unreal.replication.DistanceInterleaving;
import org.repsim.models.unreal.UnrealCosts;

/**
 * Battle-royale model throughput: the hot loop is Net Flush's per-(connection, character) work
 * (relevancy and priority scale from the moving positions, the interleaving decision with its
 * far-character error sample, the Unreal replication pass). One invocation simulates a whole
 * match segment at a constant alive count, 1 s warm-up + 10 s; the {@code simulatedSeconds}
 * counter (ops/s) is simulated seconds per wall-clock second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BattleRoyaleBenchmark {

    @Param({"100", "50"})
    public int alive;

    @Param({"off", "published"})
    public String rule;

    private BattleRoyaleScenario scenario;
    private CostProfile brCosts;
    private CostProfile unrealCosts;
    private RunWindow window;

    /** Per-iteration work counter: JMH reports it as simulated seconds per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Work extends WorkCount {
        public double simulatedSeconds() {
            return done();
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        DistanceInterleaving policy = rule.equals("off") ? DistanceInterleaving.off() : DistanceInterleaving.published();
        scenario = BattleRoyaleScenario.defaults().withAliveCurve(AliveCurve.constant(alive)).withInterleaving(policy);
        brCosts = BattleRoyaleCosts.shipped(BattleRoyaleCosts.SHIPPED.get(0));
        unrealCosts = UnrealCosts.shipped("ue58-editor");
        window = RunWindow.ofSeconds(1, 10);
    }

    @Benchmark
    public long match(Work work) {
        RunOutput out = BattleRoyaleModel.run(scenario, brCosts, unrealCosts, window, new RandomStreams(1, 0));
        work.add(window.endNanos() / 1e9);
        return out.fingerprint();
    }
}
