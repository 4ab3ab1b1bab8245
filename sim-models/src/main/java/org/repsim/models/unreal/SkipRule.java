package org.repsim.models.unreal;

import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * {@code CanSkipUpdate} with {@code net.PushModelSkipUndirtiedReplication}
 * (docs/sources.md#unreal-skip): the one place that decides whether a replicator's {@code
 * ReplicateProperties} is skipped on a connection. Every condition of the engine's test is named
 * here.
 */
final class SkipRule {
    private final boolean enabled;
    private final ReplicatorStates st;
    private final int[] objStart;
    private final int[] lastChangeEpoch;

    SkipRule(ReplicationSettings settings, ReplicatedWorld world, ReplicatorStates st) {
        // Validation compares every push property anyway, so nothing can be skipped.
        this.enabled = settings.pushModel() && settings.skipUndirtied() && !settings.validation();
        this.st = st;
        this.objStart = world.objStart;
        this.lastChangeEpoch = st.lastChangeEpoch;
    }

    /** Skip is on: push model and skip of undirtied replicators, without validation. */
    boolean enabled() {
        return enabled;
    }

    /** Replicator {@code o}, pair object {@code p} on {@code conn} (see {@link Connection}). */
    boolean canSkip(Connection conn, int p, int o) {
        return skippableEverywhere(o)
                && skippableOn(conn.replications, conn.acks.flags(), conn.sentEpoch, lastChangeEpoch, p, o);
        // Same replication flags as last time: flags (owner, role) never change in this model.
        // Not a replay resend: the replay driver never resends.
    }

    /** The conditions that do not depend on the connection. */
    boolean skippableEverywhere(int o) {
        return enabled
                // Only Full replicators (every property push-based): a Partial one is never
                // skipped. Nor is one that sent an unreliable multicast: GetNumBits() >= 0 stays
                // true and skip never works again for it (the observed trap).
                // No dirty property, and no custom-delta (fast array) change: a marked fast array
                // blocks until the object's compare takes the change into its history, which then
                // blocks like any unsent or unacknowledged change below. One byte holds these
                // four reasons (ReplicatorStates.skipBlockers).
                && st.skipBlockers[o] == 0
                // No forced compare on the channel (the post-GC compare of references).
                && !st.gcComparePending(o);
    }

    /**
     * The conditions on the connection's send state: {@code replications}, {@code ackFlags} and
     * {@code sentEpoch} are the connection's ({@link Connection}, {@link AckTracker#flags}),
     * {@code lastChangeEpoch} the replicators' ({@link ReplicatorStates}).
     */
    private static boolean skippableOn(byte[] replications, byte[] ackFlags, int[] sentEpoch, int[] lastChangeEpoch,
                                       int p, int o) {
        // Not the initial replication on this connection, and at least two compares done on it.
        return replications[p] >= 2
                // No NAK, and the change history all acknowledged.
                && ackFlags[p] == 0
                // No unsent change list (e.g. left behind by a saturated frame).
                && lastChangeEpoch[o] <= sentEpoch[p];
    }

    /**
     * Every replicator of actor {@code a} is skippable apart from its connections: true only with
     * skip enabled, so a false answer says nothing and the pair goes the one-by-one way.
     */
    boolean actorSkippableEverywhere(int a) {
        for (int o = objStart[a]; o < objStart[a + 1]; o++) {
            if (!skippableEverywhere(o)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code ReplicateActor} of actor {@code a} (slot {@code s}) on a connection is known in
     * advance to skip every replicator with no other effect than the counts and the channel's
     * update time: the channel is open, and each replicator is skippable on the connection with
     * nothing in flight (so settling its ack changes nothing). Call only for actors
     * {@link #actorSkippableEverywhere skippable everywhere}.
     *
     * <p>The arrays are those of {@link #skippableOn} plus the world's {@code objStart}, passed
     * in because the replication pass's loop holds them in locals for a whole connection pass
     * (slots are assigned between passes, so they cannot change within one): read through the
     * connection, its ack tracker and this rule for every actor instead, the main condition with
     * push + skip ran at 86–94 M actor-connection-frames per CPU s, with locals at 105–118 M
     * (3 alternating runs each).
     */
    static boolean actorSkippedOn(byte[] replications, byte[] ackFlags, int[] sentEpoch, int[] lastChangeEpoch,
                                  int[] objStart, int s, byte channelState, int a) {
        if (channelState != ActorChannels.OPEN) {
            return false;
        }
        int off = s - objStart[a];
        for (int o = objStart[a], end = objStart[a + 1]; o < end; o++) {
            if (!skippableOn(replications, ackFlags, sentEpoch, lastChangeEpoch, off + o, o)) {
                return false;
            }
        }
        return true;
    }
}
