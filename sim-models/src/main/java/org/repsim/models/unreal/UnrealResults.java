package org.repsim.models.unreal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;
import org.repsim.models.unreal.object.WireType;
import org.repsim.models.unreal.replication.ReplicationStrategy;

/**
 * The Unreal model's results of one run: per-frame bookkeeping (series bins, the first measured
 * frame, the last frame's end), the per-connection baselines taken when the window opens, and the
 * declared {@link UnrealModel#METRICS} recorded at the end.
 */
final class UnrealResults {
    /** A property still differing this long after its last write counts as stale. */
    static final long STALE_SETTLE_NANOS = 1_000_000_000L;
    /** Per-connection figures are reported for up to this many connections. */
    static final int MAX_REPORTED_CONNECTIONS = 16;

    private final RunContext ctx;
    private final UnrealServer server;
    private final UnitCosts u;
    private final SecondBins bins = new SecondBins();
    private final long[] startCalls;
    private final long[] startSaturated;
    private final long[] startPackets;
    private final long[] startBits;
    /** Start of the first measured frame, or -1. */
    private long measureStart = -1;
    /** End of the last frame run. */
    private long lastEnd;

    UnrealResults(RunContext ctx, UnrealServer server) {
        this.ctx = ctx;
        this.server = server;
        this.u = server.costs;
        int n = server.connections.length;
        startCalls = new long[n];
        startSaturated = new long[n];
        startPackets = new long[n];
        startBits = new long[n];
        ctx.onMeasurement(now -> {
            Connection[] conns = server.connections;
            for (int c = 0; c < conns.length; c++) {
                startCalls[c] = conns[c].replicateActorCalls;
                startSaturated[c] = conns[c].saturatedFrames;
                startPackets[c] = conns[c].packets.packets();
                startBits[c] = conns[c].packets.payloadBits();
            }
        });
    }

    /** Per-frame bookkeeping; called before the server clears the frame's counts. */
    void frameEnded(FrameLoop.Frame f) {
        lastEnd = f.startNanos() + f.lengthNanos();
        if (!f.measured()) {
            return;
        }
        if (measureStart < 0) {
            measureStart = f.startNanos();
        }
        FrameCounters fc = server.frame;
        bins.add((f.startNanos() - measureStart) / 1e9, f.lengthNanos() / 1e6, server.frameReplicationNanos() / 1e6,
                bytesOf(fc), fc.activeAtFrameEnd);
    }

    UnrealRun finish(FrameLoop loop, double frameWorkLevelMs) {
        TimerTree tree = ctx.timers();
        long frames = loop.measuredFrames();
        double nanos = loop.measuredNanos();
        Connection[] conns = server.connections;
        long stale = server.trackClients ? countStale(lastEnd) : -1;
        long starved = countNotProcessedSince(Math.max(0, measureStart));
        MetricSet.Recorder m = UnrealModel.METRICS.recorder();
        record(m, tree, frames, nanos, stale);
        if (conns.length <= MAX_REPORTED_CONNECTIONS) {
            perConnection(m, frames);
        }
        SortedMap<String, Double> values = m.values();
        for (double v : values.values()) {
            ctx.fingerprint().add(v);
        }
        int seconds = (int) Math.ceil(lastEnd / 1e9);
        double[][] bytesPerSecond = new double[conns.length][];
        for (int c = 0; c < conns.length; c++) {
            bytesPerSecond[c] = conns[c].bytesBySecond(seconds);
        }
        RunOutput out = new RunOutput(values, tree, ctx.fingerprint().value(), bins.series(), List.of());
        return new UnrealRun(out, server.totals, frames, nanos / 1e9, frameWorkLevelMs, bytesPerSecond, stale, starved,
                server.actorConnectionFrames());
    }

    private double bytesOf(FrameCounters f) {
        return f.payloadBits / 8.0 + f.packets * (u.packetHeaderBits / 8.0);
    }

    /** Relevant active (actor, connection) pairs whose actor was not processed since {@code since}. */
    private long countNotProcessedSince(long since) {
        ReplicatedWorld world = server.world;
        long n = 0;
        for (Connection c : server.connections) {
            for (int a = 0; a < world.actorCount; a++) {
                if (c.relevant(a) && server.active.contains(a) && server.channels.lastUpdateNanos(c, c.slot(a), a) < since) {
                    n++;
                }
            }
        }
        return n;
    }

