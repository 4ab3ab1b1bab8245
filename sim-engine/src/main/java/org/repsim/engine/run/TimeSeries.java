package org.repsim.engine.run;

/** A metric sampled over simulated time (e.g. tick rate per second of a match). */
public record TimeSeries(String metric, double[] timesSeconds, double[] values) {
    public TimeSeries {
        if (timesSeconds.length != values.length) {
            throw new IllegalArgumentException("times and values differ in length for " + metric);
        }
    }
}
