package org.repsim.models.battleroyale;

import org.repsim.engine.param.Param;

/**
 * Where players are placed at spawn and, for a shrinking zone, where they are steered during the
 * match. Three shapes (docs/sources.md#br-requirements): uniform over the map, clustered drops,
 * shrinking play zone.
 */
public sealed interface SpatialDistribution
        permits SpatialDistribution.Uniform, SpatialDistribution.ClusteredDrops, SpatialDistribution.ShrinkingZone {

    /** Uniform over the whole square map; players wander without a zone. */
    record Uniform() implements SpatialDistribution {
    }

    /**
     * Players land around {@code drops} drop points (uniform on the map), each player at a
     * Gaussian offset of standard deviation {@code radiusM} from a drop point chosen uniformly.
     */
    record ClusteredDrops(
            @Param(doc = "clustered: number of drop points", dflt = "8", min = 1, max = 10_000) int drops,
            @Param(key = "drop_radius_m", doc = "clustered: Gaussian spread around a drop point", dflt = "150", min = 0)
            double radiusM) implements SpatialDistribution {
        public ClusteredDrops {
            if (drops < 1 || !(radiusM >= 0.0)) {
                throw new IllegalArgumentException("clustered drops need drops >= 1 and radius >= 0");
            }
        }
    }

    /**
     * A circular play zone whose radius shrinks linearly from {@code startRadiusM} to
     * {@code endRadiusM} between {@code shrinkStartS} and {@code shrinkEndS} of match time.
     * Players spawn uniformly inside the starting zone (clipped to the map) and head back inside
     * whenever their next waypoint would leave the current zone.
     */
    record ShrinkingZone(
            @Param(key = "zone_start_radius_m", doc = "shrinking_zone: radius at the start", dflt = "4000",
                    min = Param.POSITIVE)
            double startRadiusM,
            @Param(key = "zone_end_radius_m", doc = "shrinking_zone: final radius", dflt = "300", min = Param.POSITIVE)
            double endRadiusM,
            @Param(key = "zone_shrink_start_s", doc = "shrinking_zone: match time the zone starts shrinking", dflt = "0",
                    min = 0)
            double shrinkStartS,
            @Param(key = "zone_shrink_end_s", doc = "shrinking_zone: match time it reaches its final radius",
                    dflt = "1500", min = 0)
            double shrinkEndS) implements SpatialDistribution {
        public ShrinkingZone {
            if (!(endRadiusM > 0.0) || startRadiusM < endRadiusM || shrinkEndS < shrinkStartS || shrinkStartS < 0.0) {
                throw new IllegalArgumentException(
                        "shrinking zone needs start radius >= end radius > 0 and 0 <= shrink start <= shrink end");
            }
        }

        /** Zone radius at match time {@code t} seconds. */
        public double radiusAt(double t) {
            if (t <= shrinkStartS) {
                return startRadiusM;
            }
            if (t >= shrinkEndS) {
                return endRadiusM;
            }
            double f = (t - shrinkStartS) / (shrinkEndS - shrinkStartS);
            return startRadiusM + f * (endRadiusM - startRadiusM);
        }
    }
}
