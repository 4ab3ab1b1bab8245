package org.repsim.engine.event;

import java.util.Arrays;

/**
 * The pending events of one {@link Simulator}: an indexed 4-ary min-heap on primitive arrays
 * over a pool of reusable event slots (the layout of JaamSim's and SSJ's event lists, minus the
 * event objects).
 *
 * <p>Why this shape: a heap of objects would allocate per event and chase a pointer per
 * comparison. Here the key compared on every level (the time) sits in a {@code long[]} indexed
 * by heap position, so the four children of a node are adjacent in memory; the tie-break and the
 * payload (handler, kind, arg) sit in slot arrays that never move. A 4-ary heap is half as deep
 * as a binary one, which pays because sift-down dominates (every executed event removes the
 * root). Freed slots go on a free list, so steady state allocates nothing.
 *
 * <p>Order: by time, then by {@code tie} = (priority, insertion sequence) packed in one long so
 * a tie costs one more comparison. Every key is therefore unique and the order is total: two
 * runs that schedule the same events in the same order execute them in the same order.
 *
 * <p>Executing an event ({@link #beginRemoveMin}) frees its slot but leaves its heap entry at the
 * root until the next operation: the handler's first {@link #add} (a handler that schedules its
 * successor is the common case — client timers, flush ticks, CPU completions) takes the root's
 * place and sifts down from there, which is one short walk instead of removing the root (the last
 * entry sifts down to the bottom) and inserting (a new, early event sifts up most of the way).
 * Any other operation first completes the removal. The heap holds the same keys either way, and
 * keys are unique, so the order of execution is the same.
 *
 * <p>One heap for all pending events, near and far: a two-level store (the heap for the next 16.8
 * ms, a calendar ring of buckets for later events) was measured on the room model and did not pay
 * at its 240-user load step, where this heap of ~1,200 entries fits the L1 cache
 * (docs/performance.md#rejected).
 *
 * <p>Handles: {@code generation << SLOT_BITS | slot}. The generation changes every time a slot is
 * released, so a handle kept after its event ran or was cancelled is recognised as stale (until
 * the same slot has been reused 128 times) instead of silently hitting another event.
 */
final class EventQueue {
    static final int SLOT_BITS = 24;
    static final int SLOT_MASK = (1 << SLOT_BITS) - 1;
    /** 16.7 million simultaneously pending events; the rest of the int carries the generation. */
    static final int MAX_PENDING = 1 << SLOT_BITS;
    private static final int GENERATION_MASK = 0x7F; // 7 bits keep handles non-negative

    static final int MIN_PRIORITY = Short.MIN_VALUE;
    static final int MAX_PRIORITY = Short.MAX_VALUE;
    // 16 bits of priority offset + 47 bits of sequence = 63 bits: the packed tie stays
    // non-negative, so plain signed comparison orders it.
    private static final int SEQUENCE_BITS = 47;
    private static final long MAX_SEQUENCE = (1L << SEQUENCE_BITS) - 1;

    // Heap, indexed by position; the root (earliest event) is at 0, children of i at 4i+1..4i+4.
    // Only the time travels with the heap entry: ties are rare, so the tie-break lives with the
    // slot and is fetched only when two times are equal. Fewer arrays to move per level.
    private long[] heapTime;
    private int[] heapSlot;
    private int size;

    // Slots, indexed by slot number.
    private int[] position; // heap position of the slot's event, -1 while the slot is free
    private long[] tie;
    private int[] generation;
    private int[] kind;
    private int[] arg;
    private EventHandler[] handler;
    private int[] nextFree;
    private int freeHead = -1;
    private int slotsCreated;

    private long nextSequence;
    // The root's event was taken for execution: its slot is free, its heap entry awaits the next add.
    private boolean rootTaken;

    EventQueue(int initialCapacity) {
        int capacity = Math.max(16, Math.min(initialCapacity, MAX_PENDING));
        heapTime = new long[capacity];
        heapSlot = new int[capacity];
        position = new int[capacity];
        tie = new long[capacity];
        generation = new int[capacity];
        kind = new int[capacity];
        arg = new int[capacity];
        handler = new EventHandler[capacity];
        nextFree = new int[capacity];
    }

    int size() {
        settle();
        return size;
    }

    /** Time of the earliest event; only valid when {@code size() > 0}. */
    long minTime() {
        settle();
        return heapTime[0];
    }

