package org.repsim.models.room;

import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;

/**
 * The room-server model (docs/room-model.md; its sources: docs/sources.md, "Room server"):
 * WebSocket rooms of up to six players, 24 mini-games, JSON full states and field deltas with seq
 * and resync (their exact bytes counted, the text built only when clients decode it, see {@code
 * json.JsonWriter}), one CPU core as a FIFO queue, virtual clients in load steps. Two entry points:
 * a load step, and the in-process encode benchmark. Costs are a {@link RoomCosts} profile.
 */
public final class RoomModel {
    /** Every result of both entry points, with units: scalars, the CPU series, the latency distributions. */
    public static final MetricSet METRICS = new MetricSet(RoomMetrics.all());

    /** The kernel's initial queue capacity: a few pending events per user. */
    private static final int EXPECTED_PENDING_EVENTS = 4096;

    private RoomModel() {
    }

    /** One load step on the event kernel: load-step scalars, ping RTT and input echo distributions, CPU % series. */
    public static RunOutput run(RoomScenario scenario, CostProfile costs, RunWindow window, RandomStreams streams) {
        return run(scenario, costs, context(window, streams));
    }

    /** As {@link #run(RoomScenario, CostProfile, RunWindow, RandomStreams)}, on a given fresh context (benchmarks read its kernel's event count). */
    public static RunOutput run(RoomScenario scenario, CostProfile costs, RunContext context) {
        return new RoomSimulation(scenario, costs, context).run();
    }

    /** A fresh context for a load step over {@code window}, sized for the room model's event queue. */
    public static RunContext context(RunWindow window, RandomStreams streams) {
        return new RunContext(window, streams, EXPECTED_PENDING_EVENTS);
    }

    /** Rooms each playing one round in process: encode work and state bytes per room. */
    public static RunOutput benchmark(RoomBenchmark benchmark, CostProfile costs, RandomStreams streams) {
        return new EncodeBenchmark(benchmark, costs, streams).run();
    }
}
