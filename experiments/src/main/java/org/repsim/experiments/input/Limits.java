package org.repsim.experiments.input;

/**
 * Up-front limits on what one experiment may ask for, checked while loading, before anything
 * runs: {@code maxCells} bounds the matrix (the product of the axis sizes, checked before the
 * matrix is expanded); {@code budget} bounds the estimated cost of an experiment (the sum over
 * its cells of the estimate per replication × replications, see
 * {@link org.repsim.experiments.bindings.CostEstimate}) unless {@code force} is set.
 */
public record Limits(long maxCells, double budget, boolean force) {
    public static final long DEFAULT_MAX_CELLS = 100_000;
    /**
     * About half an hour of one core at the Unreal model's rate of some 2·10⁷ pair-frames per
     * second (catalog connections.yaml, 8 connections: 1.2·10⁷ units in 0.5 s), and some 90× the
     * costliest shipped experiment (br-interleaving.yaml, 5.7·10⁸).
     */
    public static final double DEFAULT_BUDGET = 5e10;
    public static final Limits DEFAULT = new Limits(DEFAULT_MAX_CELLS, DEFAULT_BUDGET, false);
    /** For re-reading the experiment.yaml of a folder that a run has already written. */
    public static final Limits NONE = new Limits(Long.MAX_VALUE, Double.POSITIVE_INFINITY, true);

    public Limits {
        if (maxCells < 1 || !(budget > 0)) {
            throw new IllegalArgumentException("max cells and budget must be positive");
        }
    }
}
