package org.repsim.engine.random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RandomStreamsTest {

    private static double[] draw(RandomStream s, int n) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = s.nextDouble();
        }
        return out;
    }

    @Test
    void sameSeedReplicationAndNameGiveTheSameDraws() {
        assertArrayEquals(draw(new RandomStreams(42, 0).stream("writer"), 100),
                draw(new RandomStreams(42, 0).stream("writer"), 100));
    }

    @Test
    void addingAStreamLeavesOtherStreamsDrawsUnchanged() {
        double[] alone = draw(new RandomStreams(42, 0).stream("writer"), 100);

        RandomStreams crowded = new RandomStreams(42, 0);
        RandomStream jitter = crowded.stream("frame-jitter"); // created first, drawn in between
        RandomStream writer = crowded.stream("writer");
        crowded.stream("zzz-late-stream").nextLong();
        double[] interleaved = new double[100];
        for (int i = 0; i < 100; i++) {
            jitter.nextDouble();
            interleaved[i] = writer.nextDouble();
            jitter.nextInt(7);
        }
        assertArrayEquals(alone, interleaved);
    }

    @Test
    void replicationIndexSelectsDifferentDraws() {
        double[] r0 = draw(new RandomStreams(42, 0).stream("writer"), 50);
        double[] r1 = draw(new RandomStreams(42, 1).stream("writer"), 50);
        assertFalse(Arrays.equals(r0, r1));
    }

    @Test
    void otherSeedOrOtherNameGivesDifferentDraws() {
        double[] base = draw(new RandomStreams(42, 0).stream("writer"), 50);
        assertFalse(Arrays.equals(base, draw(new RandomStreams(43, 0).stream("writer"), 50)));
        assertFalse(Arrays.equals(base, draw(new RandomStreams(42, 0).stream("writes"), 50)));
    }

    @Test
    void seedsAreDistinctAcrossNeighbouringSeedsReplicationsAndNames() {
        // The derivation must not collapse (seed, replication) pairs, e.g. by adding them.
        long a = new RandomStreams(1, 2).seedFor("x");
        long b = new RandomStreams(2, 1).seedFor("x");
        long c = new RandomStreams(1, 2).seedFor("y");
        assertTrue(a != b && a != c && b != c);
    }

    @Test
    void streamIsCreatedOnceAndNegativeReplicationIsRejected() {
        RandomStreams streams = new RandomStreams(1, 0);
        assertSame(streams.stream("a"), streams.stream("a"));
        assertEquals("a", streams.stream("a").name());
        assertThrows(IllegalArgumentException.class, () -> new RandomStreams(1, -1));
    }

    @Test
    void everyDrawReachesTheListener() {
        RandomStream s = new RandomStreams(5, 0).stream("s");
        long[] count = {0};
        s.setListener(bits -> count[0]++);
        s.nextDouble();
        s.nextInt(10);
        s.nextLong();
        s.exponential(3.0); // one uniform
        s.normal(0, 1);     // two uniforms
        assertEquals(6, count[0]);
    }

    @Test
    void exponentialDrawsHaveTheRequestedMean() {
        RandomStream s = new RandomStreams(11, 0).stream("exp");
        double sum = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            sum += s.exponential(2.0);
        }
        // Standard error of the mean is 2/sqrt(n) = 0.0045; allow 5 of them.
        assertEquals(2.0, sum / n, 5 * 2.0 / Math.sqrt(n));
    }
}
