package org.repsim.bench;

import org.repsim.engine.queueing.DurationSource;

/**
 * A ring of durations drawn once in advance, replayed in order. Lets the kernel benchmark
 * measure the event list alone, without the cost of a WELL generator and a logarithm per
 * event; the ring (2^16 draws) is long enough that the heap sees a realistic mix of delays.
 */
final class PrecomputedDurations implements DurationSource {
    private final long[] ring;
    private int next;

    PrecomputedDurations(DurationSource source, int sizePowerOfTwo) {
        if (Integer.bitCount(sizePowerOfTwo) != 1) {
            throw new IllegalArgumentException("ring size must be a power of two, was " + sizePowerOfTwo);
        }
        ring = new long[sizePowerOfTwo];
        for (int i = 0; i < ring.length; i++) {
            ring[i] = source.nextNanos();
        }
    }

    @Override
    public long nextNanos() {
        long d = ring[next];
        next = (next + 1) & (ring.length - 1);
        return d;
    }
}
