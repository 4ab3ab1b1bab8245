package org.repsim.models.unreal;

/**
 * Iris's serialization of one object's quantized state for one connection (docs/iris.md): only the
 * members changed since what the connection was last sent (its change mask), or every member for a
 * creation; members a condition keeps from the connection are left out. A member costs its payload
 * bits (the legacy wire sizes without the per-property handle: Iris sends a change mask instead,
 * charged by the writer).
 */
final class IrisSerializer {
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final FrameCounters fc;
    private final int handleBits;

    IrisSerializer(ReplicatedWorld world, ReplicatorStates st, FrameCounters fc, int handleBits) {
        this.world = world;
        this.st = st;
        this.fc = fc;
        this.handleBits = handleBits;
    }

    /**
     * Serializes object {@code o} for connection {@code ci}: the members changed after compare
     * epoch {@code before}, or the full state when {@code before < 0}; returns their bits.
     */
    int members(int o, int ci, int owner, int before) {
        ReplicatorLayout l = world.objLayout[o];
        int base = world.slotBase[o];
        int[] changeEpoch = st.changeEpoch;
        boolean full = before < 0;
        int bits = 0;
        int sent = 0;
        for (int s = 0; s < l.slots; s++) {
            if ((full || changeEpoch[base + s] > before) && (!l.hasConditions || l.condition[s].sendsTo(ci, owner))) {
                int b = l.slotBits[s] - handleBits
                        + l.elementBits[s] * (full ? l.elementCount[s] : st.arrayChanged[base + s]);
                bits += b;
                fc.bitsByType[l.typeOrdinal[s]] += b;
                sent++;
            }
        }
        if (full) {
            fc.initialSerializeCalls++;
            fc.initialProperties += sent;
        } else {
            fc.serializedProperties += sent;
        }
        return bits;
    }
}
