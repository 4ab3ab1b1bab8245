package org.repsim.models.battleroyale;

import org.repsim.engine.run.TimeSeries;

/**
 * Per-second samples over the measured window, for the "over the match" charts: the tick rate of
 * the frames started in each second, the alive count and the mean frame work in that second.
 */
final class MatchTimeline {
    private final double windowStartS;
    private final int[] frames;
    private final int[] alive;
    private final double[] workS;
    private final double[] intervalS;

    MatchTimeline(double windowStartS, double durationS) {
        this.windowStartS = windowStartS;
        // Whole seconds only: a partial last second would read as a low tick rate.
        int seconds = Math.max(1, (int) Math.floor(durationS + 1e-9));
        frames = new int[seconds];
        alive = new int[seconds];
        workS = new double[seconds];
        intervalS = new double[seconds];
    }

    void frame(double startS, double frameIntervalS, int aliveNow, double frameWorkS) {
        int bin = (int) Math.floor(startS - windowStartS);
        if (bin < 0 || bin >= frames.length) {
            return;
        }
        frames[bin]++;
        alive[bin] = aliveNow;
        workS[bin] += frameWorkS;
        intervalS[bin] += frameIntervalS;
    }

    /**
     * Frames per second of frame time in each second: frames / sum of their intervals. Counting
     * frame starts per wall second instead would read 31 Hz under a 30 Hz cap whenever a
     * second happens to hold 31 starts.
     */
    TimeSeries tickRate() {
        double[] v = new double[frames.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = frames[i] == 0 ? 0.0 : frames[i] / intervalS[i];
        }
        return new TimeSeries(BattleRoyaleMetrics.TICK_HZ_SERIES, times(), v);
    }

    TimeSeries aliveCount() {
        double[] v = new double[alive.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = alive[i];
        }
        return new TimeSeries(BattleRoyaleMetrics.ALIVE_SERIES, times(), v);
    }

    TimeSeries frameMs() {
        double[] v = new double[frames.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = frames[i] == 0 ? 0.0 : workS[i] / frames[i] * 1e3;
        }
        return new TimeSeries(BattleRoyaleMetrics.FRAME_MS_SERIES, times(), v);
    }

    /** Sample times: the end of each second of match time. */
    private double[] times() {
        double[] t = new double[frames.length];
        for (int i = 0; i < t.length; i++) {
            t[i] = windowStartS + i + 1;
        }
        return t;
    }
}
