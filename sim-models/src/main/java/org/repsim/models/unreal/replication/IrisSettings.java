package org.repsim.models.unreal.replication;

import org.repsim.engine.param.Param;

/**
 * The Iris replication system's set-up (used when the strategy is {@link ReplicationStrategy#IRIS};
 * docs/iris.md). Defaults: the grid filter for every object that is not always relevant, the
 * engine's poll frequency limiter.
 *
 * @param grid       objects that are not always relevant go through the grid filter
 *                   ({@code UNetObjectGridFilter}: a connection checks only the objects listed in
 *                   the cell its view stands in); false: every such object's cull distance is
 *                   checked for every connection
 * @param cellSizeUu grid filter cell side in Unreal units (100 uu = 1 m)
 * @param pollTiming frame_period: the poll frequency limiter (an object is polled every
 *                   max(1, round(tick rate / NetUpdateFrequency)) frames, staggered by object);
 *                   next_update_time: the legacy randomised NextUpdateTime (Iris set up like legacy)
 */
public record IrisSettings(
        @Param(doc = "Grid filter for objects that are not always relevant (false: their cull distance is checked"
                + " for every connection).", dflt = "true") boolean grid,
        @Param(key = "cell_size_uu", doc = "Grid filter cell side (100 uu = 1 m).", dflt = "20000", min = 100,
                max = 1e7)
        double cellSizeUu,
        @Param(doc = "frame_period: Iris's poll frequency limiter; next_update_time: the legacy NextUpdateTime.",
                dflt = "frame_period") PollTiming pollTiming) {

    /** When an object is due for polling. */
    public enum PollTiming { FRAME_PERIOD, NEXT_UPDATE_TIME }

    public IrisSettings {
        java.util.Objects.requireNonNull(pollTiming, "pollTiming");
        if (!(cellSizeUu > 0)) {
            throw new IllegalArgumentException("iris needs cell_size_uu > 0");
        }
    }

    /** The default set-up: grid filter of 20,000 uu cells, the poll frequency limiter. */
    public static IrisSettings defaults() {
        return new IrisSettings(true, 20_000, PollTiming.FRAME_PERIOD);
    }

    /**
     * Iris set up like the legacy pass: no grid (a culled object's distance is checked per
     * connection), polled on the legacy NextUpdateTime with its random spread.
     */
    public static IrisSettings likeLegacy() {
        return new IrisSettings(false, 20_000, PollTiming.NEXT_UPDATE_TIME);
    }

    public IrisSettings withGrid(boolean on, double cellUu) {
        return new IrisSettings(on, cellUu, pollTiming);
    }

    /** Grid cell side in metres. */
    public double cellSizeMeters() {
        return cellSizeUu / 100.0;
    }
}
