package org.repsim.experiments.matrix;

import java.nio.charset.StandardCharsets;

/**
 * The seed of a cell's random streams: a pure function of (experiment seed, cell id). Because
 * it depends on the id (the axis labels) and not on the cell's position, adding a cell or an
 * axis value never changes another cell's numbers. SplitMix64 finalizer over the id's bytes.
 */
public final class CellSeeds {
    private CellSeeds() {
    }

    public static long of(long experimentSeed, String cellId) {
        long h = mix(experimentSeed ^ 0x3C6EF372FE94F82BL);
        for (byte b : cellId.getBytes(StandardCharsets.UTF_8)) {
            h = mix(h ^ (b & 0xFF) ^ 0x9E3779B97F4A7C15L);
        }
        return h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
