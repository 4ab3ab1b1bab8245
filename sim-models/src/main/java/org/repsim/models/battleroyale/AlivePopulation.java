package org.repsim.models.battleroyale;

import org.repsim.engine.random.RandomStream;

/**
 * Kills players so that the alive count follows the scenario's curve ("deaths" stream): at each
 * frame start, while more players are alive than the curve asks for, a uniformly chosen alive
 * player dies. A dead player's character stops being replicated and its connection closes
 * (assumption: dead players leave rather than spectate).
 */
final class AlivePopulation {
    private final AliveCurve curve;
    private final RandomStream deaths;

    AlivePopulation(AliveCurve curve, RandomStream deaths) {
        this.curve = curve;
        this.deaths = deaths;
    }

    /** Applies the deaths due by match time {@code t}; returns how many died. */
    int update(World world, double t) {
        int target = curve.aliveAt(t);
        int died = 0;
        while (world.aliveCount() > Math.max(target, 0)) {
            world.killAliveAt(deaths.nextInt(world.aliveCount()));
            died++;
        }
        return died;
    }
}
