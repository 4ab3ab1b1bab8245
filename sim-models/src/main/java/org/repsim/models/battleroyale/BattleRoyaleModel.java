package org.repsim.models.battleroyale;

import java.util.List;
import java.util.SortedMap;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;
import org.repsim.models.unreal.cost.UnrealCostProfile;

/**
 * The battle-royale server (pubg-interleaving.md): frames of Net Dispatch, optional Net Send
 * Flush, Simulate and Net Flush over a map of moving, dying players, with distance-based
 * interleaving of character replication. Nothing about the frame length is given: it is the sum
 * of the phases' unit costs times the operations simulated, floored by the max tick rate.
 *
 * <p>Random streams, one per component: "spawn" (placement), "movement" (legs), "deaths",
 * "shots" (fire times), "latency-jitter" (link latencies, jitter, input phases), "other-actors"
 * (which vehicle/door/loot changes), and the Unreal pass's "net-update-spread". Match time 0 is
 * the start of the warm-up.
 */
public final class BattleRoyaleModel {
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

        // Frame starts are kept in whole nanoseconds (like RunWindow) so that every interval is
        // an exact integer >= the cap's minimum and the tick rate can never round above the cap.
        long minFrameNanos = (long) Math.ceil(1e9 / scenario.maxTickRateHz());
        MatchTimeline timeline = new MatchTimeline(window.warmupNanos() / 1e9, window.durationSeconds());
        FrameTotals totals = new FrameTotals();
        long startNanos = 0;
        // As in the Unreal model, the first frame comes one capped interval after a notional
        // previous one (its bandwidth bucket gets one frame of credit).
        long previousStartNanos = -minFrameNanos;
        int frame = 0;
        while (startNanos < window.endNanos()) {
            boolean measuring = startNanos >= window.warmupNanos();
            ledger.setMeasuring(measuring);
            interleaving.setMeasuring(measuring);
            FramePhases.PhaseTimes times = phases.run(startNanos, startNanos - previousStartNanos, frame, measuring);
            // NetServerMaxTickRate: a frame never starts sooner than 1/rate after the previous one.
            long intervalNanos = Math.max(Math.round(times.totalS() * 1e9), minFrameNanos);
            phases.frameEnded(frame, startNanos + intervalNanos);
            fingerprint.event(startNanos, frame & 0xFF);
            if (measuring) {
                totals.add(times, intervalNanos, world.aliveCount());
                timeline.frame(startNanos / 1e9, intervalNanos / 1e9, world.aliveCount(), times.totalS());
            }
            previousStartNanos = startNanos;
            startNanos += intervalNanos;
            frame++;
        }

        BattleRoyaleResults results = new BattleRoyaleResults(totals, window.durationSeconds(), dispatch, flush,
                interleaving, probe, traffic, error, scenario.errorBandEdgesM());
        SortedMap<String, Double> metrics = results.metrics();
        for (double v : metrics.values()) {
            fingerprint.add(v);
        }
        List<TimeSeries> series = List.of(timeline.tickRate(), timeline.aliveCount(), timeline.frameMs());
        return new RunOutput(metrics, ledger.snapshot(), fingerprint.value(), series, results.distributions());
    }

    private static RandomStream listened(RandomStreams streams, String name, Fingerprint fingerprint) {
        RandomStream s = streams.stream(name);
        s.setListener(fingerprint);
        return s;
    }
}
