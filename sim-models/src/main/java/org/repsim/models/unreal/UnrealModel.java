package org.repsim.models.unreal;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;
import org.repsim.models.unreal.connection.BandwidthBucket;
import org.repsim.models.unreal.connection.Connection;
import org.repsim.models.unreal.connection.FrameTimeline;
import org.repsim.models.unreal.connection.PacketWriter;
import org.repsim.models.unreal.cost.FrameWorkModel;
import org.repsim.models.unreal.cost.ReplicationScopes;
import org.repsim.models.unreal.cost.UnitCosts;
import org.repsim.models.unreal.cost.UnrealCostProfile;
import org.repsim.models.unreal.dormancy.DormancyPolicy;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.object.ReplicatedWorld;
import org.repsim.models.unreal.object.ReplicatorLayout;
import org.repsim.models.unreal.object.WireType;
import org.repsim.models.unreal.replication.ConnectionActorFilter;
import org.repsim.models.unreal.replication.FrameClock;
import org.repsim.models.unreal.replication.FrameCounters;
import org.repsim.models.unreal.replication.NetDriver;
import org.repsim.models.unreal.replication.NetworkObjectList;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.replication.ReplicatorStates;
import org.repsim.models.unreal.workload.GameCode;

/**
 * The Unreal replication model: server frames of non-replication work, game code
 * (workloads), {@code ServerReplicateActors} (and optionally a replay driver's), and the
 * connections' channel tick; the frame's length is its simulated work, never shorter than
 * {@code 1/maxTickRate}, so the tick rate emerges.
 */
public final class UnrealModel {

    /** A client copy costs 4 bytes per property slot per connection; above this many it is not kept. */
    static final long MAX_CLIENT_VIEW_SLOTS = 64_000_000L;
    /** A property still differing this long after its last write counts as stale. */
    static final long STALE_SETTLE_NANOS = 1_000_000_000L;

