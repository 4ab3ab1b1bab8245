package org.repsim.models.unreal;

import org.repsim.models.unreal.replication.ReplicationSettings;


/**
 * "Dynamic Property Compare": decides what changed, once per object per frame, shared by every
 * connection (docs/sources.md#unreal-compare). Candidates: every slot with push model off (or in
 * validation mode); with push model on, set dirty bits, polled slots, and — once after a garbage
 * collection — reference / custom-NetSerialize slots. Changed slots go into the shadow state with
 * the new compare epoch; connections serialize everything changed since what they last sent. Fast arrays
 * are never candidates: their marks enter the history at the compare ({@link FastArrayHistory}).
 */
final class PropertyCompare {
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final boolean pushModel;
    private final boolean validation;
    /** Per layout, per property: compares and changes in the measured window. */
    final long[][] propertyCompares;
    final long[][] propertyChanges;
    /** Per layout: object compares in the measured window. */
    final long[] layoutCompares;
    /**
     * Per layout: whole-object compares (push off or validation) in the measured window. Each
     * compares every slot, so their per-property counts are added in bulk when read
     * ({@link #propertyCompares()}) instead of counted slot by slot in the hot loop.
     */
    private final long[] wholeCompares;
    // The slots each object's latest compare found changed, in slot order (both compare loops
    // visit slots in ascending order): latestSlots[latestFrom[o]..latestTo[o]), valid while
    // latestEpoch[o] is the object's compare epoch. A connection that was sent the object's
    // previous compare needs exactly these (latestCovers), so serializing for it need not scan the
    // layout. The buffer is refilled every frame: each object is compared at most once a frame.
    private int[] latestSlots;
    private final int[] latestEpoch;
    private final int[] latestFrom;
    private final int[] latestTo;
    private int latestCount;
    private int latestFrame = -1;
    private final boolean latestChangeLists;

    /** @param latestChangeLists keep the lists {@link #latestCovers} offers (off: every serialize scans) */
    PropertyCompare(ReplicatedWorld world, ReplicatorStates st, ReplicationSettings settings,
                    boolean latestChangeLists) {
        this.world = world;
        this.st = st;
        this.pushModel = settings.pushModel();
        this.validation = settings.validation();
        propertyCompares = new long[world.layouts.length][];
        propertyChanges = new long[world.layouts.length][];
        layoutCompares = new long[world.layouts.length];
        wholeCompares = new long[world.layouts.length];
        this.latestChangeLists = latestChangeLists;
        // Grown when a frame changes more (the worst case, every slot, is rarely near).
        latestSlots = new int[Math.max(16, Math.min(world.slotCount, 4096))];
        latestEpoch = new int[world.objectCount];
        latestFrom = new int[world.objectCount];
        latestTo = new int[world.objectCount];
        for (int l = 0; l < world.layouts.length; l++) {
            propertyCompares[l] = new long[world.layouts[l].propertyNames.size()];
            propertyChanges[l] = new long[world.layouts[l].propertyNames.size()];
        }
    }

    /** Compares per layout and property in the measured window (copies). */
    long[][] propertyCompares() {
        long[][] c = deepCopy(propertyCompares);
        for (int l = 0; l < c.length; l++) {
            int[] slots = world.layouts[l].propertySlots;
            for (int p = 0; p < c[l].length; p++) {
                c[l][p] += wholeCompares[l] * slots[p];
            }
        }
        return c;
    }

    /** Changes per layout and property in the measured window (copies). */
    long[][] propertyChanges() {
        return deepCopy(propertyChanges);
    }

