package org.repsim.models.unreal;

import org.repsim.models.unreal.replication.ReplicationSettings;


/**
 * {@code CanSkipUpdate} with {@code net.PushModelSkipUndirtiedReplication} (brief §5): the one
 * place that decides whether a replicator's {@code ReplicateProperties} is skipped on a
 * connection. Every condition of the brief is named here.
 */
final class SkipRule {
    private final boolean enabled;
    private final ReplicatedWorld world;
    private final ReplicatorStates st;

    SkipRule(ReplicationSettings settings, ReplicatedWorld world, ReplicatorStates st) {
        // Validation compares every push property anyway, so nothing can be skipped.
        this.enabled = settings.pushModel() && settings.skipUndirtied() && !settings.validation();
        this.world = world;
        this.st = st;
    }

    /** Skip is on: push model and skip of undirtied replicators, without validation. */
    boolean enabled() {
        return enabled;
    }

    /** Replicator {@code o}, pair object {@code p} on {@code conn} (see {@link Connection}). */
    boolean canSkip(Connection conn, int p, int o) {
        return skippableEverywhere(o) && skippableOn(conn, p, o);
        // Same replication flags as last time: flags (owner, role) never change in this model.
        // Not a replay resend: the replay driver never resends.
    }

    /** The conditions that do not depend on the connection. */
    boolean skippableEverywhere(int o) {
        return enabled
                // Only Full replicators (every property push-based): a Partial one is never
                // skipped. Nor is one that sent an unreliable multicast: GetNumBits() >= 0 stays
                // true and skip never works again for it (the observed trap).
                // No dirty property either (custom-delta changes are marked dirty too): one
                // byte holds these three reasons (ReplicatorStates.skipBlockers).
                && st.skipBlockers[o] == 0
                // No forced compare on the channel (the post-GC compare of references).
                && !st.gcComparePending(o);
    }

    /** The conditions on the connection's send state. */
    boolean skippableOn(Connection conn, int p, int o) {
        // Not the initial replication on this connection, and at least two compares done on it.
        return conn.replications[p] >= 2
                // No NAK, and the change history all acknowledged.
                && conn.acks.allAcked(p)
                // No unsent change list (e.g. left behind by a saturated frame).
                && st.lastChangeEpoch[o] <= conn.sentEpoch[p];
    }

    /**
     * Every replicator of actor {@code a} is skippable apart from its connections: true only with
     * skip enabled, so a false answer says nothing and the pair goes the one-by-one way.
     */
    boolean actorSkippableEverywhere(int a) {
        for (int o = world.objStart[a]; o < world.objStart[a + 1]; o++) {
            if (!skippableEverywhere(o)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code ReplicateActor} of actor {@code a} (slot {@code s}) on {@code conn} is known in advance to skip
     * every replicator with no other effect than the counts and the channel's update time: the
     * channel is open, and each replicator is skippable on the connection with nothing in flight
     * (so settling its ack changes nothing). Call only for actors
     * {@link #actorSkippableEverywhere skippable everywhere}.
     */
    boolean actorSkippedOn(Connection conn, int s, byte channelState, int a) {
        if (channelState != ActorChannels.OPEN) {
            return false;
        }
        int off = s - world.objStart[a];
        for (int o = world.objStart[a]; o < world.objStart[a + 1]; o++) {
            if (!skippableOn(conn, off + o, o)) {
                return false;
            }
        }
        return true;
    }
}
