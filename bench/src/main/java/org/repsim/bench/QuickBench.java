package org.repsim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.battleroyale.AliveCurve;
import org.repsim.models.battleroyale.BattleRoyaleCosts;
import org.repsim.models.battleroyale.BattleRoyaleModel;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.room.RoomCosts;
import org.repsim.models.room.RoomModel;
import org.repsim.models.room.RoomScenario;
import org.repsim.models.room.transport.TransportMode;
import org.repsim.models.unreal.UnrealCosts;
import org.repsim.models.unreal.UnrealModel;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * The short benchmark a reviewer can run ({@code repsim bench --quick}, well under a minute):
 * per model the rate that matters, in process, one thread, whole runs repeated for a fixed time
 * after a warm-up. Rates are per second of this thread's CPU time (on a shared machine that is
 * what one core does) and per wall second; peak heap is the JVM heap pools' peak while the model
 * ran. JMH ({@code repsim bench}) is the careful measurement; this is the quick look.
 */
public final class QuickBench {
    /** One model's figure: {@code work} units done per CPU second and per wall second. */
    public record Rate(String model, String unit, double perCpuSecond, double perWallSecond, long peakHeapBytes) {
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final double warmupSeconds;
    private final double measureSeconds;

    public QuickBench(double warmupSeconds, double measureSeconds) {
        this.warmupSeconds = warmupSeconds;
        this.measureSeconds = measureSeconds;
    }

    /** Every model's rate, in a fixed order. */
    public List<Rate> run() {
        List<Rate> rates = new ArrayList<>();
        rates.add(unreal(PushCondition.parse("push_off")));
        rates.add(unreal(PushCondition.parse("push_skip")));
        rates.add(room());
        rates.add(battleRoyale());
        return rates;
    }

    /** The published main condition (1000 Full actors, 2 connections, 1%), 20 s + 30 s. */
    private Rate unreal(PushCondition condition) {
        UnrealScenario scenario = UnrealScenario.mainCondition(condition);
        var profile = UnrealCosts.shipped("ue58-editor");
        RunWindow window = RunWindow.ofSeconds(20, 30);
        return measure("unreal main condition, " + condition.name().toLowerCase(java.util.Locale.ROOT),
                "actor-connection-frames",
                () -> UnrealModel.simulate(scenario, profile, window, new RandomStreams(1, 0))
                        .simulatedActorConnectionFrames());
    }

    /** A load step of 240 virtual users on the new transport, 5 s + 10 s: kernel events. */
    private Rate room() {
        RoomScenario scenario = RoomScenario.defaults(240, TransportMode.NEW);
        var costs = RoomCosts.shipped("room-node-ws");
        RunWindow window = RunWindow.ofSeconds(5, 10);
        return measure("room load step, 240 users, new", "kernel events", () -> {
            RunContext context = RoomModel.context(window, new RandomStreams(1, 0));
            RoomModel.run(scenario, costs, context);
            return context.simulator().executedEvents();
        });
    }

    /** 100 players alive throughout, 1 s + 10 s: simulated seconds. */
    private Rate battleRoyale() {
        BattleRoyaleScenario scenario = BattleRoyaleScenario.defaults().withAliveCurve(AliveCurve.constant(100));
        var brCosts = BattleRoyaleCosts.shipped(BattleRoyaleCosts.SHIPPED.get(0));
        var unrealCosts = UnrealCosts.shipped("ue58-editor");
        RunWindow window = RunWindow.ofSeconds(1, 10);
        return measure("battle royale, 100 alive", "simulated seconds", () -> {
            BattleRoyaleModel.run(scenario, brCosts, unrealCosts, window, new RandomStreams(1, 0));
            return window.endNanos() / 1e9;
        });
    }

    private Rate measure(String model, String unit, DoubleSupplier oneRun) {
        repeat(oneRun, warmupSeconds);
        System.gc();
        List<MemoryPoolMXBean> heap = heapPools();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        double work = repeat(oneRun, measureSeconds);
        double cpu = (THREADS.getCurrentThreadCpuTime() - cpu0) / 1e9;
        double wall = (System.nanoTime() - wall0) / 1e9;
        long peak = 0;
        for (MemoryPoolMXBean pool : heap) {
            peak += pool.getPeakUsage().getUsed();
        }
        return new Rate(model, unit, work / cpu, work / wall, peak);
    }

    /** Whole runs until {@code seconds} of wall time have passed (at least one); their total work. */
    private static double repeat(DoubleSupplier oneRun, double seconds) {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        double work = 0;
        do {
            work += oneRun.getAsDouble();
        } while (System.nanoTime() < end);
        return work;
    }

    private static List<MemoryPoolMXBean> heapPools() {
        List<MemoryPoolMXBean> pools = new ArrayList<>();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pools.add(pool);
            }
        }
        return pools;
    }
}
