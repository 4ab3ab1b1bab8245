package org.repsim.models.battleroyale;

import java.util.List;
import org.repsim.engine.random.RandomStream;

/**
 * Vehicles, loot, doors: placed uniformly at their kind's density ("spawn" stream), standing still,
 * dormant until changed. Changes arrive at each kind's rate; as in the Unreal lab's writer, a
 * fractional accumulator of rate × count × dt yields whole changes, each on a uniformly chosen
 * actor of the kind ("other-actors" stream). A change is replicated in the next Net Flush to every
 * alive connection within the kind's cull distance.
 */
final class OtherActors {
    private final List<OtherActorKind> kinds;
    private final double[][] x;
    private final double[][] y;
    private final double[] accumulator;
    private final RandomStream changes;
    private int[] changedKind = new int[16];
    private int[] changedActor = new int[16];
    private int pendingChanges;

    OtherActors(List<OtherActorKind> kinds, double mapSizeM, RandomStream spawn, RandomStream changes) {
        this.kinds = kinds;
        this.changes = changes;
        int n = kinds.size();
        x = new double[n][];
        y = new double[n][];
        accumulator = new double[n];
        double areaKm2 = mapSizeM * mapSizeM / 1e6;
        for (int k = 0; k < n; k++) {
            int count = (int) Math.round(kinds.get(k).perKm2() * areaKm2);
            x[k] = new double[count];
            y[k] = new double[count];
            place(x[k], y[k], mapSizeM, spawn);
        }
    }

    /**
     * Uniform positions, x then y per actor. Its own method: a loop in a constructor is
     * OSR-compiled with the whole constructor (docs/performance.md#set-up-loops).
     */
    private static void place(double[] x, double[] y, double mapSizeM, RandomStream spawn) {
        for (int a = 0; a < x.length; a++) {
            x[a] = spawn.uniform(0.0, mapSizeM);
            y[a] = spawn.uniform(0.0, mapSizeM);
        }
    }

    /** Draws the changes made by game code over the last {@code dt} seconds. */
    void change(double dt) {
        pendingChanges = 0;
        for (int k = 0; k < kinds.size(); k++) {
            int count = x[k].length;
            if (count == 0) {
                continue;
            }
            accumulator[k] += kinds.get(k).changesPerSecond() * count * dt;
            while (accumulator[k] >= 1.0) {
                accumulator[k] -= 1.0;
                if (pendingChanges == changedKind.length) {
                    changedKind = java.util.Arrays.copyOf(changedKind, pendingChanges * 2);
                    changedActor = java.util.Arrays.copyOf(changedActor, pendingChanges * 2);
                }
                changedKind[pendingChanges] = k;
                changedActor[pendingChanges] = changes.nextInt(count);
                pendingChanges++;
            }
        }
    }

    /** Kind of this frame's {@code i}-th change. */
    int changedKind(int i) {
        return changedKind[i];
    }

    /** Index, within its kind, of the actor of this frame's {@code i}-th change. */
    int changedActor(int i) {
        return changedActor[i];
    }

    List<OtherActorKind> kindList() {
        return kinds;
    }

    int pendingChanges() {
        return pendingChanges;
    }

    /** Position of other actor {@code actor} of kind {@code kind} (they stand still). */
    double x(int kind, int actor) {
        return x[kind][actor];
    }

    double y(int kind, int actor) {
        return y[kind][actor];
    }

    int count(int kind) {
        return x[kind].length;
    }

    int kinds() {
        return kinds.size();
    }

    /** True when changed actor {@code i} (of this frame's changes) is relevant to a player at (px, py). */
    boolean changeRelevantTo(int i, double px, double py) {
        int k = changedKind[i];
        int a = changedActor[i];
        double dx = x[k][a] - px;
        double dy = y[k][a] - py;
        double cull = kinds.get(k).cullDistanceM();
        return dx * dx + dy * dy <= cull * cull;
    }
}
