package org.repsim.models.battleroyale;

import org.repsim.engine.random.RandomStream;

/**
 * Moves alive players along random-waypoint legs ("movement" stream). A leg goes to a point
 * uniform in a disc of the wander radius around the player, folded into the map by reflection
 * (a reflected symmetric walk keeps a uniform population uniform); it is driven with the
 * vehicle probability. With a shrinking zone, a leg that would end outside the current zone
 * goes to a uniform point inside the zone instead, so players converge as it shrinks.
 */
final class PlayerMovement {
    private final MovementSpec spec;
    private final RandomStream movement;

    PlayerMovement(MovementSpec spec, RandomStream movement) {
        this.spec = spec;
        this.movement = movement;
    }

    /** Gives every player a first leg (call once after spawn). */
    void start(World world, double t) {
        for (int i = 0; i < world.players; i++) {
            newLeg(world, i, t);
        }
    }

    /** Advances every alive player by {@code dt} seconds of its current leg. */
    void advance(World world, double dt, double t) {
        int n = world.aliveCount();
        for (int k = 0; k < n; k++) {
            int i = world.aliveId(k);
            double step = world.speedMps[i] * dt;
            if (step <= 0.0) {
                continue;
            }
            double dx = world.targetX[i] - world.x[i];
            double dy = world.targetY[i] - world.y[i];
            double remaining = Math.sqrt(dx * dx + dy * dy);
            if (remaining <= step) {
                world.x[i] = world.targetX[i];
                world.y[i] = world.targetY[i];
                newLeg(world, i, t);
            } else {
                double f = step / remaining;
                world.x[i] += dx * f;
                world.y[i] += dy * f;
            }
        }
    }

    private void newLeg(World world, int i, double t) {
        double radius = spec.wanderRadiusM() * Math.sqrt(movement.nextDouble());
        double angle = 2.0 * Math.PI * movement.nextDouble();
        double tx = world.reflectIntoMap(world.x[i] + radius * Math.cos(angle));
        double ty = world.reflectIntoMap(world.y[i] + radius * Math.sin(angle));
        PlayZone zone = world.zone;
        if (zone.shrinks() && !zone.contains(tx, ty, t)) {
            double r = zone.radiusAt(t) * Math.sqrt(movement.nextDouble());
            double a = 2.0 * Math.PI * movement.nextDouble();
            tx = world.reflectIntoMap(zone.centreX() + r * Math.cos(a));
            ty = world.reflectIntoMap(zone.centreY() + r * Math.sin(a));
        }
        world.targetX[i] = tx;
        world.targetY[i] = ty;
        boolean driving = movement.nextDouble() < spec.vehicleFraction();
        world.speedMps[i] = driving ? spec.vehicleSpeedMps() : spec.footSpeedMps();
    }
}
