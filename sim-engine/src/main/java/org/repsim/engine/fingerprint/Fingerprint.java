package org.repsim.engine.fingerprint;

import org.repsim.engine.random.RandomStream;

/**
 * A running 64-bit hash over what a run did: event times, event kinds and random draws. Two
 * runs with equal fingerprints executed the same events at the same times with the same draws;
 * a test compares fingerprints to assert that two runs are the same run.
 *
 * <p>Order-sensitive by construction (each value is folded into the previous state).
 */
public final class Fingerprint implements RandomStream.DrawListener {
    private long state = 0x243F6A8885A308D3L;
    private long count;

    /** Folds one event: its time in nanoseconds and a model-defined kind code. */
    public void event(long timeNanos, int kind) {
        add(timeNanos);
        add(kind);
    }

    @Override
    public void onDraw(long bits) {
        add(bits);
    }

    /** Folds an arbitrary value (e.g. a metric's raw bits). */
    public void add(long value) {
        long z = state ^ (value + 0x9E3779B97F4A7C15L + (state << 6) + (state >>> 2));
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        state = z ^ (z >>> 31);
        count++;
    }

    public void add(double value) {
        add(Double.doubleToLongBits(value));
    }

    public long value() {
        return state;
    }

    /** Number of values folded so far. */
    public long count() {
        return count;
    }

    /** 16 lower-case hex digits. */
    public String hex() {
        return String.format("%016x", state);
    }
}
