package org.repsim.models.unreal;

/**
 * Charges one replication pass's frame from its {@link FrameCounters}: the legacy pass's timer tree
 * ({@link ReplicationScopes}) or Iris's ({@link IrisScopes}).
 */
interface PassScopes {
    void chargeReplication(FrameCounters f, int connections);
}
