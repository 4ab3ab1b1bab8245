package org.repsim.models.unreal;

import java.util.Arrays;

/**
 * Sorts a connection's list of actors by priority, highest first, without allocation: each entry
 * is one {@code long} (inverted float bits of the priority, then the actor), so ties break by
 * actor index and the order is deterministic.
 *
 * <p>A connection's order changes little from one frame to the next: a priority is the class's
 * priority × the seconds since the channel last sent × the pair's distance scale, and the actors
 * sent last frame all restart their clocks together. So the entries are first laid out in the
 * order this connection's previous sort left them (actors new to the list after them), and an
 * insertion sort then only moves what changed places. The keys are distinct, so any correct sort
 * gives the same order: when the entries have moved too far for the insertion sort to pay, the
 * general sort finishes the job, and the connection backs off from its previous order for a while
 * (in the battle royale the insertion sort needs 0.1 moves per entry; a saturated Unreal connection
 * of 1,000 actors reorders so much that it always hands over).
 */
final class PriorityOrder {
    /**
     * Element moves the insertion sort may make per entry before it hands over to the general
     * sort (assumption: well above the battle royale's 0.1, and about what the general sort costs
     * per entry at the battle royale's 70-80 entries, log2 of the list's length).
     */
    private static final int MOVES_PER_ENTRY = 8;
    /** The most sorts a connection waits before trying its previous order again. */
    private static final int MAX_BACKOFF = 64;

    private final long[] keys;
    // By actor: this sort's key, and the sort it was gathered in (even) or already laid out (odd).
    private final long[] keyOf;
    private final int[] mark;
    private int stamp;
    // By connection index: the actors of its previous sort, in order (grown to the longest list).
    private int[][] previous = new int[0][];
    private int[] previousCount = new int[0];
    // By connection index: sorts still to go straight to the general sort, and how many the next
    // failed try makes it wait.
    private int[] waiting = new int[0];
    private int[] backoff = new int[0];

    PriorityOrder(int actors) {
        keys = new long[actors];
        keyOf = new long[actors];
        mark = new int[actors];
    }

    void set(int k, int actor, float priority) {
        keys[k] = ((long) (Integer.MAX_VALUE - Float.floatToIntBits(priority)) << 32) | actor;
    }

    /**
     * Sorts the {@code m} entries set and writes their actors into {@code list[0..m)};
     * {@code connection} names whose previous order to start from. On entry {@code list[0..m)}
     * must hold the entries' actors in the order they were {@link #set} (the gather order both
     * callers sort in place): actors new to the previous order are taken from there, since the
     * keys are rearranged while the previous order is laid out.
     */
    void sortInto(int connection, int[] list, int m) {
        int[] before = previousOf(connection, m);
        if (waiting[connection] > 0) {
            waiting[connection]--;
            Arrays.sort(keys, 0, m);
        } else if (sortFromPrevious(before, previousCount[connection], list, m)) {
            backoff[connection] = 1;
        } else {
            // The order moved too far (a saturated connection reorders much of its list every
            // frame): the general sort finished, and the previous order is not tried again for
            // the next 1, 2, 4, ... sorts, so a connection whose order never holds wastes little.
            Arrays.sort(keys, 0, m);
            waiting[connection] = backoff[connection];
            backoff[connection] = Math.min(MAX_BACKOFF, 2 * backoff[connection]);
        }
        for (int k = 0; k < m; k++) {
            int a = (int) keys[k];
            list[k] = a;
            before[k] = a;
        }
        previousCount[connection] = m;
    }

    /**
     * Lays the entries out in the previous order ({@code before[0..count)}, then the actors new to
     * the list in gather order) and insertion-sorts them; false if that took too many moves (the
     * entries are then unsorted, to be sorted by the caller).
     */
    private boolean sortFromPrevious(int[] before, int count, int[] list, int m) {
        int gathered = nextStamp();
        for (int k = 0; k < m; k++) {
            int a = (int) keys[k];
            keyOf[a] = keys[k];
            mark[a] = gathered;
        }
        int n = 0;
        for (int i = 0; i < count; i++) {
            int a = before[i];
            if (mark[a] == gathered) {
                keys[n++] = keyOf[a];
                mark[a] = gathered + 1;
            }
        }
        for (int k = 0; k < m; k++) {
            int a = list[k];
            if (mark[a] == gathered) {
                keys[n++] = keyOf[a];
            }
        }
        return insertionSort(keys, m, (long) MOVES_PER_ENTRY * m);
    }

    /** Sorts {@code keys[0..m)} ascending unless that takes more than {@code budget} moves; true if sorted. */
    private static boolean insertionSort(long[] keys, int m, long budget) {
        long moves = 0;
        for (int i = 1; i < m; i++) {
            long key = keys[i];
            int j = i - 1;
            if (keys[j] <= key) {
                continue;
            }
            do {
                keys[j + 1] = keys[j];
                j--;
                moves++;
            } while (j >= 0 && keys[j] > key);
            keys[j + 1] = key;
            if (moves > budget) {
                return false;
            }
        }
        return true;
    }

    private int nextStamp() {
        if (stamp >= Integer.MAX_VALUE - 2) {
            Arrays.fill(mark, 0);
            stamp = 0;
        }
        stamp += 2;
        return stamp;
    }

    /** The connection's previous order, with room for {@code m} actors. */
    private int[] previousOf(int connection, int m) {
        if (connection >= previous.length) {
            int size = Math.max(connection + 1, previous.length * 2);
            previous = Arrays.copyOf(previous, size);
            previousCount = Arrays.copyOf(previousCount, size);
            waiting = Arrays.copyOf(waiting, size);
            backoff = Arrays.copyOf(backoff, size);
            for (int c = 0; c < size; c++) {
                backoff[c] = Math.max(1, backoff[c]);
            }
        }
        int[] before = previous[connection];
        if (before == null) {
            before = new int[Math.max(m, 16)];
            previous[connection] = before;
        } else if (before.length < m) {
            // Copied: the previous order is still to be read.
            before = Arrays.copyOf(before, Math.max(m, before.length * 2));
            previous[connection] = before;
        }
        return before;
    }
}
