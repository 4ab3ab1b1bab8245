package org.repsim.models.battleroyale;

/** Sums over the measured frames: count, phase times, frame intervals, alive players. */
final class FrameTotals {
    long frames;
    double aliveSum;
    double dispatchS;
    double sendFlushS;
    double simulateS;
    double flushS;
    long intervalNanos;

    void add(FramePhases.PhaseTimes t, long frameIntervalNanos, int alive) {
        frames++;
        aliveSum += alive;
        dispatchS += t.dispatchS();
        sendFlushS += t.sendFlushS();
        simulateS += t.simulateS();
        flushS += t.flushS();
        intervalNanos += frameIntervalNanos;
    }

    double workS() {
        return dispatchS + sendFlushS + simulateS + flushS;
    }

    double aliveMean() {
        return frames == 0 ? 0.0 : aliveSum / frames;
    }

    /** Milliseconds per measured frame of a total in seconds. */
    double msPerFrame(double totalS) {
        return frames == 0 ? 0.0 : totalS * 1e3 / frames;
    }

    /** A count per measured frame. */
    double perFrame(double total) {
        return frames == 0 ? 0.0 : total / frames;
    }

    /**
     * Frames per second of frame time. Every interval is >= 1/max rate, so this can never exceed
     * the cap (frames started / window length could, by one boundary frame).
     */
    double tickHz() {
        return intervalNanos == 0 ? 0.0 : frames / (intervalNanos / 1e9);
    }
}
