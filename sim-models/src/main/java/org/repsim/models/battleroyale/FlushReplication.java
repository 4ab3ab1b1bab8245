package org.repsim.models.battleroyale;

/**
 * The actor-replication part of Net Flush, as Net Flush sees it: replicate this frame's relevant
 * actors to every alive connection, consulting {@link CharacterInterleaving} for every relevant
 * (connection, character) pair, charge the cost ledger, and report bytes per connection.
 */
interface FlushReplication {
    /**
     * Runs the replication of frame {@code frame}, which started at {@code nowNanos},
     * {@code dtSeconds} after the previous one; adds each connection's wire bytes (payload,
     * packet headers and IP/UDP overhead) into {@code wireBytes[connection]}; returns the
     * (actor, connection) pairs that sent a bunch.
     */
    long replicateFrame(int frame, long nowNanos, double dtSeconds, long[] wireBytes);

    /** The frame has ended at {@code endNanos} (acknowledgements are timed from frame ends). */
    void frameEnded(int frame, long endNanos);
}
