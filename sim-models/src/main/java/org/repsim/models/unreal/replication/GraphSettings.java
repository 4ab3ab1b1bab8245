package org.repsim.models.unreal.replication;

import org.repsim.engine.param.Param;

/**
 * The replication graph's node set-up (used when the strategy is {@link ReplicationStrategy#REPLICATION_GRAPH};
 * docs/replication-graph.md). Defaults: the basic graph (grid of 10,000 uu cells, dormancy node,
 * no frequency buckets, no dynamic spatial frequency, no FastShared path).
 *
 * @param grid                 spatialize actors that are not always relevant in a 2D grid; false puts
 *                             every actor on one always-relevant list (the graph set up like legacy)
 * @param cellSizeUu           grid cell side in Unreal units (100 uu = 1 m)
 * @param frequencyBuckets     N: the always-relevant list and every cell's dynamic list longer than
 *                             {@code bucketMinListSize} are split into N buckets, one gathered per frame
 * @param bucketMinListSize    lists shorter than this are not split (the engine's {@code ListSize})
 * @param dormancyNode         dormant actors sit in each cell's dormancy node, which drops an actor from
 *                             a connection's list while it is dormant on that connection (no per-connection
 *                             cost); false: they stay in the static list and every connection checks them
 * @param playerStateClass     class whose actors go to the player-state frequency limiter ("" = none)
 * @param playerStatesPerFrame player states the limiter gathers per frame (rotating)
 * @param netUpdateTiming      frame_period: per connection, next frame = frame + max(1, round(tick rate /
 *                             NetUpdateFrequency)) (the graph's rule); next_update_time: the legacy
 *                             NextUpdateTime with its random spread, shared by connections
 * @param dynamicSpatialFrequency the send period of moving actors follows distance and view direction
 * @param spatialFrequency     the zones of dynamic spatial frequency
 * @param fastShared           the FastShared path for moving actors between full replications (needs
 *                             dynamic spatial frequency)
 * @param fastSharedBudgetBytes FastShared bytes per connection per frame (its own budget, not the
 *                             connection's rate)
 */