    private long countStale(long end) {
        ReplicatedWorld world = server.world;
        long stale = 0;
        for (Connection c : server.connections) {
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
                        long w = l.fastArrayIndex[s] < 0 ? world.lastWriteNanos[g]
                                : world.fastArrays.staleSince(world.fastArrays.instance(o, l.fastArrayIndex[s]));
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

    private void record(MetricSet.Recorder m, TimerTree tree, long frames, double nanos, long stale) {
        FrameCounters t = server.totals;
        int nConn = server.connections.length;
        ReplicatedWorld world = server.world;
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
        m.put("active_objects_per_frame", t.activeAtFrameEnd / f);
        m.put("due_actors_per_frame", t.dueActors / f);
        m.put("channels_opened_per_frame", t.channelsOpened / f);
        m.put("channels_closed_per_frame", t.channelsClosed / f);
        m.put("actors_replicated_per_connection_frame", nConn == 0 ? 0 : t.replicateActorCalls / f / nConn);
        m.put("actors_considered_per_connection_frame",
                t.connectionPasses == 0 ? 0 : (double) t.consideredPairs / t.connectionPasses);
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
        if (server.settings.strategy() == ReplicationStrategy.IRIS) {
            // Recorded only for Iris, so that the other passes' results stay as they were.
            m.put("quantized_objects_per_frame", t.irisQuantizedObjects / f);
            m.put("objects_written_per_frame", t.irisObjectsWritten / f);
        }
        boolean fastArrays = world.fastArrays.count > 0;
        for (WireType w : WireType.values()) {
            if (w != WireType.FAST_ARRAY || fastArrays) {
                m.put("bits_per_frame." + w.name().toLowerCase(Locale.ROOT), t.bitsByType[w.ordinal()] / f);
            }
        }
        if (fastArrays) {
            // Only in runs with a fast array, like the property families: a run without one
            // reports no fast-array figure, so its results and fingerprint do not depend on them.
            m.put("fast_array_key_checks_per_frame", t.fastArrayKeyChecks / f);
            m.put("fast_array_items_walked_per_frame", t.fastArrayItemsWalked / f);
            m.put("fast_array_items_sent_per_frame", t.fastArrayItemsSent / f);
            m.put("fast_array_removed_ids_per_frame", t.fastArrayIdsRemoved / f);
        }
        m.put("bits_per_frame.headers", t.bitsByType[WireType.values().length] / f);
        PropertyCompare compare = server.driver.compare();
        long[] layoutCompares = compare.layoutCompares();
        for (int l = 0; l < world.layouts.length; l++) {
            m.put("class." + world.layouts[l].name + ".compare_calls_per_frame", layoutCompares[l] / f);
        }
        long[][] cmp = compare.propertyCompares();
        long[][] chg = compare.propertyChanges();
        for (int l = 0; l < world.layouts.length; l++) {
            ReplicatorLayout lay = world.layouts[l];
            for (int p = 0; p < lay.propertyNames.size(); p++) {
                String key = "property." + lay.name + "." + lay.propertyNames.get(p);
                m.put(key + ".compares_per_frame", cmp[l][p] / f);
                m.put(key + ".changes_per_frame", chg[l][p] / f);
            }
        }
    }

    /** Per-connection figures of the measured window (docs/sources.md#unreal-metrics). */
    private void perConnection(MetricSet.Recorder m, long frames) {
        Connection[] conns = server.connections;
        double f = Math.max(1, frames);
        for (int c = 0; c < conns.length; c++) {
            String k = "connection." + c + ".";
            long p = conns[c].packets.packets() - startPackets[c];
            m.put(k + "bytes_per_frame", ((conns[c].packets.payloadBits() - startBits[c]) / 8.0
                    + p * (u.packetHeaderBits / 8.0)) / f);
            m.put(k + "packets_per_frame", p / f);
            m.put(k + "actors_replicated_per_frame", (conns[c].replicateActorCalls - startCalls[c]) / f);
            m.put(k + "saturated_frames_pct", 100.0 * (conns[c].saturatedFrames - startSaturated[c]) / f);
        }
    }

    private static double incl(TimerTree tree, String path) {
        return tree.find(path).map(tree::inclusiveMsPerFrame).orElse(0.0);
    }

    private static double excl(TimerTree tree, String path) {
        return tree.find(path).map(tree::exclusiveMsPerFrame).orElse(0.0);
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
