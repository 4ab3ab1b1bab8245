package org.repsim.engine.random;

import java.nio.charset.StandardCharsets;
import java.util.TreeMap;

/**
 * Named, independent random streams for one simulation run.
 *
 * <p>Each stream's seed is derived from (run seed, replication index, stream name) only, so
 * adding a stream, or drawing more numbers from one stream, never changes the numbers drawn by
 * any other stream, and replication {@code r} of a cell always sees the same numbers. The
 * derivation hashes the triple with the SplitMix64 finalizer (Steele, Lea & Flood 2014), whose
 * avalanche makes neighbouring seeds, replications and names give unrelated generator states.
 */
public final class RandomStreams {
    private final long runSeed;
    private final int replication;
    // TreeMap, not HashMap: iteration order (used by describe()) must not depend on hashing.
    private final TreeMap<String, RandomStream> streams = new TreeMap<>();

    public RandomStreams(long runSeed, int replication) {
        if (replication < 0) {
            throw new IllegalArgumentException("replication must be >= 0, was " + replication);
        }
        this.runSeed = runSeed;
        this.replication = replication;
    }

    public long runSeed() {
        return runSeed;
    }

    public int replication() {
        return replication;
    }

    /** The stream with this name, created on first use; the same object on later calls. */
    public RandomStream stream(String name) {
        return streams.computeIfAbsent(name, n -> new RandomStream(n, seedFor(n)));
    }

    /** Seed of a named stream: a pure function of (run seed, replication, name). */
    public long seedFor(String name) {
        long h = mix(runSeed ^ 0x6A09E667F3BCC909L);
        h = mix(h ^ (replication * 0x9E3779B97F4A7C15L));
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            h = mix(h ^ (b & 0xFF));
        }
        return h;
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
