package org.repsim.models.battleroyale;

/**
 * The map and its players: true positions, current movement legs and who is alive. Player
 * {@code i} is also connection {@code i} (one client per player). Positions live in primitive
 * arrays because every frame reads them once per (connection, character) pair.
 *
 * <p>Alive players are also kept as a compact ascending id list so that loops over them visit
 * them in a fixed order and skip the dead without a branch per dead slot.
 */
final class World {
    final double mapSizeM;
    final int players;
    final double[] x;
    final double[] y;
    final double[] targetX;
    final double[] targetY;
    final double[] speedMps;
    private final boolean[] alive;
    private final int[] aliveIds;
    private int aliveCount;
    final PlayZone zone;
    /**
     * Per (a, b) pair with {@code a < b}, index {@code a * players + b}: squared distance at the
     * last {@link #measurePairs}, for alive pairs only (others keep a stale value). The distance is
     * symmetric; {@code (b, a)} is not written.
     */
    final double[] pairDistanceSquared;

    World(double mapSizeM, int players, PlayZone zone) {
        this.mapSizeM = mapSizeM;
        this.players = players;
        this.zone = zone;
        x = new double[players];
        y = new double[players];
        targetX = new double[players];
        targetY = new double[players];
        speedMps = new double[players];
        alive = new boolean[players];
        aliveIds = new int[players];
        pairDistanceSquared = new double[players * players];
        for (int i = 0; i < players; i++) {
            alive[i] = true;
            aliveIds[i] = i;
        }
        aliveCount = players;
    }

    boolean isAlive(int player) {
        return alive[player];
    }

    int aliveCount() {
        return aliveCount;
    }

    /** The {@code k}-th alive player in ascending id order, 0 <= k < aliveCount(). */
    int aliveId(int k) {
        return aliveIds[k];
    }

    /** Kills the {@code k}-th alive player (ascending id order); returns its id. */
    int killAliveAt(int k) {
        int id = aliveIds[k];
        System.arraycopy(aliveIds, k + 1, aliveIds, k, aliveCount - k - 1);
        aliveCount--;
        alive[id] = false;
        return id;
    }

    double distanceSquared(int a, int b) {
        double dx = x[a] - x[b];
        double dy = y[a] - y[b];
        return dx * dx + dy * dy;
    }

    /**
     * Measures every alive pair's squared distance into {@link #pairDistanceSquared}, once per
     * frame: the replication pass reads it several times per pair (relevancy, priority scale,
     * interleaving step, far-character error), and positions do not move within Net Flush.
     */
    void measurePairs() {
        for (int k = 0; k < aliveCount; k++) {
            int a = aliveIds[k];
            double ax = x[a];
            double ay = y[a];
            for (int m = k + 1; m < aliveCount; m++) {
                int b = aliveIds[m];
                // The expression of distanceSquared(a, b); (b, a) would be the same double, as
                // (-d) * (-d) == d * d exactly. Alive ids ascend, so a < b.
                double dx = ax - x[b];
                double dy = ay - y[b];
                pairDistanceSquared[a * players + b] = dx * dx + dy * dy;
            }
        }
    }

    /** Folds a coordinate back into [0, size] by reflection (keeps a uniform density uniform). */
    double reflectIntoMap(double v) {
        double period = 2.0 * mapSizeM;
        double m = v % period;
        if (m < 0) {
            m += period;
        }
        return m <= mapSizeM ? m : period - m;
    }
}
