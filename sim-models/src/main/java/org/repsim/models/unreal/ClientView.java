package org.repsim.models.unreal;

/**
 * What one client believes: the last value of every property slot it received. A missing mark
 * shows up as a client value that differs from the server's long after the write.
 *
 * <p>Values are the low 32 bits of the server's counters: enough to tell "different" apart.
 */
final class ClientView {
    private final int[] values;
    private final boolean[] known;

    ClientView(int slots, int actors) {
        values = new int[slots];
        known = new boolean[actors];
    }

    void receive(int slot, long value) {
        values[slot] = (int) value;
    }

    void knowActor(int actor) {
        known[actor] = true;
    }

    boolean knows(int actor) {
        return known[actor];
    }

    boolean differs(int slot, long serverValue) {
        return values[slot] != (int) serverValue;
    }
}