    /** Slot of the earliest event; only valid when {@code size() > 0}. */
    int minSlot() {
        settle();
        return heapSlot[0];
    }

    int kind(int slot) {
        return kind[slot];
    }

    int arg(int slot) {
        return arg[slot];
    }

    EventHandler handler(int slot) {
        return handler[slot];
    }

    /** Adds an event; returns its handle. */
    int add(long time, int priority, EventHandler h, int eventKind, int eventArg) {
        if (priority < MIN_PRIORITY || priority > MAX_PRIORITY || h == null) {
            throw badEvent(priority, h);
        }
        int slot = acquireSlot();
        handler[slot] = h;
        kind[slot] = eventKind;
        arg[slot] = eventArg;
        tie[slot] = tie(priority, takeSequence());
        if (rootTaken) {
            rootTaken = false;
            siftDown(0, time, slot);
        } else {
            siftUp(size++, time, slot);
        }
        return generation[slot] << SLOT_BITS | slot;
    }

    /** Removes the earliest event and frees its slot; read its payload before calling this. */
    void removeMin() {
        settle();
        removeAt(0);
    }

    /**
     * Takes the earliest event for execution: frees its slot (read its payload before calling
     * this) and leaves its heap entry for the next {@link #add} to replace; every other operation
     * removes it first.
     */
    void beginRemoveMin() {
        settle();
        releaseSlot(heapSlot[0]);
        rootTaken = true;
    }

    /** Completes a {@link #beginRemoveMin} that no add has replaced. */
    private void settle() {
        if (rootTaken) {
            rootTaken = false;
            fillHole(0);
        }
    }

    /** Removes a pending event; false if the handle is stale (already ran or cancelled). */
    boolean remove(int handle) {
        settle();
        int slot = liveSlot(handle);
        if (slot < 0) {
            return false;
        }
        removeAt(position[slot]);
        return true;
    }

    /**
     * Moves a pending event to a new time, keeping its priority. It takes a fresh insertion
     * sequence, i.e. among events at the new time with its priority it runs after those already
     * scheduled, exactly as if it had been cancelled and scheduled again (but keeping its handle).
     */
    boolean changeTime(int handle, long time) {
        settle();
        int slot = liveSlot(handle);
        if (slot < 0) {
            return false;
        }
        int pos = position[slot];
        // Keep the priority bits, take a new sequence: the new tie is larger than the old one,
        // so the event can only move up if its time decreases.
        tie[slot] = (tie[slot] & ~MAX_SEQUENCE) | takeSequence();
        if (time < heapTime[pos]) {
            siftUp(pos, time, slot);
        } else {
            siftDown(pos, time, slot);
        }
        return true;
    }

    boolean contains(int handle) {
        return liveSlot(handle) >= 0;
    }

    /** Scheduled time of a pending event; throws if the handle is stale. */
    long time(int handle) {
        int slot = liveSlot(handle);
        if (slot < 0) {
            throw new IllegalArgumentException("event handle " + handle + " is not pending");
        }
        return heapTime[position[slot]];
    }

    private int liveSlot(int handle) {
        if (handle < 0) {
            return -1;
        }
        int slot = handle & SLOT_MASK;
        if (slot >= slotsCreated || position[slot] < 0 || generation[slot] != handle >>> SLOT_BITS) {
            return -1;
        }
        return slot;
    }

    private static IllegalArgumentException badEvent(int priority, EventHandler h) {
        return h == null ? new IllegalArgumentException("event handler must not be null")
                : new IllegalArgumentException("priority must be in [" + MIN_PRIORITY + ", " + MAX_PRIORITY
                        + "], was " + priority);
    }

    private long takeSequence() {
        if (nextSequence > MAX_SEQUENCE) {
            throw new IllegalStateException("more than 2^47 events scheduled on one simulator");
        }
        return nextSequence++;
    }

    private static long tie(int priority, long sequence) {
        return (long) (priority - MIN_PRIORITY) << SEQUENCE_BITS | sequence;
    }

    private int acquireSlot() {
        if (freeHead >= 0) {
            int slot = freeHead;
            freeHead = nextFree[slot];
            return slot;
        }
        if (slotsCreated == MAX_PENDING) {
            throw new IllegalStateException("more than 16777216 pending events");
        }
        if (slotsCreated == position.length) {
            grow();
        }
        return slotsCreated++;
    }

