package org.repsim.models.unreal;

import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.replication.FrameClock;

/**
 * The Unreal replication model: an {@link UnrealServer} on a {@link FrameLoop}. Each frame is one
 * kernel event whose phases are the non-replication game work, then the server's game code,
 * {@code ServerReplicateActors} (and optionally a replay driver's), the connections' channel tick
 * and the packet send; the frame's length is its simulated work ({@link FrameClock#SEQUENTIAL}) or
 * the longer of the game work and the rest ({@link FrameClock#OVERLAPPED}), never shorter than
 * {@code 1/maxTickRate}, so the tick rate emerges.
 */
public final class UnrealModel {
    /** Phase ordering of the non-replication game work: before the server's game code. */
    static final int GAME_WORK = 100;

    /** Every metric: scalars (property-level ones follow {@code property.<layout>.<prop>.*}) and series. */
    public static final MetricSet METRICS = MetricSet.of(
            Metric.scalar("server_replicate_actors_ms", "ms/frame", "ServerReplicateActors inclusive simulated time per frame"),
            Metric.scalar("frame_ms", "ms", "mean frame length"),
            Metric.scalar("tick_hz", "Hz", "frames per simulated second"),
            Metric.scalar("replicate_actor_calls_per_frame", "calls/frame", "ReplicateActor calls, all connections"),
            Metric.scalar("replicate_actor_us", "us/call", "ServerReplicateActors inclusive time per ReplicateActor call"),
            Metric.scalar("replicate_actor_inclusive_us", "us/call", "ReplicateActor scope inclusive time per call"),
            Metric.scalar("compare_calls_per_frame", "calls/frame", "object compares (shared by connections)"),
            Metric.scalar("compared_properties_per_frame", "properties/frame", "candidate properties compared"),
            Metric.scalar("changed_properties_per_frame", "properties/frame", "properties found changed by compares"),
            Metric.scalar("serialize_calls_per_frame", "calls/frame", "change-list serializations, all connections"),
            Metric.scalar("serialize_us_per_call", "us/call", "SerializeProperties time per call"),
            Metric.scalar("whole_state_serializations_per_frame", "calls/frame", "whole-state serializations (new channels)"),
            Metric.scalar("skipped_replicators_per_frame", "replicators/frame", "replicators skipped by skip-undirtied, all connections"),
            Metric.scalar("skipped_subobjects_per_frame", "replicators/frame", "skipped replicators that are components"),
            Metric.scalar("subobject_calls_per_frame", "calls/frame", "subobject replicator calls, all connections"),
            Metric.scalar("bytes_per_frame", "bytes/frame", "bytes sent (bunches and packet headers), all connections"),
            Metric.scalar("wire_bytes_per_frame", "bytes/frame", "bytes_per_frame plus IP/UDP overhead"),
            Metric.scalar("packets_per_frame", "packets/frame", "packets sent, all connections"),
            Metric.scalar("active_objects_per_frame", "actors/frame",
                    "actors on the active network object list as the frame ends (after TickChannels)"),
            Metric.scalar("due_actors_per_frame", "actors/frame", "actors on the consider list"),
            Metric.scalar("channels_opened_per_frame", "channels/frame", "actor channels opened, all connections"),
            Metric.scalar("channels_closed_per_frame", "channels/frame", "actor channels closed for dormancy, all connections"),
            Metric.scalar("actors_replicated_per_connection_frame", "actors", "ReplicateActor calls per connection per frame"),
            Metric.scalar("actors_considered_per_connection_frame", "actors",
                    "actors the gather stage looked at per open connection per frame (legacy: the consider list)"),
            Metric.scalar("actors_sent_per_connection_frame", "actors", "actors that sent a bunch, per connection per frame"),
            Metric.scalar("waste_pct", "%", "Network Profiler waste: 100 - RepHz/UpdateHz*100"),
            Metric.scalar("stale_properties", "properties", "(connection, property) pairs stale at the end; -1 if not tracked"),
            Metric.scalar("validation_reports", "reports", "changes found without a mark by validation mode"),
            Metric.scalar("gather_prioritize_ms", "ms/frame", "GatherPrioritize inclusive"),
            Metric.scalar("replicate_actor_exclusive_ms", "ms/frame", "ReplicateActor exclusive"),
            Metric.scalar("compare_ms", "ms/frame", "CompareProperties"),
            Metric.scalar("serialize_ms", "ms/frame", "SerializeProperties"),
            Metric.scalar("deleted_subobject_check_ms", "ms/frame", "DeletedSubobjectCheck"),
            Metric.scalar("replicate_subobjects_ms", "ms/frame", "ReplicateSubobjects"),
            Metric.scalar("channel_open_ms", "ms/frame", "ChannelOpen"),
            Metric.scalar("channel_tick_ms", "ms/frame", "TickChannels inclusive (outside ServerReplicateActors)"),
            Metric.scalar("dormancy_flush_ms", "ms/frame", "FlushNetDormancy calls from game code"),
            Metric.scalar("flush_calls_per_frame", "calls/frame", "FlushNetDormancy calls"),
            Metric.scalar("game_work_ms", "ms/frame", "non-replication game work"),
            Metric.scalar("saturated_connection_frames", "connections/frame", "connections that hit their byte budget, per frame"),
            Metric.scalar("pending_actors_per_frame", "actors/frame", "actors left for the next frame by saturation"),
            Metric.scalar("rpcs_dropped", "rpcs", "unreliable RPCs dropped on saturated connections"),
            Metric.scalar("replay_server_replicate_actors_ms", "ms/frame", "replay driver's replication pass (0 without one)"),
            Metric.scalar("quantized_objects_per_frame", "objects/frame",
                    "Iris only: objects copied and quantized, once per dirty object per frame"),
            Metric.scalar("objects_written_per_frame", "objects/frame",
                    "Iris only: objects (actors and subobjects) written, all connections"),
            Metric.scalar("bits_per_frame.int32", "bits/frame", "bits sent for int32 properties"),
            Metric.scalar("bits_per_frame.float", "bits/frame", "bits sent for float properties"),
            Metric.scalar("bits_per_frame.bool", "bits/frame", "bits sent for bool properties"),
            Metric.scalar("bits_per_frame.vector", "bits/frame", "bits sent for FVector properties"),
            Metric.scalar("bits_per_frame.struct", "bits/frame", "bits sent for struct properties"),
            Metric.scalar("bits_per_frame.static_array", "bits/frame", "bits sent for static array elements"),
            Metric.scalar("bits_per_frame.dynamic_array", "bits/frame", "bits sent for dynamic arrays"),
            Metric.scalar("bits_per_frame.object_reference", "bits/frame", "bits sent for object references"),
            Metric.scalar("bits_per_frame.custom_net_serialize", "bits/frame", "bits sent for custom NetSerialize structs"),
            Metric.scalar("bits_per_frame.fast_array", "bits/frame",
                    "bits sent for fast arrays (header, changed items, removed IDs); only with a fast array"),
            Metric.scalar("bits_per_frame.headers", "bits/frame", "bunch and subobject headers"),
            Metric.scalar("fast_array_key_checks_per_frame", "checks/frame",
                    "fast array key checks (one per fast array per ReplicateProperties), all connections;"
                            + " only with a fast array"),
            Metric.scalar("fast_array_items_walked_per_frame", "items/frame",
                    "items and baseline entries walked by fast arrays whose key changed; only with a fast array"),
            Metric.scalar("fast_array_items_sent_per_frame", "items/frame",
                    "fast array items sent (changed or added), all connections; only with a fast array"),
            Metric.scalar("fast_array_removed_ids_per_frame", "items/frame",
                    "fast array removed item IDs sent, all connections; only with a fast array"),
            // Families: one metric per layout / property / connection (placeholders in <>).
            Metric.scalar("class.<layout>.compare_calls_per_frame", "calls/frame", "object compares of a class body or component"),
            Metric.scalar("property.<layout>.<property>.compares_per_frame", "compares/frame", "compares of one property"),
            Metric.scalar("property.<layout>.<property>.changes_per_frame", "changes/frame", "changes found for one property"),
            Metric.scalar("connection.<index>.bytes_per_frame", "bytes/frame", "bytes sent on one connection (up to 16 connections)"),
            Metric.scalar("connection.<index>.packets_per_frame", "packets/frame", "packets sent on one connection"),
            Metric.scalar("connection.<index>.actors_replicated_per_frame", "actors/frame", "ReplicateActor calls on one connection"),
            Metric.scalar("connection.<index>.saturated_frames_pct", "%", "frames in which the connection hit its byte budget"),
            // Series: per-second aggregates of the measured window.
            Metric.series("tick_hz", "Hz", "frames started in each second of the measured window"),
            Metric.series("frame_ms", "ms", "mean frame length in each second of the measured window"),
            Metric.series("server_replicate_actors_ms", "ms/frame", "mean ServerReplicateActors time per frame in each second"),
            Metric.series("bytes_per_second", "bytes/s", "bytes sent (bunches and packet headers, all connections) in each second"),
            Metric.series("active_objects_per_frame", "actors/frame", "mean active network objects per frame in each second"));

