package org.repsim.models.unreal.connection;

/**
 * What one client believes: the last value of every property slot it received. A missing mark
 * shows up as a client value that differs from the server's long after the write.
 *
 * <p>Values are the low 32 bits of the server's counters: enough to tell "different" apart.
 */
public final class ClientView {
    private final int[] values;
    private final boolean[] known;

    public ClientView(int slots, int actors) {
        values = new int[slots];
        known = new boolean[actors];
    }

    public void receive(int slot, long value) {
        values[slot] = (int) value;
    }

    public void knowActor(int actor) {
        known[actor] = true;
    }

    public boolean knows(int actor) {
        return known[actor];
    }

    public boolean differs(int slot, long serverValue) {
        return values[slot] != (int) serverValue;
    }
}
