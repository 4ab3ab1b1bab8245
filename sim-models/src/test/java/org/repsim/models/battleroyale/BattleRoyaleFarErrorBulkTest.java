package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * FarCharacterError counts the pairs that sample each (character, frames since the send) per zone
 * and, at the frame's end, measures that error once (its position history) and adds the counts: the histograms must hold exactly what measuring every pair from its
 * own last sent position gives. Here the reference is a plain ErrorHistogram fed with that
 * per-pair distance, for random sends and samples over many frames: ages 0 (sampled again after a
 * send in the same frame) to far beyond the history, characters moving every frame, several
 * connections sharing a send frame, every (band, skip step) zone.
 */
class BattleRoyaleFarErrorBulkTest {
    private static final int PLAYERS = 12;
    private static final int BANDS = BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M.size() + 1;
    private static final int SKIPS = 6;

    @Test
    void histogramsEqualThoseOfThePerPairDistance() {
        World world = new World(2000.0, PLAYERS, PlayZone.forSpawn(new SpatialDistribution.Uniform(), 2000.0, null));
        FarCharacterError error = new FarCharacterError(world, BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M);
        // Every (band, skip step) combination is a zone, skip steps beyond the reported ones included.
        int[] zoneBand = new int[BANDS * SKIPS];
        int[] zoneSkip = new int[BANDS * SKIPS];
        for (int z = 0; z < zoneBand.length; z++) {
            zoneBand[z] = z / SKIPS;
            zoneSkip[z] = z % SKIPS;
        }
        error.useZones(zoneBand, zoneSkip);
        ErrorHistogram[] refBand = histograms(BANDS);
        ErrorHistogram[] refSkip = histograms(FarCharacterError.REPORTED_SKIP_STEPS);
        double[] sentX = new double[PLAYERS * PLAYERS];
        double[] sentY = new double[PLAYERS * PLAYERS];
        int[] sentFrame = new int[PLAYERS * PLAYERS];
        java.util.Arrays.fill(sentFrame, -1);
        SplittableRandom random = new SplittableRandom(42);
        long samples = 0;
        long oldSamples = 0;
        for (int frame = 0; frame < 400; frame++) {
            for (int j = 0; j < PLAYERS; j++) {
                world.x[j] = 1000.0 + 300.0 * Math.sin(0.37 * frame + j) + random.nextDouble();
                world.y[j] = 1000.0 + 300.0 * Math.cos(0.11 * frame * (j + 1));
            }
            error.beginFrame(frame);
            // A third of the connections are rarely sent anything: their pairs age past the history.
            for (int round = 0; round < 2; round++) {
                for (int c = 0; c < PLAYERS; c++) {
                    double sendChance = c % 3 == 0 ? 0.03 : 0.6;
                    for (int j = 0; j < PLAYERS; j++) {
                        int pair = c * PLAYERS + j;
                        if (c == j || random.nextDouble() < 0.3) {
                            continue;
                        }
                        if (sentFrame[pair] >= 0) {
                            int zone = random.nextInt(BANDS * SKIPS);
                            int band = zone / SKIPS;
                            int skip = zone % SKIPS;
                            error.sample(pair, j, zone, sentFrame[pair], frame);
                            double dx = world.x[j] - sentX[pair];
                            double dy = world.y[j] - sentY[pair];
                            double e = Math.sqrt(dx * dx + dy * dy);
                            refBand[band].add(e);
                            refSkip[Math.min(skip, FarCharacterError.REPORTED_SKIP_STEPS - 1)].add(e);
                            samples++;
                            if (frame - sentFrame[pair] >= FarCharacterError.HISTORY) {
                                oldSamples++;
                            }
                        }
                        if (random.nextDouble() < sendChance) {
                            error.sent(pair, j);
                            sentX[pair] = world.x[j];
                            sentY[pair] = world.y[j];
                            sentFrame[pair] = frame;
                        }
                    }
                }
            }
            error.endFrame();
        }
        assertTrue(oldSamples > 1000 && samples - oldSamples > 10_000, "both paths exercised: " + oldSamples + " of " + samples);
        for (int b = 0; b < BANDS; b++) {
            assertSame(refBand[b], error.band(b), "band " + b);
        }
        for (int s = 0; s < FarCharacterError.REPORTED_SKIP_STEPS; s++) {
            assertSame(refSkip[s], error.skipStep(s), "skip " + s);
        }
    }

    private static ErrorHistogram[] histograms(int n) {
        ErrorHistogram[] h = new ErrorHistogram[n];
        for (int i = 0; i < n; i++) {
            h[i] = new ErrorHistogram(0.01, 200.0);
        }
        return h;
    }

    private static void assertSame(ErrorHistogram expected, ErrorHistogram actual, String what) {
        assertEquals(expected.count(), actual.count(), what + ": count");
        assertEquals(expected.max(), actual.max(), 0.0, what + ": max");
        for (int i = 0; i <= 1000; i++) {
            double p = i / 1000.0;
            assertEquals(expected.quantile(p), actual.quantile(p), 0.0, what + ": quantile " + p);
        }
    }
}
