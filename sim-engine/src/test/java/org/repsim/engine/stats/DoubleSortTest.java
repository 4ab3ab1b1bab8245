package org.repsim.engine.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The radix sort must put doubles exactly where Arrays.sort does, bit for bit. */
class DoubleSortTest {

    private static final double[] AWKWARD = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
            Double.MIN_NORMAL, -Double.MIN_NORMAL, 1.0, -1.0, Double.longBitsToDouble(0x7ff0000000000001L),
            Double.longBitsToDouble(0xfff8000000000123L)};

    /** Compares raw bits, so -0.0 against 0.0 and NaN against a number count as different. */
    private static void assertSortsLikeArraysSort(double[] input) {
        double[] expected = input.clone();
        Arrays.sort(expected);
        double[] radix = input.clone();
        DoubleSort.radixSort(radix);
        double[] chosen = input.clone();
        DoubleSort.sort(chosen);
        assertArrayEquals(bits(expected), bits(radix), "radix sort of " + input.length);
        assertArrayEquals(bits(expected), bits(chosen), "sort of " + input.length);
    }

    private static long[] bits(double[] a) {
        long[] b = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            // Arrays.sort keeps each NaN's payload; only NaN-ness matters to the tallies.
            b[i] = Double.isNaN(a[i]) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(a[i]);
        }
        return b;
    }

    private static double[] mixed(SplittableRandom random, int n) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = switch (random.nextInt(6)) {
                case 0 -> AWKWARD[random.nextInt(AWKWARD.length)];
                case 1 -> (random.nextDouble() - 0.5) * 1e6;          // negatives and positives
                case 2 -> (double) random.nextInt(20) - 10;           // many duplicates
                case 3 -> Double.longBitsToDouble(random.nextLong()); // any bit pattern
                case 4 -> 10 + random.nextInt(150_000_000) / 1e6;     // like the room's latencies
                default -> -random.nextDouble() * Double.MIN_NORMAL;   // subnormal negatives
            };
        }
        return a;
    }

    @Test
    void sortsMixedArraysOfManySizesLikeArraysSort() {
        SplittableRandom random = new SplittableRandom(11);
        int t = DoubleSort.THRESHOLD;
        for (int n : new int[] {0, 1, 2, 3, 17, 100, 2048, 2049, t - 1, t, t + 1, 20_000}) {
            for (int round = 0; round < 3; round++) {
                assertSortsLikeArraysSort(mixed(random, n));
            }
        }
    }

    @Test
    void sortsArraysWhoseKeysShareDigitsLikeArraysSort() {
        // Skipped passes: every key shares its top digits (one exponent), or all but the lowest
        // digit, or everything (one value repeated); and an already sorted and a reversed array.
        SplittableRandom random = new SplittableRandom(5);
        int n = DoubleSort.THRESHOLD + 500;
        double[] oneExponent = new double[n];
        double[] lowDigitOnly = new double[n];
        double[] oneValue = new double[n];
        for (int i = 0; i < n; i++) {
            oneExponent[i] = 1.0 + random.nextDouble();
            lowDigitOnly[i] = Double.longBitsToDouble(0x4059000000000000L | random.nextInt(2048));
            oneValue[i] = -0.0;
        }
        assertSortsLikeArraysSort(oneExponent);
        assertSortsLikeArraysSort(lowDigitOnly);
        assertSortsLikeArraysSort(oneValue);
        double[] sorted = mixed(random, n);
        Arrays.sort(sorted);
        assertSortsLikeArraysSort(sorted);
        double[] reversed = new double[n];
        for (int i = 0; i < n; i++) {
            reversed[i] = sorted[n - 1 - i];
        }
        assertSortsLikeArraysSort(reversed);
    }

    @Test
    void negativeZeroGoesBeforeZeroAndNaNLast() {
        double[] a = new double[DoubleSort.THRESHOLD];
        Arrays.fill(a, 0.0);
        a[7] = Double.NaN;
        a[100] = -0.0;
        a[200] = Double.NEGATIVE_INFINITY;
        DoubleSort.sort(a);
        assertEquals(Double.NEGATIVE_INFINITY, a[0]);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(a[1]));
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(a[2]));
        assertEquals(true, Double.isNaN(a[a.length - 1]));
    }
}
