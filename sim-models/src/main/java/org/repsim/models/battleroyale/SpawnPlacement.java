package org.repsim.models.battleroyale;

import org.repsim.engine.random.RandomStream;

/** Places every player at spawn according to the scenario's spatial distribution ("spawn" stream). */
final class SpawnPlacement {
    private final RandomStream spawn;

    SpawnPlacement(RandomStream spawn) {
        this.spawn = spawn;
    }

    void place(World world, SpatialDistribution distribution) {
        double size = world.mapSizeM;
        if (distribution instanceof SpatialDistribution.Uniform) {
            for (int i = 0; i < world.players; i++) {
                world.x[i] = spawn.uniform(0.0, size);
                world.y[i] = spawn.uniform(0.0, size);
            }
        } else if (distribution instanceof SpatialDistribution.ClusteredDrops c) {
            double[] dropX = new double[c.drops()];
            double[] dropY = new double[c.drops()];
            for (int d = 0; d < c.drops(); d++) {
                dropX[d] = spawn.uniform(0.0, size);
                dropY[d] = spawn.uniform(0.0, size);
            }
            for (int i = 0; i < world.players; i++) {
                int d = spawn.nextInt(c.drops());
                world.x[i] = world.reflectIntoMap(spawn.normal(dropX[d], c.radiusM()));
                world.y[i] = world.reflectIntoMap(spawn.normal(dropY[d], c.radiusM()));
            }
        } else if (distribution instanceof SpatialDistribution.ShrinkingZone z) {
            PlayZone zone = world.zone;
            double r = z.radiusAt(0.0);
            for (int i = 0; i < world.players; i++) {
                // Uniform in the disc (sqrt for area), folded into the map when the disc overhangs it.
                double radius = r * Math.sqrt(spawn.nextDouble());
                double angle = 2.0 * Math.PI * spawn.nextDouble();
                world.x[i] = world.reflectIntoMap(zone.centreX() + radius * Math.cos(angle));
                world.y[i] = world.reflectIntoMap(zone.centreY() + radius * Math.sin(angle));
            }
        }
        for (int i = 0; i < world.players; i++) {
            world.targetX[i] = world.x[i];
            world.targetY[i] = world.y[i];
        }
    }
}
