package org.repsim.models.unreal.replication;

/**
 * The gather/prioritize stage of the server's replication pass (docs/replication-graph.md). The
 * per-(actor, connection) {@code ReplicateActor} work after it is the same for both.
 */
public enum ReplicationStrategy {
    /**
     * {@code ServerReplicateActors}' consider list, then per connection relevancy and prioritize
     * (docs/sources.md#unreal-consider).
     */
    LEGACY,
    /** ReplicationGraph: nodes gather shared actor lists per connection ({@link GraphSettings}). */
    REPLICATION_GRAPH
}
