package org.repsim.engine.stats;

import java.util.Arrays;

/**
 * Sorts doubles into {@link Arrays#sort(double[])}'s order (-0.0 before 0.0, NaN last) by a
 * least-significant-digit radix sort on their bits, for the tallies' quantiles.
 *
 * <p>Why not only Arrays.sort: a tally's quantiles sort all its observations once per run, and
 * for large tallies (the room model's input echoes: 23,000 at 960 users, 130,000 at 6,000) the
 * comparison sort measured 30-55 ns per element against 13-14 here. Below {@link #THRESHOLD}
 * elements Arrays.sort was faster and is used. A sort's output is unique, so the choice cannot
 * change any result; {@code DoubleSortTest} compares both on arrays of every awkward kind.
 *
 * <p>Keys: {@code bits ^ ((bits >> 63) | Long.MIN_VALUE)} on {@link Double#doubleToLongBits}
 * (which makes every NaN one canonical NaN) orders doubles as unsigned longs: positive values
 * get their sign bit set, negative ones have all bits flipped. Digits are 11 bits (six passes);
 * a pass whose digit is the same in every key (the sign and exponent bits, usually) is skipped.
 */
final class DoubleSort {
    /** Arrays.sort below this many elements (measured: it was faster up to about 6,000). */
    static final int THRESHOLD = 6_000;
    private static final int DIGIT_BITS = 11;
    private static final int RADIX = 1 << DIGIT_BITS;
    private static final int PASSES = (Long.SIZE + DIGIT_BITS - 1) / DIGIT_BITS;

    private DoubleSort() {
    }

    /** Sorts {@code a} in place, ascending, in Arrays.sort's order. */
    static void sort(double[] a) {
        if (a.length < THRESHOLD) {
            Arrays.sort(a);
        } else {
            radixSort(a);
        }
    }

    /** The radix sort alone, whatever the size (package-private for the test). */
    static void radixSort(double[] a) {
        int n = a.length;
        if (n < 2) {
            return;
        }
        long[] keys = new long[n];
        int[] counts = new int[PASSES * RADIX];
        for (int i = 0; i < n; i++) {
            long bits = Double.doubleToLongBits(a[i]);
            long key = bits ^ ((bits >> 63) | Long.MIN_VALUE);
            keys[i] = key;
            for (int p = 0; p < PASSES; p++) {
                counts[p * RADIX + digit(key, p)]++;
            }
        }
        long[] from = keys;
        long[] to = null;
        for (int p = 0; p < PASSES; p++) {
            int base = p * RADIX;
            if (counts[base + digit(from[0], p)] == n) {
                continue; // every key has this digit: the pass would not move anything
            }
            if (to == null) {
                to = new long[n];
            }
            int start = 0;
            for (int d = base; d < base + RADIX; d++) {
                int c = counts[d];
                counts[d] = start;
                start += c;
            }
            for (int i = 0; i < n; i++) {
                long key = from[i];
                to[counts[base + digit(key, p)]++] = key;
            }
            long[] swap = from;
            from = to;
            to = swap;
        }
        for (int i = 0; i < n; i++) {
            long key = from[i];
            a[i] = Double.longBitsToDouble(key ^ ((~key >> 63) | Long.MIN_VALUE));
        }
    }

    private static int digit(long key, int pass) {
        return (int) (key >>> (pass * DIGIT_BITS)) & (RADIX - 1);
    }
}
