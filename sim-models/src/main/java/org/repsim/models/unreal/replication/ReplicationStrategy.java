package org.repsim.models.unreal.replication;

/**
 * The server's replication pass (docs/replication-graph.md, docs/iris.md). The legacy pass and the
 * replication graph differ only in their gather/prioritize stage: the per-(actor, connection)
 * {@code ReplicateActor} work after it is the same for both. Iris replaces the whole pass.
 */
public enum ReplicationStrategy {
    /**
     * {@code ServerReplicateActors}' consider list, then per connection relevancy and prioritize
     * (docs/sources.md#unreal-consider).
     */
    LEGACY,
    /** ReplicationGraph: nodes gather shared actor lists per connection ({@link GraphSettings}). */
    REPLICATION_GRAPH,
    /**
     * Iris ({@code UReplicationSystem}): state polled, copied and quantized once per dirty object
     * per frame, per-connection change masks, filters, prioritizer, only changed members written
     * ({@link IrisSettings}).
     */
    IRIS
}
