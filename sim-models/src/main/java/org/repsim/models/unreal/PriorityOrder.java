package org.repsim.models.unreal;

/**
 * Sorts a connection's list of actors by priority, highest first, without allocation: each entry
 * is one {@code long} (inverted float bits of the priority, then the actor), so ties break by
 * actor index and the order is deterministic.
 */
final class PriorityOrder {
    private final long[] keys;

    PriorityOrder(int actors) {
        keys = new long[actors];
    }

    void set(int k, int actor, float priority) {
        keys[k] = ((long) (Integer.MAX_VALUE - Float.floatToIntBits(priority)) << 32) | actor;
    }

    /** Sorts the {@code m} entries set and writes their actors into {@code list[0..m)}. */
    void sortInto(int[] list, int m) {
        java.util.Arrays.sort(keys, 0, m);
        for (int k = 0; k < m; k++) {
            list[k] = (int) keys[k];
        }
    }
}
