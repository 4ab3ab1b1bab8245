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

    boolean canSkip(Connection conn, int o) {
        return enabled
                // Only Full replicators (every property push-based): a Partial one is never
                // skipped. Nor is one that sent an unreliable multicast: GetNumBits() >= 0 stays
                // true and skip never works again for it (the observed trap).
                && st.neverSkip[o] == 0
                // Not the initial replication on this connection, and at least two compares done on it.
                && conn.replications[o] >= 2
                // No NAK, and the change history all acknowledged.
                && conn.acks.allAcked(o)
                // No unsent change list (e.g. left behind by a saturated frame).
                && st.lastChangeEpoch[o] <= conn.sentEpoch[o]
                // No forced compare on the channel (the post-GC compare of references).
                && !st.gcComparePending(o)
                // No dirty property (custom-delta changes are marked dirty too).
                && !st.dirtyAny(o);
        // Same replication flags as last time: flags (owner, role) never change in this model.
        // Not a replay resend: the replay driver never resends.
    }
}
