package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * One net driver's {@code ServerReplicateActors} (brief §3–§5): build the consider list from the
 * active list ({@code NextUpdateTime}, pending and forced updates), then per connection filter
 * relevant actors, prioritize, and replicate them in priority order until the byte budget is
 * saturated. Compares are shared by all connections ({@link PropertyCompare}); skip decisions
 * are {@link SkipRule}'s; the connections' send state lives in {@link Connection}, their channels'
 * states in {@link ActorChannels}.
 *
 * <p>The hot path only increments {@link FrameCounters}; costs are charged from them per frame.
 */
final class NetDriver {
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final PropertyCompare compare;
    private final SkipRule skip;
    private final Connection[] connections;
    private final NetworkObjectList active;
    private final ActorChannels channels;
    private final RandomStream spread;
    private final UnitCosts costs;
    private final FrameCounters fc;
    private final long serverTickNanos;
    private final boolean adaptive;
    private final boolean alwaysOrder;
    private final double maxActorBytes;

    private final int[] due;
    private final int[] relevantDue;
    private final long[] keys;
    private final int[] sentObjects;
    private final int[] sentBefore;
    /** Per actor, this frame: every replicator is skippable whatever the connection (SkipRule). */
    private final boolean[] skippableEverywhere;
    /** Optional per-(connection, actor) veto (battle-royale interleaving); null = none. */
    private ConnectionActorFilter filter;

    NetDriver(ReplicatedWorld world, ReplicatorStates st, ReplicationSettings settings, Connection[] connections,
              NetworkObjectList active, ActorChannels channels, RandomStream spread, UnitCosts costs,
              FrameCounters fc, boolean alwaysOrder) {
        this.world = world;
        this.st = st;
        this.compare = new PropertyCompare(world, st, settings);
        this.skip = new SkipRule(settings, world, st);
        this.connections = connections;
        this.active = active;
        this.channels = channels;
        this.spread = spread;
        this.costs = costs;
        this.fc = fc;
        this.serverTickNanos = Math.round(1e9 / settings.maxTickRateHz());
        this.adaptive = settings.adaptiveNetUpdateFrequency();
        // When a connection cannot saturate this frame the priority order cannot change which
        // actors are replicated, so the sort is elided (see NetDriver#replicate); callers force
        // it with loss, where the order decides which bunches share a lost packet.
        this.alwaysOrder = alwaysOrder;
        // Largest budget charge one actor can cause: its biggest bunch plus the overhead of every
        // packet that bunch can open.
        int capacityBits = costs.maxPacketBytes * 8 - costs.packetHeaderBits;
        int packetsPerBunch = (world.maxActorBits + capacityBits - 1) / capacityBits + 1;
        this.maxActorBytes = world.maxActorBits / 8.0
                + packetsPerBunch * (costs.packetOverheadBytes + costs.packetHeaderBits / 8.0);
        due = new int[world.actorCount];
        relevantDue = new int[world.actorCount];
        keys = new long[world.actorCount];
        int maxObjects = 1;
        for (int a = 0; a < world.actorCount; a++) {
            maxObjects = Math.max(maxObjects, world.objStart[a + 1] - world.objStart[a]);
        }
        sentObjects = new int[maxObjects];
        sentBefore = new int[maxObjects];
        skippableEverywhere = new boolean[world.actorCount];
    }

    /** Installs (or, with null, removes) the per-(connection, actor) filter; see {@link ConnectionActorFilter}. */
    void setConnectionActorFilter(ConnectionActorFilter filter) {
        this.filter = filter;
    }

    PropertyCompare compare() {
        return compare;
    }

