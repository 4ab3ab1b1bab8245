package org.repsim.engine.random;

/**
 * The WELL19937c generator (Panneton, L'Ecuyer &amp; Matsumoto 2006, with Matsumoto-Kurita
 * tempering), drawing exactly the numbers of commons-math3 3.6.1's {@code Well19937c} seeded
 * with the same {@code int[]}, and its {@code BitsStreamGenerator}'s {@code nextDouble},
 * {@code nextInt(int)} and {@code nextLong}.
 *
 * <p>Why not commons-math3's class itself: draws were about a tenth of the room model's load step.
 * That class computes one state step per 32-bit word inside every draw, a virtual call that the JIT
 * inlines into each caller (twice per {@code nextDouble}), so the model's hot methods carry the
 * whole recurrence and outgrow the inlining limits. Here the recurrence runs for a whole batch of
 * the state (one output per state word, 624 at a time) in one loop, and a draw only reads the next
 * output. Measured: the room load step (240 users, new transport) ran about 8% more kernel events
 * per CPU second (docs/performance.md#random-draws). {@code Well19937cTest} pins every method to
 * commons-math3's sequence, so the two cannot drift apart.
 */
final class Well19937c {
    /** State words: ceil(19937 / 32). */
    private static final int R = 624;
    private static final int M1 = 70;
    private static final int M2 = 179;
    private static final int M3 = 449;
    /** Per state index i: i - 1, i - 2, i + M1, i + M2, i + M3, all mod R. */
    private static final int[] RM1 = offsets(R - 1);
    private static final int[] RM2 = offsets(R - 2);
    private static final int[] AT_M1 = offsets(M1);
    private static final int[] AT_M2 = offsets(M2);
    private static final int[] AT_M3 = offsets(M3);

    private final int[] v = new int[R];
    /** Tempered outputs of the current batch; {@code next} is the next one to hand out. */
    private final int[] batch = new int[R];
    private int next = R;

    /** The generator commons-math3's {@code new Well19937c(seed)} makes. */
    Well19937c(int[] seed) {
        int n = Math.min(seed.length, R);
        System.arraycopy(seed, 0, v, 0, n);
        for (int i = n; i < R; i++) {
            long l = v[i - n];
            v[i] = (int) ((1812433253L * (l ^ (l >> 30)) + i) & 0xffffffffL);
        }
    }

    private static int[] offsets(int by) {
        int[] at = new int[R];
        for (int i = 0; i < R; i++) {
            at[i] = (i + by) % R;
        }
        return at;
    }

    /** Uniform in [0, 1): 52 random bits from two 26-bit draws, as BitsStreamGenerator. */
    double nextDouble() {
        long high = ((long) (nextWord() >>> 6)) << 26;
        int low = nextWord() >>> 6;
        return (high | low) * 0x1.0p-52d;
    }

    /** Uniform in [0, bound), by BitsStreamGenerator's rule (31-bit draws, rejection). */
    int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, was " + bound);
        }
        if ((bound & -bound) == bound) {
            return (int) ((bound * (long) (nextWord() >>> 1)) >> 31);
        }
        int bits;
        int val;
        do {
            bits = nextWord() >>> 1;
            val = bits % bound;
        } while (bits - val + (bound - 1) < 0);
        return val;
    }

    /** 64 random bits: two 32-bit draws, high word first. */
    long nextLong() {
        long high = ((long) nextWord()) << 32;
        long low = nextWord() & 0xffffffffL;
        return high | low;
    }

    /** The next tempered 32-bit output ({@code next(32)} of commons-math3). */
    private int nextWord() {
        if (next == R) {
            refill();
        }
        return batch[next++];
    }

    /**
     * The next R steps of the recurrence, exactly as commons-math3's {@code next} does them one
     * at a time (same index tables: measured faster than computing the indices). Its state
     * index starts at 0 and steps down by one (mod R) per output, so every batch starts at 0.
     *
     * <p>commons-math3 also clears all but the top bit of v[rm2] each step; that is left out:
     * the next step reads only that word's top bit (as its v[rm1]) and then overwrites it with
     * its z4, so no output depends on the cleared bits.
     */
    private void refill() {
        int[] v = this.v;
        int[] out = this.batch;
        int index = 0;
        // v[index] of each step is the z4 of the step before (its v[rm1]): kept in a register.
        int v0 = v[0];
        for (int k = 0; k < R; k++) {
            int rm1 = RM1[index];
            int rm2 = RM2[index];
            int vM1 = v[AT_M1[index]];
            int vM2 = v[AT_M2[index]];
            int vM3 = v[AT_M3[index]];

            int z0 = (0x80000000 & v[rm1]) ^ (0x7FFFFFFF & v[rm2]);
            int z1 = (v0 ^ (v0 << 25)) ^ (vM1 ^ (vM1 >>> 27));
            int z2 = (vM2 >>> 9) ^ (vM3 ^ (vM3 >>> 1));
            int z3 = z1 ^ z2;
            int z4 = z0 ^ (z1 ^ (z1 << 9)) ^ (z2 ^ (z2 << 21)) ^ (z3 ^ (z3 >>> 21));

            v[index] = z3;
            v[rm1] = z4;
            index = rm1;
            v0 = z4;

            z4 ^= (z4 << 7) & 0xe46e1700;
            z4 ^= (z4 << 15) & 0x9b868000;
            out[k] = z4;
        }
        next = 0;
    }
}
