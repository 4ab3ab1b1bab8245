package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;

/**
 * Non-replication game work per frame (editor binary, uncooked content; brief §1): a per-run
 * level drawn once in [{@code frame_work_level_min_ms}, {@code frame_work_level_max_ms}], skewed toward
 * the slow end by {@code frame_work_level_skew} (max - (max - min) × U^skew)
 * (frames "varying run to run"), plus per-frame normal jitter, never negative.
 */
final class FrameWorkModel {
    private final RandomStream rng;
    private final double levelNanos;
    private final double jitterSdNanos;

    FrameWorkModel(UnitCosts u, RandomStream rng) {
        this.rng = rng;
        this.levelNanos = u.frameWorkLevelMaxNs
                - (u.frameWorkLevelMaxNs - u.frameWorkLevelMinNs) * Math.pow(rng.nextDouble(), u.frameWorkLevelSkew);
        this.jitterSdNanos = u.frameWorkJitterSdNs;
    }

    double levelNanos() {
        return levelNanos;
    }

    /** This frame's non-replication work in nanoseconds. */
    double nextFrameNanos() {
        if (jitterSdNanos <= 0) {
            return levelNanos;
        }
        return Math.max(0.0, rng.normal(levelNanos, jitterSdNanos));
    }
}
