package org.repsim.models.unreal;

/**
 * Iris's serialization of one object's quantized state for one connection (docs/iris.md): only the
 * members changed since what the connection was last sent (its change mask), or every member for a
 * creation; members a condition keeps from the connection are left out. A member costs its payload
 * bits (the legacy wire sizes without the per-property handle: Iris sends a change mask instead,
 * charged by the writer). Fast arrays are delta serialized per connection as on the legacy path
 * ({@link FastArrayHistory}: a key check, the item walk when the array changed, changed items whole).
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
        int bits = l.fastArrays == 0 ? 0 : st.fastArrays.serialize(o, l, before, ci, owner, fc);
        int sent = 0;
        for (int s = 0; s < l.slots; s++) {
            if ((full || changeEpoch[base + s] > before) && (!l.hasConditions || l.condition[s].sendsTo(ci, owner))
                    && l.fastArrayIndex[s] < 0) {
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
