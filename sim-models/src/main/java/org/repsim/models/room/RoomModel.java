package org.repsim.models.room;

import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;

/**
 * The room-server model (../shared/brief/room-server.md): WebSocket rooms of up to six players,
 * 24 mini-games, real JSON full states and field deltas with seq and resync, one CPU core as a
 * FIFO queue, virtual clients in load steps. Two entry points: a load step, and the in-process
 * encode benchmark.
 */
public final class RoomModel {
    private RoomModel() {
    }

    /** One load step: metrics {@link RoomMetrics#LOAD_STEP}, ping RTT and input echo distributions, CPU % series. */
    public static RunOutput run(RoomScenario scenario, RoomCostProfile costs, RunWindow window, RandomStreams streams) {
        return new RoomSimulation(scenario, costs, window, streams).run();
    }

    /** Rooms each playing one round in process: encode work and state bytes; metrics {@link RoomMetrics#BENCHMARK}. */
    public static RunOutput benchmark(RoomBenchmark benchmark, RoomCostProfile costs, RandomStreams streams) {
        return new EncodeBenchmark(benchmark, costs, streams).run();
    }
}