    /** Every scalar metric (property-level ones follow {@code property.<layout>.<prop>.*}). */
    public static final List<MetricInfo> METRICS = List.of(
            new MetricInfo("server_replicate_actors_ms", "ms/frame", "ServerReplicateActors inclusive simulated time per frame"),
            new MetricInfo("frame_ms", "ms", "mean frame length"),
            new MetricInfo("tick_hz", "Hz", "frames per simulated second"),
            new MetricInfo("replicate_actor_calls_per_frame", "calls/frame", "ReplicateActor calls, all connections"),
            new MetricInfo("replicate_actor_us", "us/call", "ServerReplicateActors inclusive time per ReplicateActor call"),
            new MetricInfo("replicate_actor_inclusive_us", "us/call", "ReplicateActor scope inclusive time per call"),
            new MetricInfo("compare_calls_per_frame", "calls/frame", "object compares (shared by connections)"),
            new MetricInfo("compared_properties_per_frame", "properties/frame", "candidate properties compared"),
            new MetricInfo("changed_properties_per_frame", "properties/frame", "properties found changed by compares"),
            new MetricInfo("serialize_calls_per_frame", "calls/frame", "change-list serializations, all connections"),
            new MetricInfo("serialize_us_per_call", "us/call", "SerializeProperties time per call"),
            new MetricInfo("whole_state_serializations_per_frame", "calls/frame", "whole-state serializations (new channels)"),
            new MetricInfo("skipped_replicators_per_frame", "replicators/frame", "replicators skipped by skip-undirtied, all connections"),
            new MetricInfo("skipped_subobjects_per_frame", "replicators/frame", "skipped replicators that are components"),
            new MetricInfo("subobject_calls_per_frame", "calls/frame", "subobject replicator calls, all connections"),
            new MetricInfo("bytes_per_frame", "bytes/frame", "bytes sent (bunches and packet headers), all connections"),
            new MetricInfo("wire_bytes_per_frame", "bytes/frame", "bytes_per_frame plus IP/UDP overhead"),
            new MetricInfo("packets_per_frame", "packets/frame", "packets sent, all connections"),
            new MetricInfo("active_objects_per_frame", "actors/frame", "actors on the active network object list"),
            new MetricInfo("due_actors_per_frame", "actors/frame", "actors on the consider list"),
            new MetricInfo("channels_opened_per_frame", "channels/frame", "actor channels opened, all connections"),
            new MetricInfo("channels_closed_per_frame", "channels/frame", "actor channels closed for dormancy, all connections"),
            new MetricInfo("actors_replicated_per_connection_frame", "actors", "ReplicateActor calls per connection per frame"),
            new MetricInfo("actors_sent_per_connection_frame", "actors", "actors that sent a bunch, per connection per frame"),
            new MetricInfo("waste_pct", "%", "Network Profiler waste: 100 - RepHz/UpdateHz*100"),
            new MetricInfo("stale_properties", "properties", "(connection, property) pairs stale at the end; -1 if not tracked"),
            new MetricInfo("validation_reports", "reports", "changes found without a mark by validation mode"),
            new MetricInfo("gather_prioritize_ms", "ms/frame", "GatherPrioritize inclusive"),
            new MetricInfo("replicate_actor_exclusive_ms", "ms/frame", "ReplicateActor exclusive"),
            new MetricInfo("compare_ms", "ms/frame", "CompareProperties"),
            new MetricInfo("serialize_ms", "ms/frame", "SerializeProperties"),
            new MetricInfo("deleted_subobject_check_ms", "ms/frame", "DeletedSubobjectCheck"),
            new MetricInfo("replicate_subobjects_ms", "ms/frame", "ReplicateSubobjects"),
            new MetricInfo("channel_open_ms", "ms/frame", "ChannelOpen"),
            new MetricInfo("channel_tick_ms", "ms/frame", "TickChannels inclusive (outside ServerReplicateActors)"),
            new MetricInfo("dormancy_flush_ms", "ms/frame", "FlushNetDormancy calls from game code"),
            new MetricInfo("flush_calls_per_frame", "calls/frame", "FlushNetDormancy calls"),
            new MetricInfo("game_work_ms", "ms/frame", "non-replication game work"),
            new MetricInfo("saturated_connection_frames", "connections/frame", "connections that hit their byte budget, per frame"),
            new MetricInfo("pending_actors_per_frame", "actors/frame", "actors left for the next frame by saturation"),
            new MetricInfo("rpcs_dropped", "rpcs", "unreliable RPCs dropped on saturated connections"),
            new MetricInfo("replay_server_replicate_actors_ms", "ms/frame", "replay driver's replication pass (0 without one)"),
            new MetricInfo("bits_per_frame.int32", "bits/frame", "bits sent for int32 properties"),
            new MetricInfo("bits_per_frame.float", "bits/frame", "bits sent for float properties"),
            new MetricInfo("bits_per_frame.bool", "bits/frame", "bits sent for bool properties"),
            new MetricInfo("bits_per_frame.vector", "bits/frame", "bits sent for FVector properties"),
            new MetricInfo("bits_per_frame.struct", "bits/frame", "bits sent for struct properties"),
            new MetricInfo("bits_per_frame.static_array", "bits/frame", "bits sent for static array elements"),
            new MetricInfo("bits_per_frame.dynamic_array", "bits/frame", "bits sent for dynamic arrays"),
            new MetricInfo("bits_per_frame.object_reference", "bits/frame", "bits sent for object references"),
            new MetricInfo("bits_per_frame.custom_net_serialize", "bits/frame", "bits sent for custom NetSerialize structs"),
            new MetricInfo("bits_per_frame.headers", "bits/frame", "bunch and subobject headers"),
            // Families: one metric per layout / property / connection (placeholders in <>).
            new MetricInfo("class.<layout>.compare_calls_per_frame", "calls/frame", "object compares of a class body or component"),
            new MetricInfo("property.<layout>.<property>.compares_per_frame", "compares/frame", "compares of one property"),
            new MetricInfo("property.<layout>.<property>.changes_per_frame", "changes/frame", "changes found for one property"),
            new MetricInfo("connection.<index>.bytes_per_frame", "bytes/frame", "bytes sent on one connection (up to 16 connections)"),
            new MetricInfo("connection.<index>.packets_per_frame", "packets/frame", "packets sent on one connection"),
            new MetricInfo("connection.<index>.actors_replicated_per_frame", "actors/frame", "ReplicateActor calls on one connection"),
            new MetricInfo("connection.<index>.saturated_frames_pct", "%", "frames in which the connection hit its byte budget"));

    private UnrealModel() {
    }

    public static RunOutput run(UnrealScenario scenario, UnrealCostProfile profile, RunWindow window, RandomStreams streams) {
        return simulate(scenario, profile, window, streams).output();
    }

