package org.repsim.models.battleroyale;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;
import org.repsim.engine.stats.Tally;
import org.repsim.models.unreal.cost.UnrealCostProfile;

/**
 * The battle-royale server (pubg-interleaving.md): frames of Net Dispatch, optional Net Send
 * Flush, Simulate and Net Flush over a map of moving, dying players, with distance-based
 * interleaving of character replication. Nothing about the frame length is given: it is the sum
 * of the phases' unit costs times the operations simulated, floored by the max tick rate.
 *
 * <p>Random streams, one per component: "spawn" (placement), "movement" (legs), "deaths",
 * "shots" (fire times), "latency-jitter" (link latencies, jitter, input phases), "other-actors"
 * (which vehicle/door/loot changes). Match time 0 is the start of the warm-up.
 */
public final class BattleRoyaleModel {
    /** Probabilities of the shot-latency quantile summary (a CDF at 1% steps). */
    static final double[] CDF_PROBABILITIES = cdfProbabilities();

    private BattleRoyaleModel() {
    }

    /**
     * Runs the scenario. Net Flush's actor replication is the Unreal model's pass with the shipped
     * Unreal profile's unit costs scaled to this profile's per-serialized-actor cost (see
     * {@link UnrealCostBridge}).
     */
    public static RunOutput run(BattleRoyaleScenario scenario, BattleRoyaleCostProfile costs, RunWindow window,
                                RandomStreams streams) {
        UnrealCostProfile unreal = UnrealCostBridge.scaled(UnrealCostProfile.ue58Editor(),
                costs.flushPerSerializedActorPerConnectionNs());
        return run(scenario, costs, unreal, window, streams);
    }