    private void releaseSlot(int slot) {
        position[slot] = -1;
        handler[slot] = null; // do not keep a finished component reachable
        generation[slot] = (generation[slot] + 1) & GENERATION_MASK;
        nextFree[slot] = freeHead;
        freeHead = slot;
    }

    private void grow() {
        // Slots and heap positions grow together: the heap never holds more entries than slots.
        int n = Math.min(MAX_PENDING, position.length * 2);
        heapTime = Arrays.copyOf(heapTime, n);
        heapSlot = Arrays.copyOf(heapSlot, n);
        position = Arrays.copyOf(position, n);
        tie = Arrays.copyOf(tie, n);
        generation = Arrays.copyOf(generation, n);
        kind = Arrays.copyOf(kind, n);
        arg = Arrays.copyOf(arg, n);
        handler = Arrays.copyOf(handler, n);
        nextFree = Arrays.copyOf(nextFree, n);
    }

    private void removeAt(int pos) {
        releaseSlot(heapSlot[pos]);
        fillHole(pos);
    }

    /** Fills heap position {@code pos}, whose entry is gone, with the last entry. */
    private void fillHole(int pos) {
        int last = --size;
        if (pos == last) {
            return;
        }
        long time = heapTime[last];
        int slot = heapSlot[last];
        int parent = (pos - 1) >>> 2;
        if (pos > 0 && (time < heapTime[parent]
                || (time == heapTime[parent] && tieBefore(slot, heapSlot[parent])))) {
            siftUp(pos, time, slot);
        } else {
            siftDown(pos, time, slot);
        }
    }

    // The hot loops below compare times only and leave equal times to small separate methods.
    // Equal times are rare with continuous delays, and keeping the tie-break out of the loops
    // keeps them small enough for the JIT to inline and compile tightly. Measured on the hold
    // model (repsim bench kernel): 15 M events/s this way, 9 M with the tie-break inline; a
    // branch-free child tournament and bottom-up deletion made no measurable difference.

    /** Whether slot {@code a}'s event goes before slot {@code b}'s, given equal times. */
    private boolean tieBefore(int a, int b) {
        return tie[a] < tie[b];
    }

    /** Position of the earliest event among heap positions [first, end), end > first. */
    private int smallestChild(int first, int end) {
        final long[] times = heapTime;
        int best = first;
        long bestTime = times[first];
        boolean equalTimes = false;
        for (int c = first + 1; c < end; c++) {
            long t = times[c];
            equalTimes |= t == bestTime;
            if (t < bestTime) {
                best = c;
                bestTime = t;
            }
        }
        return equalTimes ? smallestChildWithTies(first, end) : best;
    }

    /** {@link #smallestChild} when some children share a time: the tie-break decides. */
    private int smallestChildWithTies(int first, int end) {
        int best = first;
        for (int c = first + 1; c < end; c++) {
            long t = heapTime[c];
            long bestTime = heapTime[best];
            if (t < bestTime || (t == bestTime && tieBefore(heapSlot[c], heapSlot[best]))) {
                best = c;
            }
        }
        return best;
    }

    /** Places (time, slot) at {@code pos} or above, moving later ancestors down ("hole" method). */
    private void siftUp(int pos, long time, int slot) {
        final long[] times = heapTime;
        while (pos > 0) {
            int parent = (pos - 1) >>> 2;
            long parentTime = times[parent];
            if (parentTime < time || (parentTime == time && tieBefore(heapSlot[parent], slot))) {
                break;
            }
            move(parent, pos);
            pos = parent;
        }
        place(pos, time, slot);
    }

    /** Places (time, slot) at {@code pos} or below, moving earlier children up. */
    private void siftDown(int pos, long time, int slot) {
        final long[] times = heapTime;
        final int n = size;
        while (true) {
            int first = (pos << 2) + 1;
            if (first >= n) {
                break;
            }
            int best = smallestChild(first, Math.min(first + 4, n));
            long bestTime = times[best];
            if (time < bestTime || (time == bestTime && tieBefore(slot, heapSlot[best]))) {
                break;
            }
            move(best, pos);
            pos = best;
        }
        place(pos, time, slot);
    }

    private void move(int from, int to) {
        heapTime[to] = heapTime[from];
        int slot = heapSlot[from];
        heapSlot[to] = slot;
        position[slot] = to;
    }

    private void place(int pos, long time, int slot) {
        heapTime[pos] = time;
        heapSlot[pos] = slot;
        position[slot] = pos;
    }
}