    /** Runs the scenario and returns the output with raw totals. */
    public static UnrealRun simulate(UnrealScenario scenario, UnrealCostProfile profile, RunWindow window,
                                     RandomStreams streams) {
        return new Simulation(scenario, profile, window, streams, false).execute();
    }

    /**
     * As {@link #simulate}, but always sorting by priority even when no connection can saturate
     * (the sort is otherwise elided); used to prove the elision changes nothing.
     */
    static UnrealRun simulateAlwaysSorting(UnrealScenario scenario, UnrealCostProfile profile, RunWindow window,
                                           RandomStreams streams) {
        return new Simulation(scenario, profile, window, streams, true).execute();
    }

    /** One run's wiring and frame loop. */
    private static final class Simulation {
        private final UnrealScenario sc;
        private final ReplicationSettings settings;
        private final UnitCosts u;
        private final RunWindow window;
        private final RandomStreams streams;
        private final Fingerprint fingerprint = new Fingerprint();
        private final boolean alwaysSort;

        Simulation(UnrealScenario sc, UnrealCostProfile profile, RunWindow window, RandomStreams streams,
                   boolean alwaysSort) {
            this.alwaysSort = alwaysSort;
            this.sc = sc;
            this.settings = sc.settings();
            this.u = new UnitCosts(profile);
            this.window = window;
            this.streams = streams;
        }

        private RandomStream stream(String name) {
            RandomStream s = streams.stream(name);
            s.setListener(fingerprint);
            return s;
        }

