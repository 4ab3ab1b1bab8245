package org.repsim.experiments.bindings;

import org.repsim.engine.param.Inline;
import org.repsim.engine.param.Param;
import org.repsim.models.room.RoomScenario;

/**
 * The YAML shape of {@code model: room}'s {@code scenario:}: the model's declared
 * {@link RoomScenario} keys, plus the mode and the benchmark's room count (the in-process encode
 * benchmark, {@code mode: benchmark}, reads transport, flush rate and games from the same keys).
 */
record RoomScenarioFile(
        @Param(doc = "load_step: virtual clients against one server core; benchmark: rooms play one round each in process",
                dflt = "load_step")
        Mode mode,
        @Inline RoomScenario scenario,
        @Param(doc = "benchmark: rooms, each playing one round", dflt = "48", min = 1, max = 100_000)
        int benchmarkRooms) {

    enum Mode { LOAD_STEP, BENCHMARK }
}