    private UnrealModel() {
    }

    public static RunOutput run(UnrealScenario scenario, CostProfile costs, RunWindow window, RandomStreams streams) {
        return simulate(scenario, costs, window, streams).output();
    }

    /** Runs the scenario and returns the output with raw totals. */
    public static UnrealRun simulate(UnrealScenario scenario, CostProfile costs, RunWindow window,
                                     RandomStreams streams) {
        return simulate(new RunContext(window, streams), scenario, costs, Shortcuts.ALL);
    }

    /** As {@link #simulate}, with only some of the pass's exact shortcuts: tests prove each changes nothing. */
    static UnrealRun simulateWith(Shortcuts shortcuts, UnrealScenario scenario, CostProfile costs, RunWindow window,
                                  RandomStreams streams) {
        return simulate(new RunContext(window, streams), scenario, costs, shortcuts);
    }

    /** Runs the scenario on a given (fresh) context, e.g. to inspect its kernel afterwards. */
    static UnrealRun simulate(RunContext ctx, UnrealScenario scenario, CostProfile costs, Shortcuts shortcuts) {
        UnrealServer server = UnrealServer.of(ctx, scenario, costs, shortcuts);
        FrameWorkModel frameWork = new FrameWorkModel(server.costs, ctx.stream("frame-work"));
        UnrealResults results = new UnrealResults(ctx, server);
        // The minimum interval is 1/rate rounded to the nearest nanosecond, as the net driver's
        // ServerTickTime (FrameLoop.capped rounds up): the shipped calibration was made so.
        FrameLoop loop = new FrameLoop(ctx, Math.round(1e9 / scenario.settings().maxTickRateHz()));
        GameWork gameWork = new GameWork(frameWork, server, scenario.settings().frameClock());
        loop.phase(GAME_WORK, gameWork).length(gameWork);
        server.registerPhases(loop);
        loop.onFrameEnd(f -> {
            // The model's bookkeeping reads the frame's counts before the server clears them.
            results.frameEnded(f);
            server.frameEnded(f);
        });
        ctx.run();
        return results.finish(loop, frameWork.levelNanos() / 1e6);
    }
}