    /** The replication pass of frame {@code frame}, starting at {@code now}, {@code dt} after the previous frame. */
    void replicate(int frame, long now, double dtSeconds) {
        int n = buildConsiderList(now);
        boolean skipOn = skip.enabled();
        for (Connection c : connections) {
            c.bucket.refill(dtSeconds);
            byte[] channel = channels.states(c.index);
            // The one-loop form pays off when most pairs are skipped; without skip every pair goes
            // through replicateActor anyway and it measured slightly slower (main condition, push off).
            if (skip.enabled() && filter == null && !alwaysOrder && c.bucket.credit() >= n * maxActorBytes) {
                replicateInDueOrder(c, channel, n, frame, now);
                c.packets.endFrame();
                continue;
            }
            int m = 0;
            for (int k = 0; k < n; k++) {
                int a = due[k];
                if (c.relevant[a] && ActorChannels.replicable(channel[a])
                        && (filter == null || filter.replicate(c.index, a, frame))) {
                    relevantDue[m++] = a;
                }
            }
            fc.prioritized += m;
            if (m > 1 && (alwaysOrder || c.bucket.credit() < m * maxActorBytes)) {
                sortByPriority(c, m, now);
            }
            // Actors whose every replicator is known to be skipped are counted in bulk below.
            long skippedActors = 0;
            long skippedObjects = 0;
            long skippedWithSubobjects = 0;
            for (int k = 0; k < m; k++) {
                if (c.bucket.saturated()) {
                    // The rest wait for the next frame, their priority growing with time.
                    fc.saturatedConnections++;
                    c.saturatedFrames++;
                    fc.pendingActors += m - k;
                    for (int r = k; r < m; r++) {
                        st.pendingNetUpdate[relevantDue[r]] = true;
                    }
                    break;
                }
                int a = relevantDue[k];
                if (skipOn && skippableEverywhere[a] && skip.actorSkippedOn(c, channel[a], a)) {
                    // What replicateActor would do for it: count, and restart its priority clock.
                    c.lastUpdateNanos[a] = now;
                    skippedActors++;
                    int objects = world.objStart[a + 1] - world.objStart[a];
                    skippedObjects += objects;
                    if (objects > 1) {
                        skippedWithSubobjects++;
                    }
                    continue;
                }
                replicateActor(c, channel, a, frame, now);
            }
            countSkippedActors(c, skippedActors, skippedObjects, skippedWithSubobjects);
            c.packets.endFrame();
        }
    }

    /**
     * The pass on a connection whose budget covers every due actor even at its largest: no
     * priority sort (see the constructor), so relevant actors are replicated in due order as they
     * are found, in one loop. The same calls in the same order as the general path.
     */
    private void replicateInDueOrder(Connection c, byte[] channel, int n, int frame, long now) {
        long relevantActors = 0;
        long skippedActors = 0;
        long skippedObjects = 0;
        long skippedWithSubobjects = 0;
        boolean saturated = false;
        for (int k = 0; k < n; k++) {
            int a = due[k];
            if (!c.relevant[a] || !ActorChannels.replicable(channel[a])) {
                continue;
            }
            relevantActors++;
            if (!saturated && c.bucket.saturated()) {
                // Not expected with this much credit; handled as the general path does.
                saturated = true;
                fc.saturatedConnections++;
                c.saturatedFrames++;
            }
            if (saturated) {
                fc.pendingActors++;
                st.pendingNetUpdate[a] = true;
            } else if (skippableEverywhere[a] && skip.actorSkippedOn(c, channel[a], a)) {
                c.lastUpdateNanos[a] = now;
                skippedActors++;
                int objects = world.objStart[a + 1] - world.objStart[a];
                skippedObjects += objects;
                if (objects > 1) {
                    skippedWithSubobjects++;
                }
            } else {
                replicateActor(c, channel, a, frame, now);
            }
        }
        fc.prioritized += relevantActors;
        countSkippedActors(c, skippedActors, skippedObjects, skippedWithSubobjects);
    }

    /** The counts replicateActor makes for actors whose replicators were all skipped. */
    private void countSkippedActors(Connection c, long actors, long objects, long withSubobjects) {
        fc.replicateActorCalls += actors;
        c.replicateActorCalls += actors;
        fc.deletedSubobjectChecks += actors;
        fc.subobjectCalls += objects - actors;
        fc.subobjectActors += withSubobjects;
        fc.skippedReplicators += objects;
        fc.skippedSubobjects += objects - actors;
    }

