package org.repsim.models.unreal;

import java.util.Arrays;

/**
 * One net driver's history of every fast array, and their delta serialization per connection
 * ({@code FastArrayDeltaSerialize}, a custom delta property: run per connection inside
 * {@code ReplicateProperties}, after the change list, never in the shared compare).
 *
 * <p>The engine keeps per connection a baseline state: the {@code ArrayReplicationKey} and the
 * (ReplicationID → ReplicationKey) map it last sent, reverted to the previous one when that send
 * is NAKed. Here a connection's baseline is the object's compare epoch it was last sent
 * ({@code Connection.sentEpoch}, moved back by a NAK like every change list): game code marks
 * items between passes and the delta serialization reads the items as the pass finds them, so
 * the state at a compare epoch is the state any connection serialized then. Each compare of the
 * object takes the marks made since the last one ({@link #stamp}): a marked item's key changed
 * at that epoch, an added one appeared then, and the item count is kept per epoch where it
 * changed. The baseline map of a connection sent at epoch {@code b} is therefore known without
 * keeping it: its items are those live at {@code b}, an item differs from it when it changed
 * after {@code b}, and the removed IDs are the count at {@code b} less the live items added by
 * then.
 *
 * <p>Per connection: an unchanged array (no stamp after the baseline) costs one key check and
 * sends nothing; a changed one walks every item and every baseline entry, and sends the header,
 * each changed or added item whole (ID and every member: the engine's default path serializes
 * the whole item struct; its opt-in per-member delta serialization is not modelled) and each
 * removed ID.
 */
final class FastArrayHistory {
    private final FastArrayItems items;
    private final long[] shadow;
    /** Per storage entry: compare epoch of the item's last key change, and of its add. */
    private final int[] changedAt;
    private final int[] addedAt;
    /** Per storage entry: marked, or added, since this driver's last stamp of its instance. */
    private final boolean[] pending;
    private final boolean[] pendingAdd;
    /** Per instance: its pending entries, {@code pendingList[entryBase + i]} for {@code i < pendingCount}. */
    private final int[] pendingList;
    private final int[] pendingCount;
    /** Per instance: an item was added or removed since the last stamp (MarkArrayDirty). */
    private final boolean[] countChanged;
    /** Per instance: the compare epoch of its last stamp, the last change of its ArrayReplicationKey. */
    private final int[] stampedAt;
    /** Per instance: the item count from each listed epoch on (epochs ascending, from 0). */
    private final int[][] countEpochs;
    private final int[][] counts;
    private final int[] countEntries;

    FastArrayHistory(FastArrayItems items, long[] shadow) {
        this.items = items;
        this.shadow = shadow;
        int entries = items.entryCount();
        changedAt = new int[entries];
        addedAt = new int[entries];
        pending = new boolean[entries];
        pendingAdd = new boolean[entries];
        pendingList = new int[entries];
        int n = items.count;
        pendingCount = new int[n];
        countChanged = new boolean[n];
        stampedAt = new int[n];
        countEpochs = new int[n][];
        counts = new int[n][];
        countEntries = new int[n];
        for (int f = 0; f < n; f++) {
            countEpochs[f] = new int[4];
            counts[f] = new int[4];
            counts[f][0] = items.live[f];
            countEntries[f] = 1;
        }
    }

    /** {@code MarkItemDirty} of entry {@code e} of instance {@code f} ({@code added}: a new item). */
    void marked(int f, int e, boolean added) {
        if (!pending[e]) {
            pending[e] = true;
            pendingList[items.entryBase[f] + pendingCount[f]++] = e;
        }
        if (added) {
            pendingAdd[e] = true;
            countChanged[f] = true;
        }
    }

    /** {@code MarkArrayDirty} after a removal from instance {@code f}. */
    void removed(int f) {
        countChanged[f] = true;
    }

    /**
     * The compare at {@code epoch} takes instance {@code f}'s marks since the last one; returns
     * whether there were any (its ArrayReplicationKey changed), then the property's shadow holds
     * the value the delta serialization sends.
     */
    boolean stamp(int f, int epoch) {
        int n = pendingCount[f];
        if (n == 0 && !countChanged[f]) {
            return false;
        }
        int base = items.entryBase[f];
        for (int i = 0; i < n; i++) {
            int e = pendingList[base + i];
            if (items.isLive(f, e)) {
                changedAt[e] = epoch;
                if (pendingAdd[e]) {
                    addedAt[e] = epoch;
                }
            }
            pending[e] = false;
            pendingAdd[e] = false;
        }
        pendingCount[f] = 0;
        if (countChanged[f]) {
            countChanged[f] = false;
            recordCount(f, epoch, items.live[f]);
        }
        stampedAt[f] = epoch;
        shadow[items.slot(f)] = items.replicatedValue(f);
        return true;
    }

    private void recordCount(int f, int epoch, int count) {
        int m = countEntries[f];
        if (counts[f][m - 1] == count) {
            return;
        }
        if (m == countEpochs[f].length) {
            countEpochs[f] = Arrays.copyOf(countEpochs[f], 2 * m);
            counts[f] = Arrays.copyOf(counts[f], 2 * m);
        }
        countEpochs[f][m] = epoch;
        counts[f][m] = count;
        countEntries[f] = m + 1;
    }

    /** Instance {@code f}'s item count at compare epoch {@code epoch}. */
    private int countAt(int f, int epoch) {
        int[] epochs = countEpochs[f];
        int lo = 0;
        int hi = countEntries[f] - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (epochs[mid] <= epoch) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return counts[f][lo];
    }

    /**
     * The delta serialization of object {@code o}'s fast arrays for a connection ({@code ci},
     * actor owner {@code owner}) whose baseline is compare epoch {@code before} (-1: none, a new
     * channel: every item is new). Counts the operations in {@code fc}; returns the bits sent.
     */
    int serialize(int o, ReplicatorLayout l, int before, int ci, int owner, FrameCounters fc) {
        int bits = 0;
        for (int k = 0; k < l.fastArrays; k++) {
            int s = l.fastArraySlot[k];
            if (l.hasConditions && !l.condition[s].sendsTo(ci, owner)) {
                continue;
            }
            fc.fastArrayKeyChecks++;
            int f = items.instance(o, k);
            if (before >= 0 && stampedAt[f] <= before) {
                // The array's key equals the baseline's: nothing changed, nothing walked or sent.
                continue;
            }
            int live = items.live[f];
            int changed = 0;
            int removed = 0;
            int baseline = 0;
            if (before < 0) {
                changed = live;
            } else {
                int kept = 0;
                for (int i = 0; i < live; i++) {
                    int e = items.liveEntry(f, i);
                    if (changedAt[e] > before) {
                        changed++;
                    }
                    if (addedAt[e] <= before) {
                        kept++;
                    }
                }
                baseline = countAt(f, before);
                removed = baseline - kept;
            }
            fc.fastArrayItemsWalked += live + baseline;
            if (changed == 0 && removed == 0 && before >= 0) {
                // Items added and removed again between two passes: the walk finds no difference.
                continue;
            }
            fc.fastArrayItemsSent += changed;
            fc.fastArrayIdsRemoved += removed;
            int b = l.slotBits[s] + changed * l.fastArrayItemBits[k] + removed * l.fastArrayIdBits;
            fc.bitsByType[l.typeOrdinal[s]] += b;
            bits += b;
        }
        return bits;
    }

    /** Whether object {@code o}'s {@code k}-th fast array has changed since compare epoch {@code before}. */
    boolean changedSince(int o, int k, int before) {
        return stampedAt[items.instance(o, k)] > before;
    }
}
