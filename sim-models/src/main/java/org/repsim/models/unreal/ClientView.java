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

    /**
     * Receives what a send of object {@code o} to connection {@code ci} carried: the shadow values
     * (values at compare time) of its slots changed after compare epoch {@code before} (every slot
     * when {@code before < 0}) that the slot's condition sends to that connection.
     */
    void receiveChanged(ReplicatedWorld world, ReplicatorStates st, int o, int ci, int owner, int before) {
        ReplicatorLayout l = world.objLayout[o];
        int base = world.slotBase[o];
        for (int s = 0; s < l.slots; s++) {
            if ((before < 0 || st.changeEpoch[base + s] > before)
                    && (!l.hasConditions || l.condition[s].sendsTo(ci, owner))) {
                receive(base + s, st.shadow[base + s]);
            }
        }
    }

    /**
     * Receives the fast arrays of object {@code o} that a send to connection {@code ci} carried:
     * those changed after compare epoch {@code before} (all when {@code before < 0}).
     */
    void receiveFastArrays(ReplicatedWorld world, ReplicatorStates st, int o, int ci, int owner, int before) {
        ReplicatorLayout l = world.objLayout[o];
        int base = world.slotBase[o];
        for (int k = 0; k < l.fastArrays; k++) {
            int s = l.fastArraySlot[k];
            if ((before < 0 || st.fastArrays.changedSince(o, k, before))
                    && (!l.hasConditions || l.condition[s].sendsTo(ci, owner))) {
                receive(base + s, st.shadow[base + s]);
            }
        }
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
