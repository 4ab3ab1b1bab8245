package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;

/**
 * Non-replication game work per frame (editor binary, uncooked content;
 * docs/sources.md#unreal-frame): a per-run level drawn once in [{@code frame_work_level_min_ms},
 * {@code frame_work_level_max_ms}], skewed toward the slow end by {@code frame_work_level_skew}
 * (max - (max - min) × U^skew) (frames "varying run to run"), plus per-frame normal jitter, never
 * negative.
 */
final class FrameWorkModel {
    private final RandomStream rng;
    private final double levelNanos;
    private final double jitterSdNanos;
    /** The level's factors of the two bounds: level = maxWeight × max + minWeight × min. */
    final double maxWeight;
    final double minWeight;
    /** The last frame's jitter in standard deviations (0 when clamped at no work). */
    private double lastJitter;
    private boolean lastClamped;

    FrameWorkModel(UnitCosts u, RandomStream rng) {
        this.rng = rng;
        double w = Math.pow(rng.nextDouble(), u.frameWorkLevelSkew);
        this.levelNanos = u.frameWorkLevelMaxNs - (u.frameWorkLevelMaxNs - u.frameWorkLevelMinNs) * w;
        this.jitterSdNanos = u.frameWorkJitterSdNs;
        this.maxWeight = 1.0 - w;
        this.minWeight = w;
    }

    double levelNanos() {
        return levelNanos;
    }

    /** This frame's non-replication work in nanoseconds. */
    double nextFrameNanos() {
        if (jitterSdNanos <= 0) {
            lastJitter = 0.0;
            lastClamped = false;
            return levelNanos;
        }
        double x = rng.normal(levelNanos, jitterSdNanos);
        lastClamped = x < 0.0;
        lastJitter = lastClamped ? 0.0 : (x - levelNanos) / jitterSdNanos;
        return Math.max(0.0, x);
    }

    /**
     * The last frame's work as factors of the profile's keys (for the ledger's operation counts):
     * {@code [max weight, min weight, jitter]}, all 0 when the frame was clamped at no work.
     */
    void lastFactors(double[] out) {
        out[0] = lastClamped ? 0.0 : maxWeight;
        out[1] = lastClamped ? 0.0 : minWeight;
        out[2] = lastJitter;
    }
}
