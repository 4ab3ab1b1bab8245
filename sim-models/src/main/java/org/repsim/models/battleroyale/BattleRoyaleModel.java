package org.repsim.models.battleroyale;

import java.util.List;
import java.util.SortedMap;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;

/**
 * The battle-royale server of the developer diary (docs/sources.md#br-frame-phases): frames of Net
 * Dispatch, optional Net Send Flush, Simulate and Net Flush over a map of moving, dying players,
 * with distance-based interleaving of character replication. Each frame is one kernel event of a
 * {@link FrameLoop}; nothing about the frame length is given: it is the sum of the phases' unit
 * costs times the operations simulated, floored by the max tick rate. Net Flush's actor replication
 * is an {@link org.repsim.models.unreal.UnrealServer}.
 *
 * <p>Random streams, one per component: "spawn" (placement), "movement" (legs), "deaths",
 * "shots" (fire times), "latency-jitter" (link latencies, jitter, input phases), "other-actors"
 * (which vehicle/door/loot changes), and the Unreal server's "net-update-spread". Match time 0
 * is the start of the warm-up.
 */
public final class BattleRoyaleModel {
    /** Every metric: scalars (far-error ones per band / skip step), series and distributions. */
    public static final MetricSet METRICS = MetricSet.of(
            Metric.scalar(BattleRoyaleMetrics.TICK_HZ, "Hz", "server frames per second (emerges from the phases' work, capped)"),
            Metric.scalar(BattleRoyaleMetrics.FRAME_MS, "ms/frame", "work per frame: dispatch + send flush + simulate + flush"),
            Metric.scalar(BattleRoyaleMetrics.FRAME_INTERVAL_MS, "ms", "mean time between frame starts"),
            Metric.scalar(BattleRoyaleMetrics.NET_DISPATCH_MS, "ms/frame", "Net Dispatch: client messages processed"),
            Metric.scalar(BattleRoyaleMetrics.NET_SEND_FLUSH_MS, "ms/frame", "Net Send Flush (0 when off)"),
            Metric.scalar(BattleRoyaleMetrics.SIMULATE_MS, "ms/frame", "Simulate: game work per alive character"),
            Metric.scalar(BattleRoyaleMetrics.NET_FLUSH_MS, "ms/frame", "Net Flush: actor replication and queued RPCs"),
            Metric.scalar(BattleRoyaleMetrics.ACTORS_SERIALIZED_PER_FRAME, "pairs/frame",
                    "(actor, connection) pairs that sent a bunch"),
            Metric.scalar(BattleRoyaleMetrics.CHARACTER_PAIRS_CONSIDERED_PER_FRAME, "pairs/frame",
                    "(connection, character) interleaving decisions"),
            Metric.scalar(BattleRoyaleMetrics.ACTORS_CONSIDERED_PER_CONNECTION, "actors",
                    "actors the replication pass's gather stage looked at per open connection per frame"),
            Metric.scalar(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT, "%",
                    "(character, connection, frame) replications skipped by interleaving"),
            Metric.scalar(BattleRoyaleMetrics.MESSAGES_DISPATCHED_PER_FRAME, "messages/frame", "client messages dispatched"),
            Metric.scalar(BattleRoyaleMetrics.SHOTS_PER_S, "shots/s", "shots dispatched per second"),
            Metric.scalar(BattleRoyaleMetrics.SHOT_LATENCY_MEAN_MS, "ms", "shot latency, client A to client B: mean"),
            Metric.scalar(BattleRoyaleMetrics.SHOT_LATENCY_P50_MS, "ms", "shot latency: median"),
            Metric.scalar(BattleRoyaleMetrics.SHOT_LATENCY_P95_MS, "ms", "shot latency: 95th percentile"),
            Metric.scalar(BattleRoyaleMetrics.SHOT_LATENCY_P99_MS, "ms", "shot latency: 99th percentile"),
            Metric.scalar(BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS, "ms", "shot RPC wait from dispatch to send"),
            Metric.scalar(BattleRoyaleMetrics.BYTES_PER_CONNECTION_S, "bytes/s", "bytes sent per open connection per second"),
            Metric.scalar(BattleRoyaleMetrics.SENDS_PER_CONNECTION_S, "sends/s", "sends per open connection per second"),
            Metric.scalar(BattleRoyaleMetrics.ALIVE_MEAN, "players", "alive players, mean over the measured frames"),
            Metric.scalar(BattleRoyaleMetrics.FAR_ERROR_P50 + ".<band>", "m",
                    "true position vs last position sent, median, by distance band or skip step"),
            Metric.scalar(BattleRoyaleMetrics.FAR_ERROR_P95 + ".<band>", "m",
                    "true position vs last position sent, 95th percentile, by distance band or skip step"),
            Metric.series(BattleRoyaleMetrics.TICK_HZ_SERIES, "Hz", "tick rate per second of match time"),
            Metric.series(BattleRoyaleMetrics.ALIVE_SERIES, "players", "alive count per second of match time"),
            Metric.series(BattleRoyaleMetrics.FRAME_MS_SERIES, "ms", "mean frame work per second of match time"),
            Metric.distribution(BattleRoyaleMetrics.SHOT_LATENCY_DISTRIBUTION, "ms",
                    "shot latency, client A to client B (CDF at 1% steps)"),
            Metric.distribution(BattleRoyaleMetrics.FAR_ERROR_DISTRIBUTION + ".<band>", "m",
                    "far-character error in this distance band (p50, p90, p95, p99)"));

    private BattleRoyaleModel() {
    }