        UnrealRun execute() {
            RandomStream placement = stream("placement");
            ReplicatedWorld world = new ReplicatedWorld(sc.classes(), sc.actors(), u, u.bunchHeaderBits,
                    u.subobjectHeaderBits, u.rpcBits, settings.worldSizeMeters(), placement);
            NetworkObjectList active = new NetworkObjectList(world.actorCount);
            FrameTimeline timeline = new FrameTimeline();
            long rtt = Math.round(sc.network().rttMs() * 1e6);
            int nConn = sc.connections();
            boolean trackClients = (long) world.slotCount * nConn <= MAX_CLIENT_VIEW_SLOTS;
            double loss = sc.network().lossProbability();
            Connection[] conns = new Connection[nConn];
            for (int c = 0; c < nConn; c++) {
                float vx = 0;
                float vy = 0;
                if (settings.worldSizeMeters() > 0) {
                    vx = (float) (placement.nextDouble() * settings.worldSizeMeters());
                    vy = (float) (placement.nextDouble() * settings.worldSizeMeters());
                }
                conns[c] = new Connection(c, world.actorCount, world.objectCount, world.slotCount, trackClients, timeline,
                        rtt, new BandwidthBucket(settings.connectionRateBytesPerSecond(), settings.maxTickRateHz()),
                        new PacketWriter(u.maxPacketBytes, u.packetHeaderBits, u.packetOverheadBytes, loss,
                                loss > 0 ? stream("packet-loss-" + c) : null), vx, vy);
                assignRelevancy(world, conns[c]);
            }
            boolean[] wanted = new boolean[world.actorCount];
            for (int a = 0; a < world.actorCount; a++) {
                wanted[a] = world.classes.get(world.actorClass[a]).dormancy() == DormancyMode.DORMANT_ALL;
            }
            ReplicatorStates gameStates = new ReplicatorStates(world);
            DormancyPolicy dormancy = new DormancyPolicy(world, gameStates, active, conns, timeline, rtt,
                    u.bunchHeaderBits, wanted);
            FrameCounters fc = new FrameCounters();
            NetDriver game = new NetDriver(world, gameStates, settings, conns, active, dormancy,
                    stream("net-update-spread"), u, fc, loss > 0 || alwaysSort);
            if (!sc.interleaving().steps().isEmpty()) {
                game.setConnectionActorFilter(interleavingFilter(world, conns));
            }

            NetDriver replay = null;
            FrameCounters rfc = new FrameCounters();
            ReplicatorStates[] drivers = {gameStates};
            if (settings.replayDriver()) {
                ReplicatorStates replayStates = new ReplicatorStates(world);
                Connection rec = new Connection(0, world.actorCount, world.objectCount, world.slotCount, false, timeline, 0L,
                        new BandwidthBucket(1e15, settings.maxTickRateHz()),
                        new PacketWriter(u.maxPacketBytes, u.packetHeaderBits, 0, 0.0, null), 0f, 0f);
                java.util.Arrays.fill(rec.relevant, true);
                java.util.Arrays.fill(rec.priorityScale, 1f);
                replay = new NetDriver(world, replayStates, settings, new Connection[] {rec}, active, null,
                        stream("replay-net-update-spread"), u, rfc, alwaysSort);
                drivers = new ReplicatorStates[] {gameStates, replayStates};
            }
            GameCode gameCode = new GameCode(world, sc.workloads(), drivers, dormancy, game, active, this::stream);

            CostLedger ledger = new CostLedger();
            int gameWork = ledger.scope("GameWork");
            int flushScope = ledger.scope("FlushNetDormancy", gameWork);
            int rpcScope = ledger.scope("ProcessRemoteFunction", gameWork);
            ReplicationScopes gameScopes = new ReplicationScopes(ledger, u, "ServerReplicateActors", true);
            ReplicationScopes replayScopes = replay == null ? null
                    : new ReplicationScopes(ledger, u, "DemoReplicateActors", false);
            int sendPackets = ledger.scope("SendPackets");
            FrameWorkModel frameWork = new FrameWorkModel(u, stream("frame-work"));

            long capNanos = Math.round(1e9 / settings.maxTickRateHz());
            long now = 0;
            long prevStart = -capNanos;
            int frame = 0;
            boolean measuring = false;
            FrameCounters totals = new FrameCounters();
            long measuredFrames = 0;
            double measuredNanos = 0;
            long measureStart = 0;
            long prevPackets = 0;
            long actorConnectionFrames = 0;
            SecondBins bins = new SecondBins();
            PerConnection perConnection = new PerConnection(nConn);
            while (now < window.endNanos()) {
                if (!measuring && now >= window.warmupNanos()) {
                    measuring = true;
                    measureStart = now;
                    ledger.setMeasuring(true);
                    game.compare().resetStats();
                    perConnection.start(conns);
                }
                double dt = (now - prevStart) / 1e9;
                ledger.beginFrame();
                fc.clear();
                rfc.clear();
                double work = frameWork.nextFrameNanos();
                ledger.charge(gameWork, 1, work);
                gameCode.run(now, dt, fc);
                ledger.chargeCalls(flushScope, fc.flushes, u.flushNetDormancyNs);
                ledger.chargeCalls(rpcScope, fc.rpcsSent, u.rpcSendNs);
                double beforeSra = ledger.frameNanos();
                game.replicate(frame, now, dt);
                gameScopes.chargeReplication(fc, nConn);
                double sraNanos = ledger.frameNanos() - beforeSra;
                if (replay != null) {
                    replay.replicate(frame, now, dt);
                    replayScopes.chargeReplication(rfc, 1);
                }
                dormancy.tickChannels(now, frame, fc);
                gameScopes.chargeTickChannels(fc, nConn);
                long packetsNow = 0;
                for (Connection c : conns) {
                    packetsNow += c.packets.packets();
                }
                actorConnectionFrames += fc.activeActors * nConn;
                fc.packets = packetsNow - prevPackets;
                prevPackets = packetsNow;
                fc.wireBytes = fc.payloadBits / 8 + fc.packets * (u.packetHeaderBits / 8 + u.packetOverheadBytes);
                ledger.chargeCalls(sendPackets, fc.packets, u.packetSendNs);
                double frameNanos = ledger.endFrame();
                double length = settings.frameClock() == FrameClock.SEQUENTIAL ? frameNanos
                        : Math.max(work, frameNanos - work);
                long frameLength = Math.max(capNanos, Math.round(length));
                timeline.setEnd(frame, now + frameLength);
                fingerprint.event(now, frame);
                fingerprint.add(fc.payloadBits);
                fingerprint.add(fc.compareCalls);
                fingerprint.add(fc.serializeCalls);
                if (measuring) {
                    totals.add(fc);
                    measuredFrames++;
                    measuredNanos += frameLength;
                    bins.add((now - measureStart) / 1e9, frameLength / 1e6, sraNanos / 1e6, bytesOf(fc, u), fc.activeActors);
                }
                prevStart = now;
                now += frameLength;
                frame++;
            }
            fingerprint.add(now);

            TimerTree tree = ledger.snapshot();
            long stale = trackClients ? countStale(world, conns, now) : -1;
            long starved = countNotProcessedSince(world, conns, active, measureStart);
            TreeMap<String, Double> m = metrics(tree, totals, measuredFrames, measuredNanos, nConn, stale, world, game, u);
            if (nConn <= PerConnection.MAX_REPORTED) {
                perConnection.report(conns, measuredFrames, u, m);
            }
            for (double v : m.values()) {
                fingerprint.add(v);
            }
            int seconds = (int) Math.ceil(now / 1e9);
            double[][] bytesPerSecond = new double[nConn][];
            for (int c = 0; c < nConn; c++) {
                bytesPerSecond[c] = conns[c].bytesBySecond(seconds);
            }
            RunOutput out = new RunOutput(m, tree, fingerprint.value(), bins.series(), List.of());
            return new UnrealRun(out, totals, measuredFrames, measuredNanos / 1e9, frameWork.levelNanos() / 1e6,
                    bytesPerSecond, stale, starved, actorConnectionFrames);
        }

