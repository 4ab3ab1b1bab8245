package org.repsim.models.battleroyale;

import org.repsim.engine.param.Param;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Distance-based replication interleaving: per (receiving connection, character) pair, how many
 * frames to skip between two replications, by the distance between the pair.
 *
 * <p>A policy is a list of steps "beyond {@code beyondM} metres, skip {@code framesSkipped}
 * frames"; a pair closer than every threshold is replicated every frame. The published rule
 * (pubg-interleaving.md) is: every frame up to 70 m, skip 1 beyond 70 m, skip 2 beyond 400 m.
 * Thresholds are kept squared so the per-pair decision needs no square root.
 */
public final class InterleavingPolicy {

    /** "Beyond {@code beyondM} metres, skip {@code framesSkipped} frames between replications." */
    public record Step(
            @Param(key = "beyond_m", doc = "distance beyond which the step applies", min = 0) double beyondM,
            @Param(key = "skip", doc = "frames skipped between two replications", min = 0, max = 1000) int framesSkipped) {
        public Step {
            if (!(beyondM >= 0.0) || Double.isInfinite(beyondM)) {
                throw new IllegalArgumentException("interleaving step distance must be finite and >= 0, was " + beyondM);
            }
            if (framesSkipped < 0) {
                throw new IllegalArgumentException("frames skipped must be >= 0, was " + framesSkipped);
            }
        }
    }

    private final boolean enabled;
    private final List<Step> steps;
    private final double[] beyondSquared;
    private final int[] skips;

    private InterleavingPolicy(boolean enabled, List<Step> steps) {
        List<Step> sorted = new ArrayList<>(steps);
        sorted.sort(Comparator.comparingDouble(Step::beyondM));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).beyondM() == sorted.get(i - 1).beyondM()) {
                throw new IllegalArgumentException("two interleaving steps share the distance " + sorted.get(i).beyondM() + " m");
            }
        }
        this.enabled = enabled;
        this.steps = List.copyOf(sorted);
        this.beyondSquared = new double[sorted.size()];
        this.skips = new int[sorted.size()];
        for (int i = 0; i < sorted.size(); i++) {
            beyondSquared[i] = sorted.get(i).beyondM() * sorted.get(i).beyondM();
            skips[i] = sorted.get(i).framesSkipped();
        }
    }

    /** An enabled policy with these steps (any order). */
    public static InterleavingPolicy of(List<Step> steps) {
        return new InterleavingPolicy(true, steps);
    }

    /** The diary's final rule: every frame up to 70 m, every 2nd beyond 70 m, every 3rd beyond 400 m. */
    public static InterleavingPolicy published() {
        return of(List.of(new Step(70.0, 1), new Step(400.0, 2)));
    }

    /**
     * The published rule plus the third step the diary tried and removed (skip 3 frames). The
     * diary does not say from which distance; {@code beyondM} is the researcher's choice.
     */
    public static InterleavingPolicy withThirdStep(double beyondM) {
        return of(List.of(new Step(70.0, 1), new Step(400.0, 2), new Step(beyondM, 3)));
    }

    /** Interleaving off: every relevant pair replicated every frame it is considered. */
    public static InterleavingPolicy off() {
        return new InterleavingPolicy(false, List.of());
    }

    public boolean enabled() {
        return enabled;
    }

    public List<Step> steps() {
        return steps;
    }

    /** Largest skip of any step (0 when off). */
    public int maxFramesSkipped() {
        int max = 0;
        if (enabled) {
            for (int s : skips) {
                max = Math.max(max, s);
            }
        }
        return max;
    }

    /** Frames to skip for a pair at squared distance {@code distanceSquared} (0 when off). */
    public int framesSkipped(double distanceSquared) {
        if (!enabled) {
            return 0;
        }
        int skip = 0;
        // Steps are sorted by distance, so the last threshold passed is the one that applies.
        for (int i = 0; i < beyondSquared.length && distanceSquared > beyondSquared[i]; i++) {
            skip = skips[i];
        }
        return skip;
    }

    @Override
    public String toString() {
        return enabled ? "interleaving" + steps : "interleaving off";
    }
}
