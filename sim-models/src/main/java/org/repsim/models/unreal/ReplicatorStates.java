package org.repsim.models.unreal;


/**
 * One net driver's view of every replicated object: shadow state (values at the last compare),
 * dirty bits (kept per driver, so one driver never clears another's changes), compare epochs
 * and the per-actor update schedule ({@code NextUpdateTime}, pending/forced updates).
 */
final class ReplicatorStates {
    final ReplicatedWorld world;
    final long[] shadow;
    final long[] dirty;
    /**
     * Per object slot, as bits like {@link #dirty}: written with a new value since this driver's
     * last whole-object compare. A slot whose value differs from the shadow is always among them
     * (values change only through {@code GameCode}, which sets these bits for every driver), so
     * the push-off compare visits only these slots and counts the rest in bulk.
     */
    final long[] written;
    /** Number of compares done on each object. */
    final int[] compareEpoch;
    /** Compare epoch at which each slot last changed in the shadow state. */
    final int[] changeEpoch;
    /** Largest {@link #changeEpoch} of the object's slots. */
    final int[] lastChangeEpoch;
    /** Frame number of each object's last compare (compare once per object per frame). */
    final int[] comparedFrame;
    /** GC epoch the object's reference/custom properties were last force-compared for. */
    final int[] gcSeen;
    /** Elements of a dynamic-array slot that differed at its last change. */
    final int[] arrayChanged;
    final long[] nextUpdateNanos;
    final boolean[] pendingNetUpdate;
    /** Last time the actor actually sent something (adaptive update frequency). */
    final long[] lastSendNanos;
    int gcEpoch;
    /**
     * Per object, reasons it cannot be skipped now, as bits: {@link #PARTIAL} (static: a polled
     * property), {@link #MULTICAST_TRAP} (an unreliable multicast was sent on it: for good) and
     * {@link #DIRTY} (a dirty bit is set: from a mark until the next compare). One byte read
     * answers all three for {@link SkipRule} instead of a walk over the object's dirty words.
     */
    final byte[] skipBlockers;
    static final byte PARTIAL = 1;
    static final byte MULTICAST_TRAP = 2;
    static final byte DIRTY = 4;
    /** A fast array was marked ({@code MarkItemDirty} / {@code MarkArrayDirty}) since the object's last compare. */
    static final byte CUSTOM_DELTA = 8;
    /** This driver's history of the world's fast arrays. */
    final FastArrayHistory fastArrays;

    ReplicatorStates(ReplicatedWorld world) {
        this.world = world;
        shadow = world.serverValue.clone();
        dirty = new long[world.wordCount];
        written = new long[world.wordCount];
        compareEpoch = new int[world.objectCount];
        changeEpoch = new int[world.slotCount];
        lastChangeEpoch = new int[world.objectCount];
        comparedFrame = new int[world.objectCount];
        java.util.Arrays.fill(comparedFrame, -1);
        gcSeen = new int[world.objectCount];
        arrayChanged = new int[world.slotCount];
        nextUpdateNanos = new long[world.actorCount];
        pendingNetUpdate = new boolean[world.actorCount];
        lastSendNanos = new long[world.actorCount];
        skipBlockers = new byte[world.objectCount];
        fastArrays = new FastArrayHistory(world.fastArrays, shadow);
        // The set-up loops are methods of their own (see ReplicatedWorld's constructor).
        markPartial();
        markUnregistered();
    }

    private void markPartial() {
        for (int o = 0; o < world.objectCount; o++) {
            if (!world.objLayout[o].full) {
                skipBlockers[o] = PARTIAL;
            }
        }
    }

    private void markUnregistered() {
        for (int a = 0; a < world.actorCount; a++) {
            if (!world.actorRegistered[a]) {
                // Never registered with the push-model manager: starts with every property dirty so
                // values set at spawn go out in the first replication
                // (docs/sources.md#unreal-compare).
                for (int o = world.objStart[a]; o < world.objStart[a + 1]; o++) {
                    markAll(o);
                }
            }
        }
    }

    /** Sets the dirty bit of one slot (a registered object's mark). */
    void mark(int o, int slot) {
        dirty[world.wordBase[o] + (slot >>> 6)] |= 1L << (slot & 63);
        skipBlockers[o] |= DIRTY;
    }

    /**
     * The compare of object {@code o} took its dirty bits (they are cleared: see {@link PropertyCompare})
     * and its fast arrays' marks ({@link FastArrayHistory#stamp}).
     */
    void dirtyTaken(int o) {
        skipBlockers[o] &= ~(DIRTY | CUSTOM_DELTA);
    }

    /**
     * Game code marked item entry {@code e} of fast array instance {@code f} on object {@code o}
     * ({@code added}: a new item): not a push-model dirty bit, the array's own key, so it counts
     * whether the object is registered with the push model or not.
     */
    void fastArrayItemMarked(int o, int f, int e, boolean added) {
        fastArrays.marked(f, e, added);
        skipBlockers[o] |= CUSTOM_DELTA;
    }

    /** Game code removed an item of fast array instance {@code f} on object {@code o} and marked the array. */
    void fastArrayMarked(int o, int f) {
        fastArrays.removed(f);
        skipBlockers[o] |= CUSTOM_DELTA;
    }

    /** Slot {@code slot} of object {@code o} was written with a new value (whatever the push model knows). */
    void written(int o, int slot) {
        written[world.wordBase[o] + (slot >>> 6)] |= 1L << (slot & 63);
    }

    void markAll(int o) {
        ReplicatorLayout l = world.objLayout[o];
        for (int s = 0; s < l.slots; s++) {
            // A fast array has no dirty bit: it is never a compare candidate.
            if (l.fastArrayIndex[s] < 0) {
                mark(o, s);
            }
        }
    }

    /**
     * An unreliable multicast was sent on the object: its pending-multicast bit count stays >= 0
     * and skip never works again for it (the observed trap, docs/sources.md#unreal-skip).
     */
    void trapMulticast(int o) {
        skipBlockers[o] |= MULTICAST_TRAP;
    }

    /** ForceNetUpdate / flush / saturation: the actor is considered on the next frame. */
    void forceNetUpdate(int actor) {
        pendingNetUpdate[actor] = true;
    }

    /** A garbage collection: reference and custom properties are compared once, marked or not. */
    void garbageCollected() {
        gcEpoch++;
    }

    boolean gcComparePending(int o) {
        return gcSeen[o] != gcEpoch && world.objLayout[o].hasGcSlots;
    }

    int lastChangeEpoch(int o) {
        return lastChangeEpoch[o];
    }
}
