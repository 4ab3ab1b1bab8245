package org.repsim.models.unreal;

/**
 * The replication pass's quiet actors, settled in bulk ({@link Shortcuts#bulkQuietActors}): an
 * actor is <em>quiet</em> when, the last time the pass replicated it, every relevant pair on an
 * open connection was quiet — with push + skip, skipped whole with nothing in flight
 * ({@link SkipRule#actorSkippedOn}); without skip, settled quietly (one replicator, nothing changed
 * since what the pair was sent, nothing in flight: {@code NetDriver.settledQuietly}) — the actor is
 * not {@code DORM_DormantAll}, and none of those pairs has changed since. Nothing but the pass
 * changes a pair's send state (sends, acks settled on replication, channel opens), and what else
 * could — relevancy, dormancy, a closed connection — settles the actor here first
 * ({@link #settle}). So while nothing in the actor changes (with skip: it stays skippable
 * everywhere, {@link SkipRule}; without: its compare finds nothing), its next
 * {@code ReplicateActor} on every such pair is quiet again, whose only effect on a pair is the
 * update time it records ({@link ActorChannels#updated}, an empty update) and, without skip, the
 * sent epoch, which the bulk form may leave where it was ({@code NetDriver.compareQuietDueActors}
 * says why).
 *
 * <p>That time is kept once per actor ({@link #updatedInBulk}) instead of once per pair: a pair's
 * update is the later of its own and its actor's bulk one ({@link #lastUpdate}), written into the
 * pair when the actor is settled. The counts are the pass's, in bulk (NetDriver). This makes a
 * quiet actor's frame O(1) instead of O(connections): skipped Full replicators and unchanged ones
 * are counted in bulk (docs/performance.md#quiet-actors, which says why it is exact).
 */
final class QuietActors {
    private final Connection[] connections;
    /** Per actor: its NetDormancy is DORM_DormantAll ({@link ActorChannels}'s array, read only). */
    private final boolean[] wanted;
    private final boolean[] quiet;
    /** Per quiet actor: its pairs at that replication (relevant, on an open connection). */
    private final int[] pairs;
    /** Per actor: the time of its latest ReplicateActor settled in bulk, 0 once written into its pairs. */
    private final long[] bulkUpdate;

    QuietActors(int actors, Connection[] connections, boolean[] wanted) {
        this.connections = connections;
        this.wanted = wanted;
        quiet = new boolean[actors];
        pairs = new int[actors];
        bulkUpdate = new long[actors];
    }

    /** Whether the actor's next replication may be settled in bulk (if it is skippable everywhere then). */
    boolean quiet(int actor) {
        return quiet[actor];
    }

    /** The quiet actor's pairs. */
    int pairs(int actor) {
        return pairs[actor];
    }

    /**
     * The pass starts replicating the actor pair by pair: it will be quiet unless a pair is not
     * quiet ({@link #spoil}); {@link #pairQuiet} counts the ones that are.
     */
    void beginReplication(int actor) {
        quiet[actor] = !wanted[actor];
        pairs[actor] = 0;
    }

    void pairQuiet(int actor) {
        pairs[actor]++;
    }

    /** A pair of the actor was not quiet (sent, opened, dormant, or left pending), or may have changed. */
    void spoil(int actor) {
        quiet[actor] = false;
    }

    /** The quiet actor's ReplicateActor at {@code now} on each of its pairs, every replicator skipped. */
    void updatedInBulk(int actor, long now) {
        bulkUpdate[actor] = now;
    }

    /**
     * The pair's {@link Connection#lastUpdate} (slot {@code s} of {@code actor} on {@code c}) with
     * the actor's bulk update applied: a bulk update covers exactly the pairs that are relevant on
     * open connections now (any change of that set settles first).
     */
    long lastUpdate(Connection c, int s, int actor) {
        long own = c.lastUpdate[s];
        long bulk = bulkUpdate[actor];
        if (bulk <= (own & ~Connection.EMPTY_UPDATE)) {
            // No later bulk update (always so in a pass that never settles in bulk).
            return own;
        }
        boolean covered = !c.closed && c.slotTable()[actor] >= 0;
        return covered ? bulk | Connection.EMPTY_UPDATE : own;
    }

    /**
     * Before anything but the pass changes the actor's pairs or their set: its bulk update is
     * written into each of them, and it is not quiet any more.
     */
    void settle(int actor) {
        quiet[actor] = false;
        if (bulkUpdate[actor] == 0) {
            return;
        }
        for (Connection c : connections) {
            int s = c.slotTable()[actor];
            if (s >= 0) {
                // An update that covers no pair any more (its connection closed) is not written.
                c.lastUpdate[s] = lastUpdate(c, s, actor);
            }
        }
        bulkUpdate[actor] = 0;
    }

    /** {@link #settle} for every actor (a connection closes). */
    void settleAll() {
        for (int a = 0; a < quiet.length; a++) {
            settle(a);
        }
    }
}