        private static double bytesOf(FrameCounters f, UnitCosts u) {
            return f.payloadBits / 8.0 + f.packets * (u.packetHeaderBits / 8.0);
        }

        /**
         * Per-distance update rates: far (actor, connection) pairs are replicated every
         * (skip + 1)-th frame, phased by actor so far actors spread over the frames. Positions
         * are static, so each pair's skip is computed once.
         */
        private ConnectionActorFilter interleavingFilter(ReplicatedWorld world, Connection[] conns) {
            byte[][] skip = new byte[conns.length][world.actorCount];
            for (Connection c : conns) {
                for (int a = 0; a < world.actorCount; a++) {
                    if (world.actorOwner[a] != c.index) {
                        double dx = world.actorX[a] - c.viewX;
                        double dy = world.actorY[a] - c.viewY;
                        skip[c.index][a] = (byte) sc.interleaving().skipFramesAt(Math.sqrt(dx * dx + dy * dy));
                    }
                }
            }
            return (connection, actor, frame) -> {
                int k = skip[connection][actor];
                return k == 0 || (frame + actor) % (k + 1) == 0;
            };
        }

        /** Relevancy (always relevant, owner, or within cull distance) and the static priority scale. */
        private void assignRelevancy(ReplicatedWorld world, Connection c) {
            for (int a = 0; a < world.actorCount; a++) {
                int cls = world.actorClass[a];
                boolean owner = world.actorOwner[a] == c.index;
                double dx = world.actorX[a] - c.viewX;
                double dy = world.actorY[a] - c.viewY;
                double dist = Math.sqrt(dx * dx + dy * dy);
                double cull = world.classCullDistance[cls];
                c.relevant[a] = world.classAlwaysRelevant[cls] || owner || dist <= cull;
                // ×4 for the connection's own view target; farther actors get less (brief §3).
                float scale = owner ? 4f : 1f;
                if (!owner && settings.worldSizeMeters() > 0) {
                    scale *= (float) (1.0 / (1.0 + dist / cull));
                }
                c.priorityScale[a] = scale;
            }
        }

        /** Relevant active (actor, connection) pairs whose actor was not processed since {@code since}. */
        private static long countNotProcessedSince(ReplicatedWorld world, Connection[] conns, NetworkObjectList active,
                                                   long since) {
            long n = 0;
            for (Connection c : conns) {
                for (int a = 0; a < world.actorCount; a++) {
                    if (c.relevant[a] && active.contains(a) && c.lastUpdateNanos[a] < since) {
                        n++;
                    }
                }
            }
            return n;
        }

        private static long countStale(ReplicatedWorld world, Connection[] conns, long end) {
            long stale = 0;
            for (Connection c : conns) {
                for (int a = 0; a < world.actorCount; a++) {
                    if (!c.client.knows(a)) {
                        continue;
                    }
                    int owner = world.actorOwner[a];
                    for (int o = world.objStart[a]; o < world.objStart[a + 1]; o++) {
                        ReplicatorLayout l = world.objLayout[o];
                        int base = world.slotBase[o];
                        for (int s = 0; s < l.slots; s++) {
                            int g = base + s;
                            long w = world.lastWriteNanos[g];
                            if (w >= 0 && w < end - STALE_SETTLE_NANOS && l.condition[s].sendsTo(c.index, owner)
                                    && c.client.differs(g, world.serverValue[g])) {
                                stale++;
                            }
                        }
                    }
                }
            }
            return stale;
        }