    /**
     * Runs the scenario. Net Flush's actor replication is the Unreal server's pass with
     * {@code unrealCosts}' unit costs scaled to {@code brCosts}' per-serialized-actor cost (see
     * {@link UnrealCostBridge}).
     *
     * @param brCosts     a {@link BattleRoyaleCosts} profile
     * @param unrealCosts an {@link org.repsim.models.unreal.UnrealCosts} profile (its shape)
     */
    public static RunOutput run(BattleRoyaleScenario scenario, CostProfile brCosts, CostProfile unrealCosts,
                                RunWindow window, RandomStreams streams) {
        return run(new RunContext(window, streams), scenario, brCosts, unrealCosts);
    }

    /** As {@link #run(BattleRoyaleScenario, CostProfile, CostProfile, RunWindow, RandomStreams)}, on a given (fresh) context. */
    static RunOutput run(RunContext ctx, BattleRoyaleScenario scenario, CostProfile brCosts, CostProfile unrealCosts) {
        PhaseCosts costs = new PhaseCosts(brCosts);
        return simulate(ctx, scenario, costs,
                UnrealCostBridge.scaled(unrealCosts, costs.flushPerSerializedActorPerConnectionNs()));
    }

    /** Runs the scenario with {@code unrealUnitCosts} used as they are by the replication pass. */
    static RunOutput runUnscaled(BattleRoyaleScenario scenario, CostProfile brCosts, CostProfile unrealUnitCosts,
                                 RunWindow window, RandomStreams streams) {
        return simulate(new RunContext(window, streams), scenario, new PhaseCosts(brCosts), unrealUnitCosts);
    }

    private static RunOutput simulate(RunContext ctx, BattleRoyaleScenario scenario, PhaseCosts costs,
                                      CostProfile unrealCosts) {
        RunWindow window = ctx.window();
        World world = new World(scenario.mapSizeM(), scenario.players(),
                PlayZone.forSpawn(scenario.spawn(), scenario.mapSizeM(), ctx.stream("spawn")));
        new SpawnPlacement(ctx.stream("spawn")).place(world, scenario.spawn());
        OtherActors others = new OtherActors(scenario.otherActors(), scenario.mapSizeM(), ctx.stream("spawn"),
                ctx.stream("other-actors"));
        PlayerMovement movement = new PlayerMovement(scenario.movement(), ctx.stream("movement"));
        movement.start(world, 0.0);
        AlivePopulation population = new AlivePopulation(scenario.aliveCurve(), ctx.stream("deaths"));
        ClientLinks links = new ClientLinks(scenario.players(), scenario.client(), ctx.stream("latency-jitter"));
        ClientUplink uplink = new ClientUplink(world, links, scenario.client(), ctx.stream("shots"), 0.0);

        CostLedger ledger = ctx.ledger();
        int dispatchScope = ledger.scope("NetDispatch");
        int sendFlushScope = ledger.scope("NetSendFlush");
        int simulateScope = ledger.scope("Simulate");
        int flushScope = ledger.scope("NetFlush");

        RpcSendBuffer buffer = new RpcSendBuffer(scenario.players());
        ConnectionTraffic traffic = new ConnectionTraffic(scenario.players());
        ShotLatencyProbe probe = new ShotLatencyProbe();
        FarCharacterError error = new FarCharacterError(world, scenario.errorBandEdgesM());
        CharacterInterleaving interleaving = new CharacterInterleaving(world, scenario.interleaving(), error);
        ctx.onMeasurement(new RunContext.MeasurementListener() {
            @Override
            public void windowStarted(long nowNanos) {
                interleaving.setMeasuring(true);
            }

            @Override
            public void windowEnded(long nowNanos) {
                interleaving.setMeasuring(false);
            }
        });
        FlushServer replication = new FlushServer(ctx, world, others, interleaving, scenario, unrealCosts, links);

        NetDispatch dispatch = new NetDispatch(world, buffer, costs, scenario, ledger, dispatchScope);
        NetSendFlush sendFlush = scenario.netSendFlush()
                ? new NetSendFlush(buffer, costs, traffic, links, probe, ledger, sendFlushScope) : null;
        NetFlush flush = new NetFlush(replication, buffer, costs, traffic, links, probe, ledger, flushScope, scenario.players());
        FramePhases phases = new FramePhases(world, population, movement, others, uplink, dispatch, sendFlush, flush,
                costs, ledger, simulateScope);

        // NetServerMaxTickRate: a frame never starts sooner than 1/rate after the previous one; the
        // first frame comes one capped interval after a notional previous one (its bandwidth
        // bucket gets one frame of credit).
        FrameLoop loop = FrameLoop.capped(ctx, scenario.maxTickRateHz());
        phases.register(loop);
        MatchTimeline timeline = new MatchTimeline(window.warmupNanos() / 1e9, window.durationSeconds());
        FrameTotals totals = new FrameTotals();
        loop.onFrameEnd(f -> {
            phases.frameEnded(f);
            if (f.measured()) {
                FramePhases.PhaseTimes times = phases.times();
                totals.add(times, f.lengthNanos(), world.aliveCount());
                timeline.frame(f.startNanos() / 1e9, f.lengthNanos() / 1e9, world.aliveCount(), times.totalS());
            }
        });
        ctx.run();

        BattleRoyaleResults results = new BattleRoyaleResults(totals, window.durationSeconds(), dispatch, flush,
                interleaving, probe, traffic, error, scenario.errorBandEdgesM());
        SortedMap<String, Double> metrics = results.metrics();
        for (double v : metrics.values()) {
            ctx.fingerprint().add(v);
        }
        List<TimeSeries> series = List.of(timeline.tickRate(), timeline.aliveCount(), timeline.frameMs());
        return new RunOutput(metrics, ctx.timers(), ctx.fingerprint().value(), series, results.distributions());
    }
}