public record GraphSettings(
        @Param(doc = "Spatialize actors that are not always relevant in a 2D grid (false: one always-relevant list).",
                dflt = "true") boolean grid,
        @Param(key = "cell_size_uu", doc = "Grid cell side (100 uu = 1 m).", dflt = "10000", min = 100, max = 1e7)
        double cellSizeUu,
        @Param(doc = "Frequency buckets N: one of N gathered per frame (1 = off).", dflt = "1", min = 1, max = 64)
        int frequencyBuckets,
        @Param(doc = "Lists shorter than this are not split into buckets.", dflt = "12", min = 0, max = 1_000_000)
        int bucketMinListSize,
        @Param(doc = "Dormancy node: an actor dormant on a connection costs that connection nothing.", dflt = "true")
        boolean dormancyNode,
        @Param(doc = "Class whose actors go to the player-state frequency limiter.", dflt = Param.NONE, shown = "none")
        String playerStateClass,
        @Param(doc = "Player states the limiter gathers per frame.", dflt = "2", min = 1, max = 100_000)
        int playerStatesPerFrame,
        @Param(doc = "frame_period: the graph's per-connection period; next_update_time: the legacy NextUpdateTime.",
                dflt = "frame_period") NetUpdateTiming netUpdateTiming,
        @Param(doc = "Dynamic spatial frequency: moving actors' send period by distance and view direction.",
                dflt = "false") boolean dynamicSpatialFrequency,
        @Param(doc = "Zones of dynamic spatial frequency.", dflt = "{}") SpatialFrequency spatialFrequency,
        @Param(doc = "FastShared path for moving actors (needs dynamic_spatial_frequency).", dflt = "false")
        boolean fastShared,
        @Param(key = "fast_shared_budget_bytes", doc = "FastShared bytes per connection per frame.", dflt = "2000",
                min = 0, max = 1e9)
        double fastSharedBudgetBytes) {

    /** How the graph decides that an actor is due on a connection. */
    public enum NetUpdateTiming { FRAME_PERIOD, NEXT_UPDATE_TIME }

    /**
     * Dynamic spatial frequency zones (assumptions, docs/replication-graph.md): within
     * {@code nearFraction} of the cull distance an actor goes at its full rate; beyond, at
     * {@code frontHz} when it is in front of the viewer (cosine of the angle to the view direction at
     * least {@code frontCos}) and {@code behindHz} otherwise; FastShared sends at {@code fastSharedHz}
     * in between.
     */
    public record SpatialFrequency(
            @Param(doc = "Fraction of the cull distance replicated at full rate.", dflt = "0.2", min = 0, max = 1)
            double nearFraction,
            @Param(doc = "Cosine of the half-angle of the view cone counted as in front.", dflt = "0.707",
                    min = -1, max = 1)
            double frontCos,
            @Param(key = "front_hz", doc = "Full replication rate beyond the near zone, in front.", dflt = "10",
                    min = 0.1, max = 1000)
            double frontHz,
            @Param(key = "behind_hz", doc = "Full replication rate beyond the near zone, behind.", dflt = "5",
                    min = 0.1, max = 1000)
            double behindHz,
            @Param(key = "fast_shared_hz", doc = "FastShared rate between full replications.", dflt = "30",
                    min = 0.1, max = 1000)
            double fastSharedHz) {

        public static SpatialFrequency defaults() {
            return new SpatialFrequency(0.2, 0.707, 10, 5, 30);
        }
    }

    public GraphSettings {
        java.util.Objects.requireNonNull(netUpdateTiming, "netUpdateTiming");
        java.util.Objects.requireNonNull(spatialFrequency, "spatialFrequency");
        playerStateClass = playerStateClass == null ? "" : playerStateClass;
        if (!(cellSizeUu > 0) || frequencyBuckets < 1 || playerStatesPerFrame < 1 || bucketMinListSize < 0
                || !(fastSharedBudgetBytes >= 0)) {
            throw new IllegalArgumentException(
                    "graph needs cell size > 0, buckets >= 1, player states per frame >= 1, budgets >= 0");
        }
        if (fastShared && !dynamicSpatialFrequency) {
            throw new IllegalArgumentException("fast_shared needs dynamic_spatial_frequency");
        }
    }

    /** The basic graph: grid of 10,000 uu cells with the dormancy node, the graph's frame-period timing. */
    public static GraphSettings basic() {
        return new GraphSettings(true, 10_000, 1, 12, true, "", 2, NetUpdateTiming.FRAME_PERIOD, false,
                SpatialFrequency.defaults(), false, 2000);
    }

    /**
     * The graph set up like legacy: one always-relevant list, no grid, no buckets, no FastShared,
     * the legacy NextUpdateTime (ReplicationGraphEquivalenceTest compares it with legacy).
     */
    public static GraphSettings likeLegacy() {
        return new GraphSettings(false, 10_000, 1, 12, true, "", 2, NetUpdateTiming.NEXT_UPDATE_TIME, false,
                SpatialFrequency.defaults(), false, 2000);
    }

    public GraphSettings withBuckets(int n) {
        return new GraphSettings(grid, cellSizeUu, n, bucketMinListSize, dormancyNode, playerStateClass,
                playerStatesPerFrame, netUpdateTiming, dynamicSpatialFrequency, spatialFrequency, fastShared,
                fastSharedBudgetBytes);
    }

    public GraphSettings withBucketMinListSize(int n) {
        return new GraphSettings(grid, cellSizeUu, frequencyBuckets, n, dormancyNode, playerStateClass,
                playerStatesPerFrame, netUpdateTiming, dynamicSpatialFrequency, spatialFrequency, fastShared,
                fastSharedBudgetBytes);
    }

    public GraphSettings withDormancyNode(boolean on) {
        return new GraphSettings(grid, cellSizeUu, frequencyBuckets, bucketMinListSize, on, playerStateClass,
                playerStatesPerFrame, netUpdateTiming, dynamicSpatialFrequency, spatialFrequency, fastShared,
                fastSharedBudgetBytes);
    }

    public GraphSettings withCellSize(double uu) {
        return new GraphSettings(grid, uu, frequencyBuckets, bucketMinListSize, dormancyNode, playerStateClass,
                playerStatesPerFrame, netUpdateTiming, dynamicSpatialFrequency, spatialFrequency, fastShared,
                fastSharedBudgetBytes);
    }

    public GraphSettings withPlayerStates(String className, int perFrame) {
        return new GraphSettings(grid, cellSizeUu, frequencyBuckets, bucketMinListSize, dormancyNode, className,
                perFrame, netUpdateTiming, dynamicSpatialFrequency, spatialFrequency, fastShared, fastSharedBudgetBytes);
    }

    /** Dynamic spatial frequency on or off, FastShared with it or not. */
    public GraphSettings withSpatialFrequency(boolean dsf, boolean fast) {
        return new GraphSettings(grid, cellSizeUu, frequencyBuckets, bucketMinListSize, dormancyNode, playerStateClass,
                playerStatesPerFrame, netUpdateTiming, dsf, spatialFrequency, fast, fastSharedBudgetBytes);
    }

    public GraphSettings withFastSharedBudget(double bytes) {
        return new GraphSettings(grid, cellSizeUu, frequencyBuckets, bucketMinListSize, dormancyNode, playerStateClass,
                playerStatesPerFrame, netUpdateTiming, dynamicSpatialFrequency, spatialFrequency, fastShared, bytes);
    }

    /** Grid cell side in metres. */
    public double cellSizeMeters() {
        return cellSizeUu / 100.0;
    }
}