    /** Runs the scenario with explicit unit costs for the Unreal replication pass. */
    static RunOutput run(BattleRoyaleScenario scenario, BattleRoyaleCostProfile costs, UnrealCostProfile unrealCosts,
                         RunWindow window, RandomStreams streams) {
        Fingerprint fingerprint = new Fingerprint();
        RandomStream spawn = listened(streams, "spawn", fingerprint);
        RandomStream movementStream = listened(streams, "movement", fingerprint);
        RandomStream deaths = listened(streams, "deaths", fingerprint);
        RandomStream shots = listened(streams, "shots", fingerprint);
        RandomStream jitter = listened(streams, "latency-jitter", fingerprint);
        RandomStream otherActorStream = listened(streams, "other-actors", fingerprint);
        // Same name as the Unreal model's stream, so both draw the same NextUpdateTime spread.
        RandomStream netUpdateSpread = listened(streams, "net-update-spread", fingerprint);

        World world = new World(scenario.mapSizeM(), scenario.players(),
                PlayZone.forSpawn(scenario.spawn(), scenario.mapSizeM(), spawn));
        new SpawnPlacement(spawn).place(world, scenario.spawn());
        OtherActors others = new OtherActors(scenario.otherActors(), scenario.mapSizeM(), spawn, otherActorStream);
        PlayerMovement movement = new PlayerMovement(scenario.movement(), movementStream);
        movement.start(world, 0.0);
        AlivePopulation population = new AlivePopulation(scenario.aliveCurve(), deaths);
        ClientLinks links = new ClientLinks(scenario.players(), scenario.client(), jitter);
        ClientUplink uplink = new ClientUplink(world, links, scenario.client(), shots, 0.0);

        CostLedger ledger = new CostLedger();
        int dispatchScope = ledger.scope("NetDispatch");
        int sendFlushScope = ledger.scope("NetSendFlush");
        int simulateScope = ledger.scope("Simulate");
        int flushScope = ledger.scope("NetFlush");

        RpcSendBuffer buffer = new RpcSendBuffer(scenario.players());
        ConnectionTraffic traffic = new ConnectionTraffic(scenario.players());
        ShotLatencyProbe probe = new ShotLatencyProbe();
        FarCharacterError error = new FarCharacterError(world, scenario.errorBandEdgesM());
        CharacterInterleaving interleaving = new CharacterInterleaving(world, scenario.interleaving(), error);
        FlushReplication replication = new UnrealFlushPass(world, others, interleaving, scenario, unrealCosts, links,
                ledger, netUpdateSpread, name -> listened(streams, name, fingerprint));

        NetDispatch dispatch = new NetDispatch(world, buffer, costs, scenario, ledger, dispatchScope);
        NetSendFlush sendFlush = scenario.netSendFlush()
                ? new NetSendFlush(buffer, costs, traffic, links, probe, ledger, sendFlushScope) : null;
        NetFlush flush = new NetFlush(replication, buffer, costs, traffic, links, probe, ledger, flushScope,
                scenario.players());
        FramePhases phases = new FramePhases(world, population, movement, others, uplink, dispatch, sendFlush, flush,
                costs, ledger, simulateScope);

        double warmupS = window.warmupNanos() / 1e9;
        // Frame starts are kept in whole nanoseconds (like RunWindow) so that every interval is
        // an exact integer >= the cap's minimum and the tick rate can never round above the cap.
        long minFrameNanos = (long) Math.ceil(1e9 / scenario.maxTickRateHz());
        MatchTimeline timeline = new MatchTimeline(warmupS, window.durationSeconds());
        long startNanos = 0;
        // As in the Unreal model, the first frame comes one capped interval after a notional
        // previous one (its bandwidth bucket gets one frame of credit).
        long previousStartNanos = -minFrameNanos;
        int frame = 0;
        long measuredFrames = 0;
        double aliveSum = 0.0;
        double[] phaseSumS = new double[4];
        long intervalSumNanos = 0;
        while (startNanos < window.endNanos()) {
            boolean measuring = startNanos >= window.warmupNanos();
            ledger.setMeasuring(measuring);
            interleaving.setMeasuring(measuring);
            FramePhases.PhaseTimes times = phases.run(startNanos, startNanos - previousStartNanos, frame, measuring);
            double workS = times.totalS();
            // NetServerMaxTickRate: a frame never starts sooner than 1/rate after the previous one.
            long intervalNanos = Math.max(Math.round(workS * 1e9), minFrameNanos);
            phases.frameEnded(frame, startNanos + intervalNanos);
            fingerprint.event(startNanos, frame & 0xFF);
            if (measuring) {
                measuredFrames++;
                aliveSum += world.aliveCount();
                phaseSumS[0] += times.dispatchS();
                phaseSumS[1] += times.sendFlushS();
                phaseSumS[2] += times.simulateS();
                phaseSumS[3] += times.flushS();
                intervalSumNanos += intervalNanos;
                timeline.frame(startNanos / 1e9, intervalNanos / 1e9, world.aliveCount(), workS);
            }
            previousStartNanos = startNanos;
            startNanos += intervalNanos;
            frame++;
        }
        double intervalSumS = intervalSumNanos / 1e9;
        double workSumS = phaseSumS[0] + phaseSumS[1] + phaseSumS[2] + phaseSumS[3];

        TimerTree timers = ledger.snapshot();
        double durationS = window.durationSeconds();
        double aliveMean = measuredFrames == 0 ? 0.0 : aliveSum / measuredFrames;
        TreeMap<String, Double> m = new TreeMap<>();
        // Tick rate = frames / their total frame time; every interval is >= 1/max rate, so this
        // can never exceed the cap (frames started / window length could, by one boundary frame).
        m.put(BattleRoyaleMetrics.TICK_HZ, measuredFrames == 0 ? 0.0 : measuredFrames / intervalSumS);
        m.put(BattleRoyaleMetrics.FRAME_MS, perFrame(workSumS * 1e3, measuredFrames));
        m.put(BattleRoyaleMetrics.FRAME_INTERVAL_MS, perFrame(intervalSumS * 1e3, measuredFrames));
        // Phase times from the phases themselves: Net Flush also holds the Unreal pass's own
        // top-level scopes (ServerReplicateActors, TickChannels, SendPackets, FlushNetDormancy).
        m.put(BattleRoyaleMetrics.NET_DISPATCH_MS, perFrame(phaseSumS[0] * 1e3, measuredFrames));
        m.put(BattleRoyaleMetrics.NET_SEND_FLUSH_MS, perFrame(phaseSumS[1] * 1e3, measuredFrames));
        m.put(BattleRoyaleMetrics.SIMULATE_MS, perFrame(phaseSumS[2] * 1e3, measuredFrames));
        m.put(BattleRoyaleMetrics.NET_FLUSH_MS, perFrame(phaseSumS[3] * 1e3, measuredFrames));
        m.put(BattleRoyaleMetrics.ACTORS_SERIALIZED_PER_FRAME, perFrame(flush.serialized(), measuredFrames));
        m.put(BattleRoyaleMetrics.CHARACTER_PAIRS_CONSIDERED_PER_FRAME,
                perFrame(interleaving.considered(), measuredFrames));
        m.put(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT, interleaving.considered() == 0 ? 0.0
                : 100.0 * interleaving.skipped() / interleaving.considered());
        m.put(BattleRoyaleMetrics.MESSAGES_DISPATCHED_PER_FRAME, perFrame(dispatch.messagesDispatched(), measuredFrames));
        m.put(BattleRoyaleMetrics.SHOTS_PER_S, dispatch.shotsDispatched() / durationS);
        Tally latency = probe.latencyMs();
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_MEAN_MS, latency.mean());
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_P50_MS, quantile(latency, 0.50));
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_P95_MS, quantile(latency, 0.95));
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_P99_MS, quantile(latency, 0.99));
        m.put(BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS, probe.queueDelayMs().mean());
        double connectionSeconds = aliveMean * durationS;
        m.put(BattleRoyaleMetrics.BYTES_PER_CONNECTION_S,
                connectionSeconds == 0 ? 0.0 : traffic.totalBytes() / connectionSeconds);
        m.put(BattleRoyaleMetrics.SENDS_PER_CONNECTION_S,
                connectionSeconds == 0 ? 0.0 : traffic.sends() / connectionSeconds);
        m.put(BattleRoyaleMetrics.ALIVE_MEAN, aliveMean);
        List<Double> edges = scenario.errorBandEdgesM();
        List<Quantiles> distributions = new ArrayList<>();
        distributions.add(new Quantiles(BattleRoyaleMetrics.SHOT_LATENCY_DISTRIBUTION, CDF_PROBABILITIES,
                quantiles(latency, CDF_PROBABILITIES)));
        for (int b = 0; b < error.bands(); b++) {
            String label = BattleRoyaleMetrics.bandLabel(edges, b);
            ErrorHistogram h = error.band(b);
            m.put(BattleRoyaleMetrics.FAR_ERROR_P50 + "." + label, h.quantile(0.50));
            m.put(BattleRoyaleMetrics.FAR_ERROR_P95 + "." + label, h.quantile(0.95));
            double[] p = {0.5, 0.9, 0.95, 0.99};
            double[] v = new double[p.length];
            for (int i = 0; i < p.length; i++) {
                v[i] = h.quantile(p[i]);
            }
            distributions.add(new Quantiles(BattleRoyaleMetrics.FAR_ERROR_DISTRIBUTION + "." + label, p, v));
        }
        for (int s = 0; s < FarCharacterError.REPORTED_SKIP_STEPS; s++) {
            String label = BattleRoyaleMetrics.skipLabel(s);
            m.put(BattleRoyaleMetrics.FAR_ERROR_P50 + "." + label, error.skipStep(s).quantile(0.50));
            m.put(BattleRoyaleMetrics.FAR_ERROR_P95 + "." + label, error.skipStep(s).quantile(0.95));
        }
        for (double v : m.values()) {
            fingerprint.add(v);
        }
        List<TimeSeries> series = List.of(timeline.tickRate(), timeline.aliveCount(), timeline.frameMs());
        return new RunOutput(m, timers, fingerprint.value(), series, distributions);
    }

    private static RandomStream listened(RandomStreams streams, String name, Fingerprint fingerprint) {
        RandomStream s = streams.stream(name);
        s.setListener(fingerprint);
        return s;
    }

    private static double perFrame(double total, long frames) {
        return frames == 0 ? 0.0 : total / frames;
    }

    private static double quantile(Tally t, double p) {
        return t.count() == 0 ? Double.NaN : t.quantile(p);
    }

    private static double[] quantiles(Tally t, double[] p) {
        double[] v = new double[p.length];
        for (int i = 0; i < p.length; i++) {
            v[i] = quantile(t, p[i]);
        }
        return v;
    }

    private static double[] cdfProbabilities() {
        double[] p = new double[101];
        for (int i = 0; i <= 100; i++) {
            p[i] = i / 100.0;
        }
        return p;
    }
}
