package org.repsim.models.unreal.replication;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.repsim.engine.param.Param;

/**
 * Distance-based replication interleaving (docs/sources.md#br-interleaving): per (receiving
 * connection, actor) pair, how many frames to skip between two replications, by the distance
 * between the pair. The Unreal server applies it to its actors ({@code UnrealServer}), the
 * battle royale to its characters ({@code CharacterInterleaving}); both read the same steps.
 *
 * <p>A rule is a list of steps "beyond {@code beyondM} metres, skip {@code framesSkipped}
 * frames"; a pair closer than every threshold is replicated every frame, and the last threshold
 * passed wins. The published rule is: every frame up to 70 m, skip 1 beyond 70 m, skip 2 beyond
 * 400 m. Thresholds are kept squared so the per-pair decision needs no square root.
 */
public final class DistanceInterleaving {
    /** More steps than fit a byte-sized zone index per pair are refused. */
    public static final int MAX_STEPS = Byte.MAX_VALUE;

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

    private static final DistanceInterleaving OFF = new DistanceInterleaving(List.of());

    private final List<Step> steps;
    private final double[] beyondSquared;
    private final int[] skips;

    private DistanceInterleaving(List<Step> steps) {
        List<Step> sorted = new ArrayList<>(steps);
        sorted.sort(Comparator.comparingDouble(Step::beyondM));
        if (sorted.size() > MAX_STEPS) {
            throw new IllegalArgumentException("at most " + MAX_STEPS + " interleaving steps, got " + sorted.size());
        }
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).beyondM() == sorted.get(i - 1).beyondM()) {
                throw new IllegalArgumentException("two interleaving steps share the distance " + sorted.get(i).beyondM() + " m");
            }
        }
        this.steps = List.copyOf(sorted);
        this.beyondSquared = new double[sorted.size()];
        this.skips = new int[sorted.size()];
        for (int i = 0; i < sorted.size(); i++) {
            beyondSquared[i] = sorted.get(i).beyondM() * sorted.get(i).beyondM();
            skips[i] = sorted.get(i).framesSkipped();
        }
    }

    /** A rule with these steps (any order); no step is the same as {@link #off()}. */
    public static DistanceInterleaving of(List<Step> steps) {
        return steps.isEmpty() ? OFF : new DistanceInterleaving(steps);
    }

    /** The diary's final rule: every frame up to 70 m, every 2nd beyond 70 m, every 3rd beyond 400 m. */
    public static DistanceInterleaving published() {
        return of(List.of(new Step(70.0, 1), new Step(400.0, 2)));
    }

    /**
     * The published rule plus the third step the diary tried and removed (skip 3 frames). The
     * diary does not say from which distance; {@code beyondM} is the researcher's choice.
     */
    public static DistanceInterleaving withThirdStep(double beyondM) {
        return of(List.of(new Step(70.0, 1), new Step(400.0, 2), new Step(beyondM, 3)));
    }

    /** Interleaving off: every relevant pair replicated every frame it is considered. */
    public static DistanceInterleaving off() {
        return OFF;
    }

    public boolean enabled() {
        return !steps.isEmpty();
    }

    /** The steps, by increasing distance. */
    public List<Step> steps() {
        return steps;
    }

    /** Largest skip of any step (0 when off). */
    public int maxFramesSkipped() {
        int max = 0;
        for (int s : skips) {
            max = Math.max(max, s);
        }
        return max;
    }

    /** Steps passed at squared distance {@code distanceSquared}: 0 (closer than every step) .. steps. */
    public int zone(double distanceSquared) {
        int z = 0;
        while (z < beyondSquared.length && distanceSquared > beyondSquared[z]) {
            z++;
        }
        return z;
    }

    /** Frames to skip in zone {@code zone} (see {@link #zone}). */
    public int framesSkippedInZone(int zone) {
        return zone == 0 ? 0 : skips[zone - 1];
    }

    /** Frames to skip for a pair at squared distance {@code distanceSquared} (0 when off). */
    public int framesSkipped(double distanceSquared) {
        return framesSkippedInZone(zone(distanceSquared));
    }

    @Override
    public String toString() {
        return enabled() ? "interleaving" + steps : "interleaving off";
    }
}
