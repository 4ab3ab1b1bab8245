package org.repsim.models.battleroyale;

import java.util.Arrays;
import java.util.List;

/**
 * How wrong a client's picture of a character is: for each (receiving connection, character)
 * pair considered in Net Flush, the distance between the character's true position and the last
 * position this connection was sent, sampled just before this frame's replicate-or-skip
 * decision. It is reported by distance band (the scenario's band edges) and by the interleaving
 * skip step that applied. Network latency is left out on purpose: the metric isolates the
 * staleness that interleaving adds (the "jitter" that made the diary drop the third step).
 *
 * <p>Determined in bulk: a pair's last sent position is the character's position on the frame it
 * was sent, so the error depends only on (character, frames since that send), not on the
 * connection. Each character's positions of the last {@link #HISTORY} frames are kept; a decision
 * whose send is that recent is only counted per (character, age, zone), and at the frame's end
 * each such error is measured once, from the recorded position (the same doubles the per-pair
 * expression gives), and added with its count. Older sends use the pair's own copy of the
 * position.
 */
final class FarCharacterError {
    /** Skip steps reported individually; larger skips are folded into the last. */
    static final int REPORTED_SKIP_STEPS = 4;
    /** Frames of position history per character (a power of two): sends this recent are counted in bulk. */
    static final int HISTORY = 8;
    private static final int HISTORY_MASK = HISTORY - 1;
    private static final double BIN_WIDTH_M = 0.01;
    private static final double RANGE_M = 200.0;

    private final World world;
    private final double[] lastSentX;
    private final double[] lastSentY;
    private final double[] bandEdgesSquared;
    private final ErrorHistogram[] byBand;
    private final ErrorHistogram[] bySkip;
    /** Per character and frame mod HISTORY ({@code character * HISTORY + slot}): its position, and the frame. */
    private final double[] historyX;
    private final double[] historyY;
    private final int[] historyFrame;
    /** Per zone of the decisions (see {@link #useZones}): its band and reported skip step. */
    private int[] zoneBand = {0};
    private int[] zoneSkip = {0};
    /**
     * Samples of this frame not yet in the histograms, per character, age and zone
     * ({@code (character * HISTORY + age) * zones + zone}).
     */
    private int[] pending;
    /** The frame of the last {@link #beginFrame}. */
    private int frame = Integer.MIN_VALUE;

    FarCharacterError(World world, List<Double> bandEdgesM) {
        this.world = world;
        int players = world.players;
        lastSentX = new double[players * players];
        lastSentY = new double[players * players];
        bandEdgesSquared = new double[bandEdgesM.size()];
        for (int i = 0; i < bandEdgesSquared.length; i++) {
            bandEdgesSquared[i] = bandEdgesM.get(i) * bandEdgesM.get(i);
        }
        byBand = histograms(bandEdgesSquared.length + 1);
        bySkip = histograms(REPORTED_SKIP_STEPS);
        historyX = new double[players * HISTORY];
        historyY = new double[players * HISTORY];
        historyFrame = new int[players * HISTORY];
        // No frame is negative: nothing recorded yet.
        Arrays.fill(historyFrame, Integer.MIN_VALUE);
        pending = new int[players * HISTORY];
    }

    /**
     * The zones decisions are sampled in: zone {@code z} is distance band {@code band[z]} and
     * interleaving skip step {@code skip[z]} (CharacterInterleaving's zones). Call before the
     * first sample.
     */
    void useZones(int[] band, int[] skip) {
        endFrame();
        zoneBand = band.clone();
        zoneSkip = new int[skip.length];
        for (int z = 0; z < skip.length; z++) {
            zoneSkip[z] = Math.min(skip[z], REPORTED_SKIP_STEPS - 1);
        }
        pending = new int[world.players * HISTORY * band.length];
    }

    private static ErrorHistogram[] histograms(int n) {
        ErrorHistogram[] h = new ErrorHistogram[n];
        for (int i = 0; i < n; i++) {
            h[i] = new ErrorHistogram(BIN_WIDTH_M, RANGE_M);
        }
        return h;
    }

    /** Band edges, squared, ascending (a distance beyond edge i is in band i + 1 or later). */
    double[] bandEdgesSquared() {
        return bandEdgesSquared.clone();
    }

    /**
     * Records every alive character's position of frame {@code frame} (positions do not move
     * within Net Flush); call once per frame, frames consecutive, before its first decision.
     */
    void beginFrame(int frame) {
        this.frame = frame;
        int slot = frame & HISTORY_MASK;
        for (int k = 0; k < world.aliveCount(); k++) {
            int j = world.aliveId(k);
            int h = j * HISTORY + slot;
            historyX[h] = world.x[j];
            historyY[h] = world.y[j];
            historyFrame[h] = frame;
        }
    }

    /**
     * Samples the current error of pair {@code pair} ({@code connection * players + character})
     * in zone {@code zone} on frame {@code frame}; the pair was last sent the character on
     * {@code sentFrame} (never before its first replication). A send in the history is only
     * counted per (character, age, zone): {@link #endFrame} measures each such error once.
     */
    void sample(int pair, int character, int zone, int sentFrame, int frame) {
        int age = frame - sentFrame;
        if (age < HISTORY && historyFrame[character * HISTORY + (sentFrame & HISTORY_MASK)] == sentFrame) {
            pending[(character * HISTORY + age) * zoneBand.length + zone]++;
        } else {
            double error = distance(world.x[character] - lastSentX[pair], world.y[character] - lastSentY[pair]);
            // Every histogram here has the same bin width and range: one bin for all.
            int bin = byBand[0].binOf(error);
            byBand[zoneBand[zone]].addAt(bin, error, 1);
            bySkip[zoneSkip[zone]].addAt(bin, error, 1);
        }
    }

    /**
     * Puts the frame's counted samples into the histograms: for each (character, age) sampled,
     * its error from the recorded position of its send frame (the pair's last sent position, the
     * same expression as a per-pair sample), once. Call after the frame's last decision, before
     * anything moves or dies (only alive characters are decided on, and the frame's alive ones are
     * walked here).
     */
    void endFrame() {
        int zones = zoneBand.length;
        for (int k = 0; k < world.aliveCount(); k++) {
            int j = world.aliveId(k);
            for (int age = 0; age < HISTORY; age++) {
                int row = (j * HISTORY + age) * zones;
                boolean sampled = false;
                for (int z = 0; z < zones; z++) {
                    sampled |= pending[row + z] != 0;
                }
                if (sampled) {
                    addCounted(j, age, row);
                }
            }
        }
    }

    private void addCounted(int character, int age, int row) {
        int h = character * HISTORY + ((frame - age) & HISTORY_MASK);
        double error = distance(world.x[character] - historyX[h], world.y[character] - historyY[h]);
        int bin = byBand[0].binOf(error);
        for (int z = 0; z < zoneBand.length; z++) {
            int n = pending[row + z];
            if (n != 0) {
                pending[row + z] = 0;
                byBand[zoneBand[z]].addAt(bin, error, n);
                bySkip[zoneSkip[z]].addAt(bin, error, n);
            }
        }
    }

    private static double distance(double dx, double dy) {
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** Pair {@code pair}'s connection has just been sent the character's current position. */
    void sent(int pair, int character) {
        lastSentX[pair] = world.x[character];
        lastSentY[pair] = world.y[character];
    }

    ErrorHistogram band(int b) {
        return byBand[b];
    }

    int bands() {
        return byBand.length;
    }

    ErrorHistogram skipStep(int s) {
        return bySkip[s];
    }
}
