package org.repsim.engine.run;

/** A distribution summarised by quantiles (for CDF / percentile charts), e.g. shot latency. */
public record Quantiles(String metric, double[] probabilities, double[] values) {
    public Quantiles {
        if (probabilities.length != values.length) {
            throw new IllegalArgumentException("probabilities and values differ in length for " + metric);
        }
    }
}
