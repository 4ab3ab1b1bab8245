package org.repsim.engine.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The engine's WELL19937c must draw exactly commons-math3's numbers: every model's results and
 * fingerprints were made with commons-math3's generator.
 */
class Well19937cTest {

    private static final int SEEDS = 12;
    private static final int DRAWS = 1_000_000;

    /** Bounds of every kind nextInt treats apart: powers of two, odd and even others, the extremes. */
    private static final int[] BOUNDS = {1, 2, 3, 7, 10, 26, 64, 100, 1000, 1 << 20, 1_000_003,
            (1 << 30) + 1, Integer.MAX_VALUE};

    @Test
    void drawsCommonsMathsSequenceForEveryMethodInterleaved() {
        SplittableRandom choices = new SplittableRandom(7);
        for (int s = 0; s < SEEDS; s++) {
            long seed = choices.nextLong();
            int[] words = {(int) (seed >>> 32), (int) seed};
            var reference = new org.apache.commons.math3.random.Well19937c(words);
            Well19937c ours = new Well19937c(words);
            for (int i = 0; i < DRAWS; i++) {
                switch (choices.nextInt(3)) {
                    case 0 -> assertEquals(Double.doubleToRawLongBits(reference.nextDouble()),
                            Double.doubleToRawLongBits(ours.nextDouble()), () -> "nextDouble, seed " + seed);
                    case 1 -> {
                        int bound = BOUNDS[choices.nextInt(BOUNDS.length)];
                        assertEquals(reference.nextInt(bound), ours.nextInt(bound), "nextInt, seed " + seed);
                    }
                    default -> assertEquals(reference.nextLong(), ours.nextLong(), "nextLong, seed " + seed);
                }
            }
        }
    }

    @Test
    void eachMethodAloneFollowsCommonsMathOverManyRounds() {
        // A long run of one method crosses many refills at every phase of the round.
        int[] words = {0x12345678, 0x9abcdef0};
        var reference = new org.apache.commons.math3.random.Well19937c(words);
        Well19937c ours = new Well19937c(words);
        for (int i = 0; i < DRAWS; i++) {
            assertEquals(reference.nextDouble(), ours.nextDouble());
        }
        for (int i = 0; i < DRAWS; i++) {
            assertEquals(reference.nextInt(26), ours.nextInt(26));
        }
        for (int i = 0; i < DRAWS; i++) {
            assertEquals(reference.nextLong(), ours.nextLong());
        }
    }

    @Test
    void seedsOfOtherLengthsAreExtendedLikeCommonsMath() {
        for (int[] words : new int[][] {{}, {-1}, {1, 2, 3}, new int[700]}) {
            var reference = new org.apache.commons.math3.random.Well19937c(words);
            Well19937c ours = new Well19937c(words);
            for (int i = 0; i < 10_000; i++) {
                assertEquals(reference.nextLong(), ours.nextLong());
            }
        }
    }

    @Test
    void nonPositiveBoundIsRefused() {
        Well19937c ours = new Well19937c(new int[] {1, 2});
        assertThrows(IllegalArgumentException.class, () -> ours.nextInt(0));
        assertThrows(IllegalArgumentException.class, () -> ours.nextInt(-5));
    }
}
