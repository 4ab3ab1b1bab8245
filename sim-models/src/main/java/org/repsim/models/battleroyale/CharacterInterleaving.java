package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import java.util.List;

/**
 * The per-(connection, character) decision "replicate this frame or skip by interleaving",
 * made inside the replication pass's per-connection actor loop for every relevant character.
 *
 * <p>A pair whose step says "skip s frames" is replicated when more than s frames have passed
 * since it was last replicated, so a pair that stays in one band is replicated exactly once every
 * s + 1 frames. Pairs start staggered ((7c + j) mod 12 frames of history, 12 being divisible by
 * every period up to 4) so that far pairs do not all fall due on the same frame, which would make
 * frame times alternate between heavy and light. The pair state lives in one int array.
 *
 * <p>While measuring, every decision samples the far-character error first (the error the client
 * has just before it is, or is not, sent a fresh position).
 *
 * <p>Per frame, {@link #beginFrame} turns every alive pair's distance ({@link World#measurePairs})
 * into a zone in one pass: the interleaving thresholds and the error's band edges merged into
 * one sorted list, so one count of passed edges gives both the pair's skip step and its error
 * band; each decision then only reads its pair's zone.
 */
final class CharacterInterleaving {
    private static final int STAGGER_FRAMES = 12;

    private final World world;
    private final DistanceInterleaving policy;
    private final FarCharacterError error;
    private final int players;
    private final int[] lastReplicatedFrame;
    /** Interleaving thresholds and error band edges, squared, ascending (ties kept). */
    private final double[] zoneEdges;
    /** Per zone (edges passed): the interleaving skip step and the error band. */
    private final int[] zoneSkip;
    private final int[] zoneBand;
    /** Per pair, this frame: edges passed by its distance. */
    private final byte[] pairZone;
    private long considered;
    private long skipped;
    private boolean measuring;

    CharacterInterleaving(World world, DistanceInterleaving policy, FarCharacterError error) {
        this.world = world;
        this.policy = policy;
        this.error = error;
        this.players = world.players;
        lastReplicatedFrame = staggered(players);
        List<DistanceInterleaving.Step> steps = policy.enabled() ? policy.steps() : List.of();
        double[] bandEdges = error.bandEdgesSquared();
        int edges = steps.size() + bandEdges.length;
        if (edges > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("at most " + Byte.MAX_VALUE + " interleaving steps and error bands together");
        }
        zoneEdges = new double[edges];
        zoneSkip = new int[edges + 1];
        zoneBand = new int[edges + 1];
        mergeZones(steps, bandEdges, zoneEdges, zoneSkip, zoneBand);
        error.useZones(zoneBand, zoneSkip);
        pairZone = new byte[players * players];
    }

    /*
     * The constructor's loops are small static methods of their own: a loop in a constructor is
     * OSR-compiled with the whole constructor once per experiment shape
     * (docs/performance.md#set-up-loops).
     */

    /** Per pair, the frame it was "last replicated": -1 - ((7c + j) mod 12), never sent. */
    private static int[] staggered(int players) {
        int[] last = new int[players * players];
        for (int c = 0; c < players; c++) {
            for (int j = 0; j < players; j++) {
                last[c * players + j] = -1 - ((7 * c + j) % STAGGER_FRAMES);
            }
        }
        return last;
    }

    /**
     * Merges the two ascending lists into {@code edges}; a zone's skip is the last step passed (as
     * DistanceInterleaving.framesSkipped), its band the number of band edges passed (as the error's).
     */
    private static void mergeZones(List<DistanceInterleaving.Step> steps, double[] bandEdges, double[] edges,
                                   int[] skip, int[] band) {
        int si = 0;
        int bi = 0;
        for (int z = 0; z < edges.length; z++) {
            boolean step = bi == bandEdges.length
                    || si < steps.size() && square(steps.get(si).beyondM()) <= bandEdges[bi];
            if (step) {
                edges[z] = square(steps.get(si).beyondM());
                skip[z + 1] = steps.get(si++).framesSkipped();
                band[z + 1] = band[z];
            } else {
                edges[z] = bandEdges[bi++];
                skip[z + 1] = skip[z];
                band[z + 1] = band[z] + 1;
            }
        }
    }

    private static double square(double v) {
        return v * v;
    }

    /**
     * Every alive pair's zone from frame {@code frame}'s distances (call after
     * {@link World#measurePairs}, once per frame): one count per unordered pair, as the distance
     * is symmetric (the world measures the pairs with ids ascending).
     */
    void beginFrame(int frame) {
        error.beginFrame(frame);
        double[] d2 = world.pairDistanceSquared;
        double[] edges = zoneEdges;
        int alive = world.aliveCount();
        for (int k = 0; k < alive; k++) {
            int a = world.aliveId(k);
            int row = a * players;
            for (int m = k + 1; m < alive; m++) {
                int b = world.aliveId(m);
                double d = d2[row + b];
                int z = 0;
                while (z < edges.length && d > edges[z]) {
                    z++;
                }
                pairZone[row + b] = (byte) z;
                pairZone[b * players + a] = (byte) z;
            }
        }
    }

    /** The frame's decisions are all taken (the far-character error adds what it counted). */
    void endFrame() {
        error.endFrame();
    }

    void setMeasuring(boolean measuring) {
        this.measuring = measuring;
    }

    /** This frame's interleaving skip step of the pair (as {@link DistanceInterleaving#framesSkipped}). */
    int framesSkipped(int connection, int character) {
        return zoneSkip[pairZone[connection * players + character]];
    }

    /** This frame's far-character error band of the pair (band edges passed). */
    int errorBand(int connection, int character) {
        return zoneBand[pairZone[connection * players + character]];
    }

    /** True to replicate {@code character} to {@code connection} on {@code frame}, false to skip it. */
    boolean replicate(int connection, int character, int frame) {
        if (connection == character) {
            // The owner's own character is not subject to interleaving (and has no far error).
            return true;
        }
        int pair = connection * players + character;
        int zone = pairZone[pair];
        int skip = zoneSkip[zone];
        int last = lastReplicatedFrame[pair];
        if (measuring) {
            // The staggered start is negative: a pair with last >= 0 has been sent.
            if (last >= 0) {
                error.sample(pair, character, zone, last, frame);
            }
            considered++;
        }
        if (frame - last > skip) {
            lastReplicatedFrame[pair] = frame;
            error.sent(pair, character);
            return true;
        }
        if (measuring) {
            skipped++;
        }
        return false;
    }

    /** (pair, frame) decisions taken while measuring. */
    long considered() {
        return considered;
    }

    /** Of those, how many skipped the replication. */
    long skipped() {
        return skipped;
    }
}