    private int buildConsiderList(long now) {
        int n = 0;
        int size = active.size();
        fc.activeActors += size;
        fc.considered += size;
        long[] next = st.nextUpdateNanos;
        boolean[] pending = st.pendingNetUpdate;
        // FRand() per considered actor: one draw of the named stream per frame seeds a
        // SplitMix64 sequence indexed by actor, so the spread stays a pure function of the
        // stream while costing a few multiplications per actor instead of a WELL draw.
        long frameSeed = spread.nextLong();
        boolean skipEnabled = skip.enabled();
        for (int i = 0; i < size; i++) {
            int a = active.get(i);
            if (pending[a] || now >= next[a]) {
                due[n++] = a;
                // Nothing the pass does can make a skippable replicator unskippable (it only
                // compares, which clears dirt), so this holds for every connection of the frame.
                skippableEverywhere[a] = skipEnabled && skip.actorSkippableEverywhere(a);
                pending[a] = false;
                // NextUpdateTime = now + FRand() × ServerTickTime + 1 / NetUpdateFrequency.
                next[a] = now + (long) (frand(frameSeed, a) * serverTickNanos) + interval(a, now);
            }
        }
        fc.dueActors += n;
        return n;
    }

    /** Uniform [0, 1) from (frame seed, actor): SplitMix64 finalizer (Steele, Lea & Flood 2014). */
    static double frand(long frameSeed, int actor) {
        long z = frameSeed + (actor + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1.0p-53;
    }

    /** 1/NetUpdateFrequency, stretched toward 1/MinNetUpdateFrequency after 2 s idle when adaptive. */
    private long interval(int a, long now) {
        int c = world.actorClass[a];
        long base = world.classIntervalNanos[c];
        if (!adaptive) {
            return base;
        }
        long idle = now - st.lastSendNanos[a];
        if (idle <= 2_000_000_000L) {
            return base;
        }
        double f = Math.min(1.0, (idle - 2_000_000_000L) / 7e9);
        return base + (long) (f * (world.classMinIntervalNanos[c] - base));
    }

    /** Priority = NetPriority × seconds since this channel last sent × static scale; highest first. */
    private void sortByPriority(Connection c, int m, long now) {
        for (int k = 0; k < m; k++) {
            int a = relevantDue[k];
            double seconds = (now - c.lastUpdateNanos[a]) / 1e9 + 1e-3;
            float p = (float) (world.classPriority[world.actorClass[a]] * seconds * c.priorityScale[a]);
            keys[k] = ((long) (Integer.MAX_VALUE - Float.floatToIntBits(p)) << 32) | a;
        }
        java.util.Arrays.sort(keys, 0, m);
        for (int k = 0; k < m; k++) {
            relevantDue[k] = (int) keys[k];
        }
    }

    /** {@code ReplicateActor} for one actor on one connection: body, then each subobject. */
    private void replicateActor(Connection c, byte[] channel, int a, int frame, long now) {
        fc.replicateActorCalls++;
        c.replicateActorCalls++;
        // The deleted-subobject check runs on every ReplicateActor, skipped or not.
        fc.deletedSubobjectChecks++;
        // The channel's update time: its priority restarts from here, so under saturation every
        // actor's priority keeps growing until it is processed (no permanent starvation).
        c.lastUpdateNanos[a] = now;
        int ci = c.index;
        int owner = world.actorOwner[a];
        int o0 = world.objStart[a];
        int o1 = world.objStart[a + 1];
        if (channel[a] != ActorChannels.OPEN) {
            channels.open(c, a, fc);
        }
        if (o1 - o0 > 1) {
            // The subobject list's bookkeeping: once per ReplicateActor that has subobjects.
            fc.subobjectActors++;
        }
        int bits = 0;
        int sent = 0;
        boolean realChange = false;
        for (int o = o0; o < o1; o++) {
            boolean sub = o != o0;
            if (sub) {
                fc.subobjectCalls++;
            }
            c.settleAck(o, now);
            int objBits;
            int before = c.sentEpoch[o];
            if (c.replications[o] == 0) {
                fc.replicatePropertiesCalls++;
                compare.ensureCompared(o, frame, fc);
                objBits = serializeWholeState(o, ci, owner);
                before = -1;
            } else if (skip.canSkip(c, o)) {
                fc.skippedReplicators++;
                if (sub) {
                    fc.skippedSubobjects++;
                }
                continue;
            } else {
                fc.replicatePropertiesCalls++;
                compare.ensureCompared(o, frame, fc);
                objBits = serializeChanges(o, ci, owner, before);
            }
            c.sentEpoch[o] = st.compareEpoch[o];
            if (c.replications[o] < 2) {
                c.replications[o]++;
            }
            if (objBits > 0) {
                if (sub) {
                    objBits += costs.subobjectHeaderBits;
                    fc.bitsByType[fc.bitsByType.length - 1] += costs.subobjectHeaderBits;
                }
                bits += objBits;
                sentObjects[sent] = o;
                sentBefore[sent++] = before;
                realChange = true;
            }
        }
        if (bits == 0) {
            return;
        }
        bits += costs.bunchHeaderBits;
        fc.bitsByType[fc.bitsByType.length - 1] += costs.bunchHeaderBits;
        fc.payloadBits += bits;
        fc.actorsSent++;
        boolean lost = c.send(bits, now);
        if (realChange) {
            st.lastSendNanos[a] = now;
        }
        for (int i = 0; i < sent; i++) {
            int o = sentObjects[i];
            c.acks.recordSend(o, frame, lost, sentBefore[i]);
            if (!lost && c.client != null) {
                deliver(c, o, owner, sentBefore[i]);
            }
        }
    }

    private int serializeWholeState(int o, int ci, int owner) {
        fc.serializeCalls++;
        fc.initialSerializeCalls++;
        ReplicatorLayout l = world.objLayout[o];
        if (!l.hasConditions) {
            // Every slot goes: the layout's precomputed whole state (same sums as the loop below).
            long[] byType = l.wholeStateBitsByType;
            for (int t = 0; t < byType.length; t++) {
                fc.bitsByType[t] += byType[t];
            }
            fc.initialProperties += l.slots;
            return l.wholeStateBits;
        }
        int bits = 0;
        for (int s = 0; s < l.slots; s++) {
            if (!l.condition[s].sendsTo(ci, owner)) {
                continue;
            }
            int b = l.slotBits[s] + l.elementBits[s] * l.elementCount[s];
            bits += b;
            fc.bitsByType[l.typeOrdinal[s]] += b;
            fc.initialProperties++;
        }
        return bits;
    }

    private int serializeChanges(int o, int ci, int owner, int before) {
        fc.serializeCalls++;
        if (st.lastChangeEpoch[o] <= before) {
            return 0;
        }
        ReplicatorLayout l = world.objLayout[o];
        int base = world.slotBase[o];
        int[] changeEpoch = st.changeEpoch;
        int bits = 0;
        for (int s = 0; s < l.slots; s++) {
            if (changeEpoch[base + s] > before && (!l.hasConditions || l.condition[s].sendsTo(ci, owner))) {
                int b = l.slotBits[s] + l.elementBits[s] * st.arrayChanged[base + s];
                bits += b;
                fc.bitsByType[l.typeOrdinal[s]] += b;
                fc.serializedProperties++;
            }
        }
        return bits;
    }

    /** The client receives what was sent: shadow values (values at compare time). */
    private void deliver(Connection c, int o, int owner, int before) {
        ReplicatorLayout l = world.objLayout[o];
        int base = world.slotBase[o];
        if (before < 0 && !l.hasConditions) {
            for (int s = 0; s < l.slots; s++) {
                c.client.receive(base + s, st.shadow[base + s]);
            }
            return;
        }
        for (int s = 0; s < l.slots; s++) {
            if ((before < 0 || st.changeEpoch[base + s] > before)
                    && (!l.hasConditions || l.condition[s].sendsTo(c.index, owner))) {
                c.client.receive(base + s, st.shadow[base + s]);
            }
        }
    }

    /** An unreliable multicast RPC on actor {@code a}: sent now on open channels, dropped when saturated. */
    void sendMulticast(int a, long now) {
        st.trapMulticast(world.body(a));
        for (Connection c : connections) {
            if (!c.relevant[a] || !channels.isOpen(c.index, a)) {
                continue;
            }
            if (c.bucket.saturated()) {
                fc.rpcsDropped++;
                continue;
            }
            int bits = costs.bunchHeaderBits + costs.rpcBits;
            c.send(bits, now);
            fc.payloadBits += bits;
            fc.rpcsSent++;
        }
    }
}
