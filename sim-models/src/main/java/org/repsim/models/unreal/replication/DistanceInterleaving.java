package org.repsim.models.unreal.replication;

import java.util.List;

/**
 * Per-distance update rates (brief §9, pubg-interleaving.md): per (actor, connection) pair, an
 * actor farther than a step's distance from the connection's viewer is replicated to it only
 * every {@code skipFrames + 1}-th frame. The published rule is
 * {@code [(70 m, skip 1), (400 m, skip 2)]}. Steps apply in increasing distance; the last one
 * passed wins.
 */
public record DistanceInterleaving(List<Step> steps) {

    /** Beyond {@code beyondMeters}, skip {@code skipFrames} frames between replications. */
    public record Step(double beyondMeters, int skipFrames) {
        public Step {
            if (!(beyondMeters >= 0) || skipFrames < 0 || skipFrames > 100) {
                throw new IllegalArgumentException("interleaving step needs distance >= 0 and 0 <= skip <= 100");
            }
        }
    }

    public DistanceInterleaving {
        steps = List.copyOf(steps);
        for (int i = 1; i < steps.size(); i++) {
            if (steps.get(i).beyondMeters() <= steps.get(i - 1).beyondMeters()) {
                throw new IllegalArgumentException("interleaving steps must have increasing distances");
            }
        }
    }

    public static DistanceInterleaving none() {
        return new DistanceInterleaving(List.of());
    }

    /** The published battle-royale rule: every 2nd frame beyond 70 m, every 3rd beyond 400 m. */
    public static DistanceInterleaving published() {
        return new DistanceInterleaving(List.of(new Step(70, 1), new Step(400, 2)));
    }

    /** Frames to skip between replications at {@code meters}. */
    public int skipFramesAt(double meters) {
        int skip = 0;
        for (Step s : steps) {
            if (meters > s.beyondMeters()) {
                skip = s.skipFrames();
            }
        }
        return skip;
    }
}
