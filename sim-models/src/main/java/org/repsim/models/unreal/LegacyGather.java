package org.repsim.models.unreal;

/**
 * The legacy gather and prioritize stage (docs/sources.md#unreal-consider): once per frame the
 * consider list (every active actor whose {@code NextUpdateTime} has come or whose update is
 * pending), then per connection the prioritize step over the whole list — relevancy, channel state
 * and the optional {@link ConnectionActorFilter} drop pairs, the rest get {@code NetPriority ×
 * seconds since this channel last sent × static scale} and are sorted, highest first.
 */
final class LegacyGather implements GatherPrioritize {
    private final NetworkObjectList active;
    private final NetUpdateTimer timer;
    private final PreReplication preReplication;
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final ActorChannels channels;
    private final FrameCounters fc;
    private final PriorityOrder priority;
    private final boolean alwaysOrder;
    private final double maxActorBytes;
    private final int[] due;
    private int dueCount;
    private ConnectionActorFilter filter;

    /**
     * @param alwaysOrder   sort even when the connection cannot saturate (see {@link NetDriver})
     * @param maxActorBytes the largest budget charge one actor can cause
     */
    LegacyGather(ReplicatedWorld world, ReplicatorStates st, ActorChannels channels, NetworkObjectList active,
                 NetUpdateTimer timer, PreReplication preReplication, FrameCounters fc, boolean alwaysOrder,
                 double maxActorBytes) {
        this.world = world;
        this.st = st;
        this.channels = channels;
        this.active = active;
        this.timer = timer;
        this.preReplication = preReplication;
        this.fc = fc;
        this.alwaysOrder = alwaysOrder;
        this.maxActorBytes = maxActorBytes;
        this.priority = new PriorityOrder(world.actorCount);
        this.due = new int[world.actorCount];
    }

    @Override
    public void setConnectionActorFilter(ConnectionActorFilter filter) {
        this.filter = filter;
    }

    boolean hasFilter() {
        return filter != null;
    }

    @Override
    public void actorDestroyed(int actor) {
        // Off the active list already: never considered again.
    }

    /** The consider list of this frame (valid after {@link #beginFrame}), in active-list order. */
    int[] due() {
        return due;
    }

    int dueCount() {
        return dueCount;
    }

    @Override
    public void beginFrame(int frame, long now) {
        int n = 0;
        int size = active.size();
        fc.activeActors += size;
        fc.considered += size;
        timer.beginFrame();
        for (int i = 0; i < size; i++) {
            int a = active.get(i);
            if (timer.takeIfDue(a, now)) {
                due[n++] = a;
                preReplication.run(a);
            }
        }
        fc.dueActors += n;
        dueCount = n;
    }

    @Override
    public int gather(Connection c, byte[] channel, int frame, long now, int[] order) {
        int n = dueCount;
        int m = 0;
        int[] slotOf = c.slotTable();
        for (int k = 0; k < n; k++) {
            int a = due[k];
            // A slot >= 0 is a relevant pair (Connection); its channel is then at the slot.
            int s = slotOf[a];
            if (s >= 0 && ActorChannels.replicable(channel[s])
                    && (filter == null || filter.replicate(c.index, a, frame))) {
                order[m++] = a;
            }
        }
        // The prioritize step runs over the whole consider list for every connection
        // (docs/sources.md#unreal-consider): a pair that the relevancy test, a closed or dormant
        // channel or the filter (e.g. distance interleaving) then drops still paid the step that
        // decided to drop it.
        fc.consideredPairs += n;
        fc.prioritized += n;
        // When the connection cannot saturate this frame the order cannot change which actors are
        // replicated, so the sort is elided (its cost is in prioritize_us either way).
        if (m > 1 && (alwaysOrder || c.bucket.credit() < m * maxActorBytes)) {
            for (int k = 0; k < m; k++) {
                int a = order[k];
                int s = slotOf[a];
                double seconds = (now - channels.lastUpdateNanos(c, s, a)) / 1e9 + 1e-3;
                priority.set(k, a, (float) (world.classPriority[world.actorClass[a]] * seconds * c.priorityScale[s]));
            }
            priority.sortInto(c.index, order, m);
        }
        return m;
    }

    @Override
    public void starved(Connection c, int[] order, int from, int m, int frame) {
        // Pending for the next frame: considered again whatever its NextUpdateTime.
        for (int r = from; r < m; r++) {
            st.pendingNetUpdate[order[r]] = true;
        }
    }
}
