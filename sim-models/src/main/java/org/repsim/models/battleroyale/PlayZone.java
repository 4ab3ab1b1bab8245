package org.repsim.models.battleroyale;

import org.repsim.engine.random.RandomStream;

/**
 * The circle players must stay in. Without a shrinking zone it covers the whole map forever;
 * with one, its centre is drawn once so that the final circle lies inside the map, and its
 * radius follows {@link SpatialDistribution.ShrinkingZone#radiusAt}.
 */
final class PlayZone {
    private final double centreX;
    private final double centreY;
    private final SpatialDistribution.ShrinkingZone shrinking;

    private PlayZone(double centreX, double centreY, SpatialDistribution.ShrinkingZone shrinking) {
        this.centreX = centreX;
        this.centreY = centreY;
        this.shrinking = shrinking;
    }

    static PlayZone forSpawn(SpatialDistribution spawn, double mapSizeM, RandomStream spawnStream) {
        if (spawn instanceof SpatialDistribution.ShrinkingZone z) {
            double margin = Math.min(z.endRadiusM(), mapSizeM / 2.0);
            return new PlayZone(spawnStream.uniform(margin, mapSizeM - margin),
                    spawnStream.uniform(margin, mapSizeM - margin), z);
        }
        return new PlayZone(mapSizeM / 2.0, mapSizeM / 2.0, null);
    }

    boolean shrinks() {
        return shrinking != null;
    }

    double centreX() {
        return centreX;
    }

    double centreY() {
        return centreY;
    }

    double radiusAt(double t) {
        return shrinking == null ? Double.POSITIVE_INFINITY : shrinking.radiusAt(t);
    }

    boolean contains(double x, double y, double t) {
        if (shrinking == null) {
            return true;
        }
        double dx = x - centreX;
        double dy = y - centreY;
        double r = shrinking.radiusAt(t);
        return dx * dx + dy * dy <= r * r;
    }
}
