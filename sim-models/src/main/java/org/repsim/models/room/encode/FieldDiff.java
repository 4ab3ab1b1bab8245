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

    /** Becomes a copy of {@code other} (a shared part keeps its donor's diff for the seats after it). */
    void copyFrom(FieldDiff other) {
        if (changed.length < other.changed.length) {
            changed = new int[other.changed.length];
            removed = new int[other.changed.length];
        }
        changedCount = other.changedCount;
        removedCount = other.removedCount;
        System.arraycopy(other.changed, 0, changed, 0, changedCount);
        System.arraycopy(other.removed, 0, removed, 0, removedCount);
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
