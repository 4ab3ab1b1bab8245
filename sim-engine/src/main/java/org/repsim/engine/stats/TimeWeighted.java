package org.repsim.engine.stats;

/**
 * Time average of a piecewise-constant quantity, such as a queue length or a busy flag:
 * the integral of the value over simulated time divided by the elapsed time.
 *
 * <p>The value holds from one {@link #update} to the next; call {@link #restart} at the end of a
 * warm-up to forget the history while keeping the current value.
 */
public final class TimeWeighted {
    private long startNanos;
    private long lastNanos;
    private double value;
    private double area; // value x nanoseconds since startNanos, up to lastNanos
    private double min;
    private double max;

    public TimeWeighted(long startNanos, double initialValue) {
        this.startNanos = startNanos;
        this.lastNanos = startNanos;
        this.value = initialValue;
        this.min = initialValue;
        this.max = initialValue;
    }

    /** The quantity becomes {@code newValue} at {@code timeNanos} (not before the last update). */
    public void update(long timeNanos, double newValue) {
        advance(timeNanos);
        value = newValue;
        if (newValue < min) {
            min = newValue;
        }
        if (newValue > max) {
            max = newValue;
        }
    }

    /** Forgets the history: the average starts again at {@code timeNanos} with the current value. */
    public void restart(long timeNanos) {
        advance(timeNanos);
        startNanos = timeNanos;
        area = 0.0;
        min = value;
        max = value;
    }

    /** Time average from the (re)start to {@code untilNanos}; the current value if no time has passed. */
    public double mean(long untilNanos) {
        if (untilNanos < lastNanos) {
            throw new IllegalArgumentException("time " + untilNanos + " is before the last update " + lastNanos);
        }
        long elapsed = untilNanos - startNanos;
        if (elapsed == 0) {
            return value;
        }
        return (area + value * (untilNanos - lastNanos)) / elapsed;
    }

    public double current() {
        return value;
    }

    /** Smallest value held since the (re)start. */
    public double min() {
        return min;
    }

    /** Largest value held since the (re)start. */
    public double max() {
        return max;
    }

    private void advance(long timeNanos) {
        if (timeNanos < lastNanos) {
            throw new IllegalArgumentException("time " + timeNanos + " is before the last update " + lastNanos);
        }
        area += value * (timeNanos - lastNanos);
        lastNanos = timeNanos;
    }
}
