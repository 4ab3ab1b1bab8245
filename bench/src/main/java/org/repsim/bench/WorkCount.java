package org.repsim.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * A benchmark's per-iteration count of simulated work. Each benchmark's {@code @AuxCounters}
 * state extends it with one public getter named after its unit, which JMH reports as that
 * unit per second; JMH leaves resetting to the state, hence {@link #clear}.
 */
public abstract class WorkCount {
    private double done;

    @Setup(Level.Iteration)
    public void clear() {
        done = 0;
    }

    /** Adds {@code units} of simulated work to this iteration's count. */
    public void add(double units) {
        done += units;
    }

    protected double done() {
        return done;
    }
}
