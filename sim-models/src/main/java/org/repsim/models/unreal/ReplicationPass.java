package org.repsim.models.unreal;

/**
 * One net driver's replication pass, as the server drives it: the legacy {@code ServerReplicateActors}
 * with its gather stage ({@link NetDriver}: legacy or the replication graph) or the Iris
 * replication system ({@link IrisReplicationSystem}). A pass only increments {@link FrameCounters};
 * its {@link PassScopes} charge them.
 */
interface ReplicationPass {
    /** The pass of frame {@code frame}, starting at {@code now}, {@code dtSeconds} after the previous frame. */
    void replicate(int frame, long now, double dtSeconds);

    /** The shared compare (Iris: the poll's compare), for the per-property statistics. */
    PropertyCompare compare();

    /** Installs (or, with null, removes) the per-(connection, actor) veto; see {@link ConnectionActorFilter}. */
    void setConnectionActorFilter(ConnectionActorFilter filter);

    /** The actor is destroyed (it has left the active list): the pass looks at it no more. */
    void actorDestroyed(int actor);

    /** An unreliable multicast RPC on actor {@code a}: sent now where the client has the actor, dropped when saturated. */
    void sendMulticast(int a, long now);

    /** Connection {@code connection}'s relevancy of {@code actor} has just changed to {@code relevant}. */
    default void relevancyChanged(int connection, int actor, boolean relevant) {
    }
}
