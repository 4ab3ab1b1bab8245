package org.repsim.models.room.encode;

/** Indices of the fields found changed and removed by one section comparison (reused scratch, no allocation). */
final class FieldDiff {
    private int[] changed = new int[16];
    private int[] removed = new int[16];
    private int changedCount;
    private int removedCount;

    void clear(int fields) {
        if (changed.length < fields) {
            changed = new int[fields];
            removed = new int[fields];
        }
        changedCount = 0;
        removedCount = 0;
    }

    void changed(int i) {
        changed[changedCount++] = i;
    }

    void removed(int i) {
        removed[removedCount++] = i;
    }

    boolean any() {
        return changedCount + removedCount > 0;
    }

    int changedCount() {
        return changedCount;
    }

    int changedAt(int d) {
        return changed[d];
    }

    int removedCount() {
        return removedCount;
    }

    int removedAt(int d) {
        return removed[d];
    }
}
