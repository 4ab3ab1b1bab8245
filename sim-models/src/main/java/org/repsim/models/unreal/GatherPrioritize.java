package org.repsim.models.unreal;

/**
 * The gather and prioritize stage of one net driver's {@code ServerReplicateActors}: each frame,
 * which actors each connection hands to {@code ReplicateActor}, highest priority first. The
 * per-(actor, connection) work after it — replicate in order until the connection is saturated,
 * compare, serialize, channels — is {@link NetDriver}'s and the same for every stage.
 *
 * <p>Two implementations: {@link LegacyGather} (the engine's consider list, then per connection
 * relevancy and prioritize, docs/sources.md#unreal-consider) and {@link GraphGather} (nodes gather
 * shared actor lists per connection, docs/replication-graph.md). A stage only increments {@link
 * FrameCounters}; {@link ReplicationScopes} charges them.
 */
interface GatherPrioritize {
    /** Once per frame, before any connection: the legacy consider list, the graph's PrepareForReplication. */
    void beginFrame(int frame, long now);

    /**
     * Fills {@code order[0..m)} with the actors connection {@code c} replicates this frame, in
     * priority order when the order can matter, and returns {@code m}.
     *
     * @param channel the connection's channel states ({@link ActorChannels#states}), read-only
     */
    int gather(Connection c, byte[] channel, int frame, long now, int[] order);

    /** The connection saturated before {@code order[from..m)}: they wait, their priority growing. */
    void starved(Connection c, int[] order, int from, int m, int frame);

    /** Installs (or, with null, removes) the per-(connection, actor) veto consulted in the prioritize step. */
    void setConnectionActorFilter(ConnectionActorFilter filter);

    /** The actor is destroyed: no connection gathers it again. */
    void actorDestroyed(int actor);
}