        private TreeMap<String, Double> metrics(TimerTree tree, FrameCounters t, long frames, double nanos, int nConn,
                                                long stale, ReplicatedWorld world, NetDriver game, UnitCosts u) {
            TreeMap<String, Double> m = new TreeMap<>();
            double f = Math.max(1, frames);
            double sra = incl(tree, "ServerReplicateActors");
            m.put("server_replicate_actors_ms", sra);
            m.put("frame_ms", frames == 0 ? 0 : nanos / 1e6 / frames);
            m.put("tick_hz", nanos == 0 ? 0 : frames / (nanos / 1e9));
            m.put("replicate_actor_calls_per_frame", t.replicateActorCalls / f);
            m.put("replicate_actor_us", t.replicateActorCalls == 0 ? 0 : sra * 1e3 * frames / t.replicateActorCalls);
            m.put("replicate_actor_inclusive_us", t.replicateActorCalls == 0 ? 0
                    : incl(tree, "ServerReplicateActors/ReplicateActor") * 1e3 * frames / t.replicateActorCalls);
            m.put("compare_calls_per_frame", t.compareCalls / f);
            m.put("compared_properties_per_frame", t.comparedProperties / f);
            m.put("changed_properties_per_frame", t.changedProperties / f);
            m.put("serialize_calls_per_frame", t.serializeCalls / f);
            double ser = incl(tree, "ServerReplicateActors/ReplicateActor/SerializeProperties");
            m.put("serialize_us_per_call", t.serializeCalls == 0 ? 0 : ser * 1e3 * frames / t.serializeCalls);
            m.put("whole_state_serializations_per_frame", t.initialSerializeCalls / f);
            m.put("skipped_replicators_per_frame", t.skippedReplicators / f);
            m.put("skipped_subobjects_per_frame", t.skippedSubobjects / f);
            m.put("subobject_calls_per_frame", t.subobjectCalls / f);
            double bytes = t.payloadBits / 8.0 + t.packets * (u.packetHeaderBits / 8.0);
            m.put("bytes_per_frame", bytes / f);
            m.put("wire_bytes_per_frame", (bytes + t.packets * (double) u.packetOverheadBytes) / f);
            m.put("packets_per_frame", t.packets / f);
            m.put("active_objects_per_frame", t.activeActors / f);
            m.put("due_actors_per_frame", t.dueActors / f);
            m.put("channels_opened_per_frame", t.channelsOpened / f);
            m.put("channels_closed_per_frame", t.channelsClosed / f);
            m.put("actors_replicated_per_connection_frame", nConn == 0 ? 0 : t.replicateActorCalls / f / nConn);
            m.put("actors_sent_per_connection_frame", nConn == 0 ? 0 : t.actorsSent / f / nConn);
            m.put("waste_pct", t.replicateActorCalls == 0 ? 0 : 100.0 - 100.0 * t.actorsSent / t.replicateActorCalls);
            m.put("stale_properties", (double) stale);
            m.put("validation_reports", (double) t.validationReports);
            m.put("gather_prioritize_ms", incl(tree, "ServerReplicateActors/GatherPrioritize"));
            m.put("replicate_actor_exclusive_ms", excl(tree, "ServerReplicateActors/ReplicateActor"));
            m.put("compare_ms", incl(tree, "ServerReplicateActors/ReplicateActor/CompareProperties"));
            m.put("serialize_ms", ser);
            m.put("deleted_subobject_check_ms", incl(tree, "ServerReplicateActors/ReplicateActor/DeletedSubobjectCheck"));
            m.put("replicate_subobjects_ms", incl(tree, "ServerReplicateActors/ReplicateActor/ReplicateSubobjects"));
            m.put("channel_open_ms", incl(tree, "ServerReplicateActors/ChannelOpen"));
            m.put("channel_tick_ms", incl(tree, "TickChannels"));
            m.put("dormancy_flush_ms", incl(tree, "GameWork/FlushNetDormancy"));
            m.put("flush_calls_per_frame", t.flushes / f);
            m.put("game_work_ms", excl(tree, "GameWork"));
            m.put("saturated_connection_frames", t.saturatedConnections / f);
            m.put("pending_actors_per_frame", t.pendingActors / f);
            m.put("rpcs_dropped", (double) t.rpcsDropped);
            m.put("replay_server_replicate_actors_ms", tree.find("DemoReplicateActors").isPresent()
                    ? incl(tree, "DemoReplicateActors") : 0.0);
            for (WireType w : WireType.values()) {
                m.put("bits_per_frame." + w.name().toLowerCase(java.util.Locale.ROOT), t.bitsByType[w.ordinal()] / f);
            }
            m.put("bits_per_frame.headers", t.bitsByType[WireType.values().length] / f);
            long[] layoutCompares = game.compare().layoutCompares();
            for (int l = 0; l < world.layouts.length; l++) {
                m.put("class." + world.layouts[l].name + ".compare_calls_per_frame", layoutCompares[l] / f);
            }
            long[][] cmp = gameCompareStats(game, true);
            long[][] chg = gameCompareStats(game, false);
            for (int l = 0; l < world.layouts.length; l++) {
                ReplicatorLayout lay = world.layouts[l];
                for (int p = 0; p < lay.propertyNames.size(); p++) {
                    String key = "property." + lay.name + "." + lay.propertyNames.get(p);
                    m.put(key + ".compares_per_frame", cmp[l][p] / f);
                    m.put(key + ".changes_per_frame", chg[l][p] / f);
                }
            }
            return m;
        }

