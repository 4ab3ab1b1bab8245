package org.repsim.experiments.runner;

/**
 * A replication failed and its cell with it: the model threw, or the engine gave up on it. The
 * message is the reason the runner reports for the cell (see {@link Replication#failure}).
 */
public final class ReplicationFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ReplicationFailure(String reason) {
        super(reason, null, false, false);
    }
}
