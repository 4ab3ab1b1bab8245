package org.repsim.models.unreal;

/**
 * The server's items of every fast array ({@code FFastArraySerializer}) in the world, as game code
 * changes them: one <em>instance</em> per (object, fast-array slot), each with {@code capacity}
 * storage entries of which the first {@code live} of its entry list hold items (an add takes the
 * first free entry, a removal swaps the item's entry behind the live ones), so picking, adding
 * and removing an item cost O(1) and draw at most one number.
 *
 * <p>Values are counted per instance in the slot's server value (one per value write, add and
 * removal), which is what a client's copy of the property is compared with. A value written
 * without {@code MarkItemDirty} is not replicated until its item is marked again: such writes
 * are counted per item ({@link #replicatedValue} leaves them out), so a client keeps a stale
 * copy as long as one is pending. Net drivers keep their own history ({@link FastArrayHistory}).
 */
final class FastArrayItems {
    /** Fast array instances in the world. */
    final int count;
    /** Per object: its first instance; its layout's k-th fast array is {@code objBase[o] + k} (empty without any). */
    private final int[] objBase;
    /** Per instance: its global slot, first storage entry, capacity and live items. */
    private final int[] slot;
    final int[] entryBase;
    final int[] capacity;
    final int[] live;
    /** Per instance, entries {@code entryBase .. + capacity}: the live items' entries first, then the free ones. */
    private final int[] entries;
    /** Per entry: its index in {@link #entries}, relative to the instance's base. */
    private final int[] position;
    /** Per entry: value writes since the item's last {@code MarkItemDirty}. */
    private final int[] unmarked;
    /** Per entry: when its first write since its last mark was made, -1 when it has none. */
    private final long[] unmarkedSince;
    /** Per instance: the sum of {@link #unmarked} over its live items. */
    private final long[] unmarkedTotal;
    private final long[] serverValue;
    private final long[] lastWriteNanos;

    FastArrayItems(ReplicatedWorld world) {
        int n = 0;
        int entriesTotal = 0;
        for (int o = 0; o < world.objectCount; o++) {
            ReplicatorLayout l = world.objLayout[o];
            n += l.fastArrays;
            for (int k = 0; k < l.fastArrays; k++) {
                entriesTotal += l.fastArrayCapacity[k];
            }
        }
        this.count = n;
        this.serverValue = world.serverValue;
        this.lastWriteNanos = world.lastWriteNanos;
        objBase = new int[n == 0 ? 0 : world.objectCount];
        slot = new int[n];
        entryBase = new int[n];
        capacity = new int[n];
        live = new int[n];
        unmarkedTotal = new long[n];
        entries = new int[entriesTotal];
        position = new int[entriesTotal];
        unmarked = new int[entriesTotal];
        unmarkedSince = new long[entriesTotal];
        java.util.Arrays.fill(unmarkedSince, -1L);
        if (n > 0) {
            layOut(world);
        }
    }

    /** Each object's instances, with their initial items live. */
    private void layOut(ReplicatedWorld world) {
        int f = 0;
        int e = 0;
        for (int o = 0; o < world.objectCount; o++) {
            ReplicatorLayout l = world.objLayout[o];
            objBase[o] = f;
            for (int k = 0; k < l.fastArrays; k++, f++) {
                slot[f] = world.slotBase[o] + l.fastArraySlot[k];
                entryBase[f] = e;
                capacity[f] = l.fastArrayCapacity[k];
                live[f] = l.fastArrayItems[k];
                for (int i = 0; i < capacity[f]; i++, e++) {
                    entries[e] = e;
                    position[e] = i;
                }
            }
        }
    }

    /** The instance of object {@code o}'s {@code k}-th fast array. */
    int instance(int o, int k) {
        return objBase[o] + k;
    }

    /** The entry of the {@code i}-th live item of instance {@code f} ({@code i < live[f]}). */
    int liveEntry(int f, int i) {
        return entries[entryBase[f] + i];
    }

    boolean isLive(int f, int entry) {
        return position[entry] < live[f];
    }

    /** Game code writes a member of the {@code i}-th live item; returns its entry. */
    int write(int f, int i, boolean sameValue, boolean mark, long nowNanos) {
        int e = liveEntry(f, i);
        if (!sameValue) {
            serverValue[slot[f]]++;
            if (!mark) {
                if (unmarked[e]++ == 0) {
                    unmarkedSince[e] = nowNanos;
                }
                unmarkedTotal[f]++;
            }
        }
        if (mark) {
            // MarkItemDirty: the item's key moves, so its whole current state will be sent.
            unmarkedTotal[f] -= unmarked[e];
            unmarked[e] = 0;
            unmarkedSince[e] = -1L;
        }
        lastWriteNanos[slot[f]] = nowNanos;
        return e;
    }

    /** Game code adds an item (the array has room: {@code live[f] < capacity[f]}); returns its entry. */
    int add(int f, long nowNanos) {
        int e = entries[entryBase[f] + live[f]++];
        unmarked[e] = 0;
        serverValue[slot[f]]++;
        lastWriteNanos[slot[f]] = nowNanos;
        return e;
    }

    /** Game code removes the {@code i}-th live item. */
    void remove(int f, int i, long nowNanos) {
        int base = entryBase[f];
        int e = entries[base + i];
        int last = live[f] - 1;
        int moved = entries[base + last];
        entries[base + i] = moved;
        position[moved] = i;
        entries[base + last] = e;
        position[e] = last;
        live[f] = last;
        unmarkedTotal[f] -= unmarked[e];
        unmarked[e] = 0;
        unmarkedSince[e] = -1L;
        serverValue[slot[f]]++;
        lastWriteNanos[slot[f]] = nowNanos;
    }

    /** The instance's value as a delta serialization sends it now: the server's, less unmarked writes. */
    long replicatedValue(int f) {
        return serverValue[slot[f]] - unmarkedTotal[f];
    }

    /**
     * The write a client's stale copy of instance {@code f} dates from: the oldest write no mark
     * has covered (it is never sent, whatever is written after it), else the last write.
     */
    long staleSince(int f) {
        long oldest = -1L;
        for (int i = 0; i < live[f]; i++) {
            long t = unmarkedSince[liveEntry(f, i)];
            if (t >= 0 && (oldest < 0 || t < oldest)) {
                oldest = t;
            }
        }
        return oldest >= 0 ? oldest : lastWriteNanos[slot[f]];
    }

    /** Storage entries of all instances. */
    int entryCount() {
        return position.length;
    }

    int slot(int f) {
        return slot[f];
    }
}