        private static long[][] gameCompareStats(NetDriver game, boolean compares) {
            return compares ? game.compare().propertyCompares() : game.compare().propertyChanges();
        }

        private static double incl(TimerTree tree, String path) {
            return tree.find(path).map(tree::inclusiveMsPerFrame).orElse(0.0);
        }

        private static double excl(TimerTree tree, String path) {
            return tree.find(path).map(tree::exclusiveMsPerFrame).orElse(0.0);
        }
    }

    /** Per-connection figures of the measured window (brief §7), reported for up to 16 connections. */
    private static final class PerConnection {
        static final int MAX_REPORTED = 16;
        private final long[] calls;
        private final long[] saturated;
        private final long[] packets;
        private final long[] bits;

        PerConnection(int n) {
            calls = new long[n];
            saturated = new long[n];
            packets = new long[n];
            bits = new long[n];
        }

        void start(Connection[] conns) {
            for (int c = 0; c < conns.length; c++) {
                calls[c] = conns[c].replicateActorCalls;
                saturated[c] = conns[c].saturatedFrames;
                packets[c] = conns[c].packets.packets();
                bits[c] = conns[c].packets.payloadBits();
            }
        }

        void report(Connection[] conns, long frames, UnitCosts u, TreeMap<String, Double> m) {
            double f = Math.max(1, frames);
            for (int c = 0; c < conns.length; c++) {
                String k = "connection." + c + ".";
                long p = conns[c].packets.packets() - packets[c];
                m.put(k + "bytes_per_frame", ((conns[c].packets.payloadBits() - bits[c]) / 8.0
                        + p * (u.packetHeaderBits / 8.0)) / f);
                m.put(k + "packets_per_frame", p / f);
                m.put(k + "actors_replicated_per_frame", (conns[c].replicateActorCalls - calls[c]) / f);
                m.put(k + "saturated_frames_pct", 100.0 * (conns[c].saturatedFrames - saturated[c]) / f);
            }
        }
    }

    /** Per-second aggregates of the measured window, for time-series charts. */
    private static final class SecondBins {
        private final List<double[]> rows = new ArrayList<>();

        void add(double secondsIntoWindow, double frameMs, double sraMs, double bytes, long active) {
            int s = (int) secondsIntoWindow;
            while (rows.size() <= s) {
                rows.add(new double[5]);
            }
            double[] r = rows.get(s);
            r[0]++;
            r[1] += frameMs;
            r[2] += sraMs;
            r[3] += bytes;
            r[4] += active;
        }

        List<TimeSeries> series() {
            int n = rows.size();
            double[] t = new double[n];
            double[] hz = new double[n];
            double[] frame = new double[n];
            double[] sra = new double[n];
            double[] bytes = new double[n];
            double[] act = new double[n];
            for (int i = 0; i < n; i++) {
                double[] r = rows.get(i);
                t[i] = i;
                hz[i] = r[0];
                double k = Math.max(1, r[0]);
                frame[i] = r[1] / k;
                sra[i] = r[2] / k;
                bytes[i] = r[3];
                act[i] = r[4] / k;
            }
            return List.of(new TimeSeries("tick_hz", t, hz), new TimeSeries("frame_ms", t, frame),
                    new TimeSeries("server_replicate_actors_ms", t, sra), new TimeSeries("bytes_per_second", t, bytes),
                    new TimeSeries("active_objects_per_frame", t, act));
        }
    }
}