    private static long[][] deepCopy(long[][] a) {
        long[][] c = new long[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    /** Object compares per layout in the measured window (copy). */
    long[] layoutCompares() {
        return layoutCompares.clone();
    }

    void resetStats() {
        java.util.Arrays.fill(layoutCompares, 0L);
        java.util.Arrays.fill(wholeCompares, 0L);
        for (int l = 0; l < propertyCompares.length; l++) {
            java.util.Arrays.fill(propertyCompares[l], 0L);
            java.util.Arrays.fill(propertyChanges[l], 0L);
        }
    }

    /**
     * A pass of frame {@code frame} begins: a new frame's compares refill the change lists (a
     * second pass in the same frame keeps them: its objects are compared already).
     */
    void beginPass(int frame) {
        if (frame != latestFrame) {
            latestFrame = frame;
            latestCount = 0;
        }
    }

    /**
     * Compares object {@code o} unless it was already compared this frame. Small on purpose: every
     * connection after the first finds the object compared, and this test is then inlined into
     * the caller's per-pair loop instead of costing a call into the compare.
     */
    void ensureCompared(int o, int frame, FrameCounters fc) {
        if (st.comparedFrame[o] != frame) {
            compare(o, frame, fc);
        }
    }

    /** The frame's one compare of object {@code o}. */
    private void compare(int o, int frame, FrameCounters fc) {
        st.comparedFrame[o] = frame;
        fc.compareCalls++;
        int lid = world.objLayoutId[o];
        layoutCompares[lid]++;
        int epoch = ++st.compareEpoch[o];
        ReplicatorLayout l = world.objLayout[o];
        int base = world.slotBase[o];
        int wb = world.wordBase[o];
        boolean gc = st.gcSeen[o] != st.gcEpoch;
        st.gcSeen[o] = st.gcEpoch;
        long[] dirty = st.dirty;
        if (!pushModel || validation) {
            // The push-off path sets up the change list and history slot, then compares every
            // slot. The outcome is known in bulk: only slots written with a new value since the
            // last compare can differ (ReplicatorStates.written), so only those are looked at,
            // and the per-slot compare counts are the layout's, added in bulk.
            fc.compareSetups++;
            fc.comparedProperties += l.changeListSlots;
            fc.comparedComposite += l.compositeSlots;
            wholeCompares[lid]++;
            long[] server = world.serverValue;
            long[] shadow = st.shadow;
            long[] written = st.written;
            for (int w = 0; w < l.words; w++) {
                long cand = written[wb + w];
                written[wb + w] = 0L;
                while (cand != 0) {
                    int s = (w << 6) + Long.numberOfTrailingZeros(cand);
                    cand &= cand - 1;
                    long v = server[base + s];
                    if (v == shadow[base + s]) {
                        continue;
                    }
                    changed(o, l, lid, base, s, v, epoch, fc);
                    if (validation && l.push[s] && (dirty[wb + w] & (1L << (s & 63))) == 0) {
                        // Changed without a mark: the engine's validation report.
                        fc.validationReports++;
                    }
                }
            }
        } else {
            // Push on: only candidates are compared, without the push-off path's change-list and
            // history set-up; a Full object with no dirty bit leaves right after the call.
            for (int w = 0; w < l.words; w++) {
                long cand = dirty[wb + w] | l.polledMask[w];
                if (gc) {
                    cand |= l.gcMask[w];
                }
                while (cand != 0) {
                    int s = (w << 6) + Long.numberOfTrailingZeros(cand);
                    cand &= cand - 1;
                    compareSlot(o, l, lid, base, s, epoch, fc);
                }
            }
        }
        for (int w = 0; w < l.words; w++) {
            dirty[wb + w] = 0L;
        }
        if ((st.skipBlockers[o] & ReplicatorStates.CUSTOM_DELTA) != 0) {
            takeFastArrayMarks(o, l, lid, epoch);
        }
        st.dirtyTaken(o);
    }

    /**
     * The object's fast arrays were marked since its last compare: their changes enter its history
     * at this epoch ({@link FastArrayHistory#stamp}). Not a compare (custom delta properties are
     * delta serialized per connection instead), so no compare is counted; the property's change is.
     */
    private void takeFastArrayMarks(int o, ReplicatorLayout l, int lid, int epoch) {
        for (int k = 0; k < l.fastArrays; k++) {
            if (st.fastArrays.stamp(world.fastArrays.instance(o, k), epoch)) {
                st.lastChangeEpoch[o] = epoch;
                propertyChanges[lid][l.slotProperty[l.fastArraySlot[k]]]++;
            }
        }
    }

    /** One candidate slot's compare (push on): counted, and taken into the shadow state if changed. */
    private void compareSlot(int o, ReplicatorLayout l, int lid, int base, int s, int epoch, FrameCounters fc) {
        fc.comparedProperties++;
        if (l.compositeCompare[s]) {
            fc.comparedComposite++;
        }
        propertyCompares[lid][l.slotProperty[s]]++;
        long v = world.serverValue[base + s];
        if (v != st.shadow[base + s]) {
            changed(o, l, lid, base, s, v, epoch, fc);
        }
    }

    /**
     * Whether {@link #latestSlots} lists exactly the slots of {@code o} changed since epoch
     * {@code before}: when {@code before} is the compare just before the latest one. Only valid
     * after {@link #ensureCompared} of {@code o} in this frame (the lists are this frame's), as
     * NetDriver.replicateActor calls it.
     */
    boolean latestCovers(int o, int before) {
        int epoch = st.compareEpoch[o];
        return latestChangeLists && before == epoch - 1 && latestEpoch[o] == epoch;
    }

    int[] latestSlots() {
        return latestSlots;
    }

    int latestFrom(int o) {
        return latestFrom[o];
    }

    int latestTo(int o) {
        return latestTo[o];
    }

    /** Slot {@code s} of object {@code o} differs from the shadow: it goes into the change history at {@code epoch}. */
    private void changed(int o, ReplicatorLayout l, int lid, int base, int s, long v, int epoch, FrameCounters fc) {
        int g = base + s;
        if (latestEpoch[o] != epoch) {
            latestEpoch[o] = epoch;
            latestFrom[o] = latestCount;
        }
        if (latestCount == latestSlots.length) {
            latestSlots = java.util.Arrays.copyOf(latestSlots, 2 * latestCount);
        }
        latestSlots[latestCount++] = s;
        latestTo[o] = latestCount;
        st.shadow[g] = v;
        st.changeEpoch[g] = epoch;
        st.lastChangeEpoch[o] = epoch;
        if (l.elementCount[s] > 1) {
            st.arrayChanged[g] = Math.max(1, Math.min(l.elementCount[s], world.arrayWrites[g]));
            world.arrayWrites[g] = 0;
        }
        fc.changedProperties++;
        propertyChanges[lid][l.slotProperty[s]]++;
    }
}
