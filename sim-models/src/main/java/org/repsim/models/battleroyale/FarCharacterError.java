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
 */
final class FarCharacterError {
    /** Skip steps reported individually; larger skips are folded into the last. */
    static final int REPORTED_SKIP_STEPS = 4;
    private static final double BIN_WIDTH_M = 0.01;
    private static final double RANGE_M = 200.0;

    private final World world;
    private final int players;
    private final double[] lastSentX;
    private final double[] lastSentY;
    private final double[] bandEdgesSquared;
    private final ErrorHistogram[] byBand;
    private final ErrorHistogram[] bySkip;

    FarCharacterError(World world, List<Double> bandEdgesM) {
        this.world = world;
        this.players = world.players;
        lastSentX = new double[players * players];
        lastSentY = new double[players * players];
        Arrays.fill(lastSentX, Double.NaN);
        bandEdgesSquared = new double[bandEdgesM.size()];
        for (int i = 0; i < bandEdgesSquared.length; i++) {
            bandEdgesSquared[i] = bandEdgesM.get(i) * bandEdgesM.get(i);
        }
        byBand = new ErrorHistogram[bandEdgesSquared.length + 1];
        for (int b = 0; b < byBand.length; b++) {
            byBand[b] = new ErrorHistogram(BIN_WIDTH_M, RANGE_M);
        }
        bySkip = new ErrorHistogram[REPORTED_SKIP_STEPS];
        for (int s = 0; s < bySkip.length; s++) {
            bySkip[s] = new ErrorHistogram(BIN_WIDTH_M, RANGE_M);
        }
    }

    /** Band edges, squared, ascending (a distance beyond edge i is in band i + 1 or later). */
    double[] bandEdgesSquared() {
        return bandEdgesSquared.clone();
    }

    /**
     * Samples the current error of pair {@code pair} ({@code connection * players + character})
     * in distance band {@code band} (nothing before its first replication).
     */
    void sample(int pair, int character, int band, int framesSkipped) {
        double lx = lastSentX[pair];
        if (Double.isNaN(lx)) {
            return;
        }
        double dx = world.x[character] - lx;
        double dy = world.y[character] - lastSentY[pair];
        double error = Math.sqrt(dx * dx + dy * dy);
        // Every histogram here has the same bin width and range: one bin for both.
        int bin = byBand[band].binOf(error);
        byBand[band].addAt(bin, error);
        bySkip[Math.min(framesSkipped, REPORTED_SKIP_STEPS - 1)].addAt(bin, error);
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
