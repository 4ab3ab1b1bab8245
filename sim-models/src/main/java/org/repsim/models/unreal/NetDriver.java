package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * One net driver's {@code ServerReplicateActors} (docs/sources.md#unreal-consider, #unreal-compare,
 * #unreal-skip): its {@link GatherPrioritize} stage says, per connection, which actors to replicate
 * in which order (the legacy consider list and prioritize, or the replication graph); this class
 * replicates them in that order until the byte budget is saturated. Compares are shared by all
 * connections ({@link PropertyCompare}); skip decisions are {@link SkipRule}'s; the connections'
 * send state lives in {@link Connection}, their channels' states in {@link ActorChannels}.
 *
 * <p>The hot path only increments {@link FrameCounters}; costs are charged from them per frame.
 */
final class NetDriver implements ReplicationPass {
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final PropertyCompare compare;
    private final SkipRule skip;
    private final Connection[] connections;
    private final ActorChannels channels;
    private final UnitCosts costs;
    private final FrameCounters fc;
    private final boolean alwaysOrder;
    /** {@link Shortcuts#quietPairs}: {@link #settledQuietly} settles quiet pairs in the pass loop. */
    private final boolean quietPairs;
    private final double maxActorBytes;
    private final GatherPrioritize stage;
    /** The stage when it is the legacy one (its one-loop form below), else null. */
    private final LegacyGather legacy;

    private final int[] order;
    private final int[] sentObjects;
    private final int[] sentBefore;
    /** Per actor, this frame: every replicator is skippable whatever the connection (SkipRule). */
    private final boolean[] skippableEverywhere;
    /** {@link Shortcuts#bulkQuietActors}: quiet actors are settled once per frame ({@link QuietActors}). */
    private final boolean bulkQuietActors;
    /** Some frame has settled in bulk, so actors may be known quiet (none is before). */
    private boolean quietSeen;
    /** Per actor, this frame, without skip: its compare found nothing ({@link #compareQuietDueActors}). */
    private final boolean[] comparedUnchanged;
    /** Per connection, this frame: it takes the one-loop form ({@link #replicateInDueOrder}). */
    private final boolean[] inDueOrder;
    /** This frame's due actors that are not settled in bulk, in due order. */
    private final int[] pairByPair;
    /**
     * (Actor, connection) pairs settled in bulk so far: the simulator's own statistic (tests see
     * the shortcut taken on pairs, not only on actors relevant nowhere), not a result.
     */
    long pairsSettledInBulk;

    NetDriver(ReplicatedWorld world, ReplicatorStates st, ReplicationSettings settings, Connection[] connections,
              NetworkObjectList active, ActorChannels channels, RandomStream spread, UnitCosts costs,
              FrameCounters fc, boolean alwaysOrder, Shortcuts shortcuts, boolean graphStage,
              double gridExtentMeters) {
        this.world = world;
        this.st = st;
        this.compare = new PropertyCompare(world, st, settings, shortcuts.latestChangeLists());
        this.quietPairs = shortcuts.quietPairs();
        this.bulkQuietActors = shortcuts.bulkQuietActors();
        this.skip = new SkipRule(settings, world, st);
        this.connections = connections;
        this.channels = channels;
        this.costs = costs;
        this.fc = fc;
        // When a connection cannot saturate this frame the priority order cannot change which
        // actors are replicated, so the sort is elided (see LegacyGather#gather); callers force
        // it with loss, where the order decides which bunches share a lost packet.
        this.alwaysOrder = alwaysOrder;
        // Largest budget charge one actor can cause: its biggest bunch plus the overhead of every
        // packet that bunch can open.
        this.maxActorBytes = PacketWriter.largestCharge(world.maxActorBits, costs);
        order = new int[world.actorCount];
        inDueOrder = new boolean[connections.length];
        pairByPair = new int[world.actorCount];
        comparedUnchanged = new boolean[world.actorCount];
        int maxObjects = maxObjectsPerActor(world);
        sentObjects = new int[maxObjects];
        sentBefore = new int[maxObjects];
        PreReplication preReplication = new PreReplication(world.actorCount, skip);
        skippableEverywhere = preReplication.skippableEverywhere;
        NetUpdateTimer timer = new NetUpdateTimer(world, st, spread, settings.maxTickRateHz(),
                settings.adaptiveNetUpdateFrequency());
        if (graphStage) {
            legacy = null;
            stage = new GraphGather(world, st, connections, channels, active, timer, preReplication, fc,
                    settings.graph(), costs, settings.maxTickRateHz(), gridExtentMeters, alwaysOrder, maxActorBytes);
        } else {
            legacy = new LegacyGather(world, st, channels, active, timer, preReplication, fc, alwaysOrder, maxActorBytes);
            stage = legacy;
        }
    }

    /** The most replicators one actor has (at least 1); a loop outside the constructor, see {@link ReplicatedWorld}. */
    private static int maxObjectsPerActor(ReplicatedWorld world) {
        int maxObjects = 1;
        for (int a = 0; a < world.actorCount; a++) {
            maxObjects = Math.max(maxObjects, world.objStart[a + 1] - world.objStart[a]);
        }
        return maxObjects;
    }

    /** Installs (or, with null, removes) the per-(connection, actor) filter; see {@link ConnectionActorFilter}. */
    @Override
    public void setConnectionActorFilter(ConnectionActorFilter filter) {
        stage.setConnectionActorFilter(filter);
    }

    /** The actor is destroyed (it has left the active list): the stage gathers it no more. */
    @Override
    public void actorDestroyed(int actor) {
        stage.actorDestroyed(actor);
    }

    @Override
    public PropertyCompare compare() {
        return compare;
    }

    /** The replication pass of frame {@code frame}, starting at {@code now}, {@code dt} after the previous frame. */
    @Override
    public void replicate(int frame, long now, double dtSeconds) {
        compare.beginPass(frame);
        stage.beginFrame(frame, now);
        boolean skipOn = skip.enabled();
        int[] objStart = world.objStart;
        int[] lastChangeEpoch = st.lastChangeEpoch;
        int pairByPairCount = beginConnectionPasses(frame, dtSeconds, now, skipOn);
        for (Connection c : connections) {
            if (c.closed) {
                continue;
            }
            // Per slot (Connection): slots are assigned between passes, so these stay valid here.
            byte[] channel = ActorChannels.states(c);
            int[] slotOf = c.slotTable();
            if (inDueOrder[c.index]) {
                if (pairByPairCount >= 0) {
                    replicateInDueOrder(c, channel, slotOf, pairByPair, pairByPairCount, true, skipOn, frame, now);
                } else {
                    replicateInDueOrder(c, channel, slotOf, legacy.due(), legacy.dueCount(), false, skipOn, frame,
                            now);
                }
                c.packets.endFrame();
                continue;
            }
            int m = stage.gather(c, channel, frame, now, order);
            // The skip rule's arrays in locals for the pass (SkipRule.actorSkippedOn says why).
            byte[] replications = c.replications;
            byte[] ackFlags = c.acks.flags();
            int[] sentEpoch = c.sentEpoch;
            // Actors whose every replicator is known to be skipped are counted in bulk below.
            long skippedActors = 0;
            long skippedObjects = 0;
            long skippedWithSubobjects = 0;
            // Pairs settled by the quiet-pair test, counted in bulk below.
            long settledPairs = 0;
            for (int k = 0; k < m; k++) {
                if (c.bucket.saturated()) {
                    // The rest wait for the next frame, their priority growing with time.
                    fc.saturatedConnections++;
                    c.saturatedFrames++;
                    fc.pendingActors += m - k;
                    stage.starved(c, order, k, m, frame);
                    break;
                }
                int a = order[k];
                // Gathered pairs are relevant: they have their slot.
                int s = slotOf[a];
                if (skipOn && skippableEverywhere[a] && SkipRule.actorSkippedOn(replications, ackFlags, sentEpoch,
                        lastChangeEpoch, objStart, s, channel[s], a)) {
                    // What replicateActor would do for it: count, and restart its priority clock.
                    channels.updated(c, s, a, now, true);
                    skippedActors++;
                    int objects = objStart[a + 1] - objStart[a];
                    skippedObjects += objects;
                    if (objects > 1) {
                        skippedWithSubobjects++;
                    }
                    continue;
                }
                if (settledQuietly(c, channel, s, a, frame, now)) {
                    settledPairs++;
                } else {
                    replicateActorInFull(c, channel, s, a, frame, now);
                }
            }
            countSkippedActors(c, skippedActors, skippedObjects, skippedWithSubobjects);
            countQuietPairs(c, settledPairs);
            c.packets.endFrame();
        }
    }

    /**
     * Refills every open connection's bucket (only its own connection spends it, so before any
     * sends) and decides which connections take the one-loop form ({@link #inDueOrder}). When all
     * do, the quiet actors are settled in bulk ({@link #settleQuietActors}) and the count of the
     * others listed in {@link #pairByPair} is returned; else -1. Out of {@link #replicate} to keep
     * that method small for the JIT.
     */
    private int beginConnectionPasses(int frame, double dtSeconds, long now, boolean skipOn) {
        // The one-loop form pays off when most pairs are skipped or settled in bulk; without skip
        // and without bulk settling every pair goes through the pair loop anyway, and it measured
        // slightly slower (main condition, push off).
        boolean dueOrderPossible = legacy != null && (skipOn || bulkQuietActors) && !legacy.hasFilter()
                && !alwaysOrder;
        boolean everyInDueOrder = dueOrderPossible;
        int openConnections = 0;
        for (Connection c : connections) {
            if (c.closed) {
                // Its player left: nothing is relevant to it, and it pays no per-connection work.
                continue;
            }
            c.bucket.refill(dtSeconds);
            fc.connectionPasses++;
            openConnections++;
            inDueOrder[c.index] = dueOrderPossible && c.bucket.credit() >= legacy.dueCount() * maxActorBytes;
            everyInDueOrder &= inDueOrder[c.index];
        }
        if (!bulkQuietActors || legacy == null || alwaysOrder) {
            // No frame of this pass can settle in bulk, so no actor is ever quiet.
            return -1;
        }
        // Quiet actors are settled in bulk only when every connection takes the one-loop form: it
        // cannot saturate, so each of their pairs is sure to be skipped whole or settled quietly
        // again (QuietActors).
        if (everyInDueOrder) {
            quietSeen = true;
            if (skipOn) {
                return settleQuietActors(skippableEverywhere, openConnections, now, true);
            }
            compareQuietDueActors(frame);
            return settleQuietActors(comparedUnchanged, openConnections, now, false);
        }
        if (quietSeen) {
            forgetQuietDueActors();
        }
        return -1;
    }

    /**
     * The due actors of a frame in which every connection takes the one-loop form: each quiet one
     * whose pairs are sure to be quiet again ({@code again}: with skip, it is skippable everywhere;
     * without, its compare of this frame found nothing, {@link #compareQuietDueActors}) is settled
     * here for all its pairs at once: its update time once ({@link QuietActors#updatedInBulk}), the
     * counts {@link #replicateInDueOrder} would make for its pairs in bulk. The others are listed in
     * due order for the pair-by-pair loop, which tells which of them are quiet after it. Returns
     * how many were listed. One loop for both conditions, reading one array either way: a branch
     * per actor on the condition, trained by a run without skip, slowed the next push + skip runs
     * in the same JVM.
     */
    private int settleQuietActors(boolean[] again, int openConnections, long now, boolean skipOn) {
        QuietActors quiet = channels.quiet;
        int[] due = legacy.due();
        int n = legacy.dueCount();
        int[] objStart = world.objStart;
        int listed = 0;
        long pairs = 0;
        long objects = 0;
        long withSubobjects = 0;
        long onEveryConnection = 0;
        for (int k = 0; k < n; k++) {
            int a = due[k];
            if (again[a] && quiet.quiet(a)) {
                quiet.updatedInBulk(a, now);
                int p = quiet.pairs(a);
                pairsSettledInBulk += p;
                int perPair = objStart[a + 1] - objStart[a];
                pairs += p;
                objects += (long) p * perPair;
                if (perPair > 1) {
                    withSubobjects += p;
                }
                if (p == openConnections) {
                    // One pair per open connection: relevant on every one of them.
                    onEveryConnection++;
                } else {
                    countOnRelevantConnections(a);
                }
            } else {
                quiet.beginReplication(a);
                pairByPair[listed++] = a;
            }
        }
        if (skipOn) {
            countSkippedPairs(pairs, objects, withSubobjects);
        } else {
            countQuietPairs(pairs);
        }
        for (Connection c : connections) {
            if (!c.closed) {
                c.replicateActorCalls += onEveryConnection;
            }
        }
        return listed;
    }

    /**
     * Without skip, per due actor: whether it is quiet and its pairs are all settled quietly again
     * this frame ({@link #comparedUnchanged}). A quiet actor's one replicator is compared now, as
     * the first of its pairs would do it ({@link #settledQuietly}), unless it has no pair (then no
     * pair compares it either); a compare that finds nothing leaves every pair with nothing unsent
     * and nothing in flight. The order of the frame's compares changes nothing: each reads and
     * writes its own object's state, the counts are sums, and the frame's list of changed slots,
     * though shared, is read per object ({@link PropertyCompare#latestFrom}, {@code latestTo}).
     *
     * <p>A pair settled in bulk keeps its sent epoch from its last pair-by-pair replication instead
     * of moving it to this compare's. That epoch is read as "changes after it are unsent"
     * ({@link SkipRule}, {@link #serializeChanges}, the ack tracker's resend point), and a quiet
     * replicator has no change after it, so either epoch gives the same answers; where it picks a
     * path ({@link PropertyCompare#latestCovers}), both paths send the same slots.
     */
    private void compareQuietDueActors(int frame) {
        QuietActors quiet = channels.quiet;
        int[] due = legacy.due();
        for (int k = 0, n = legacy.dueCount(); k < n; k++) {
            int a = due[k];
            boolean unchanged = quiet.quiet(a);
            if (unchanged && quiet.pairs(a) > 0) {
                int o = world.objStart[a];
                compare.ensureCompared(o, frame, fc);
                unchanged = st.lastChangeEpoch[o] != st.compareEpoch[o];
            }
            comparedUnchanged[a] = unchanged;
        }
    }

    /** A settled actor's ReplicateActor counted on each open connection it is relevant to. */
    private void countOnRelevantConnections(int a) {
        for (Connection c : connections) {
            if (!c.closed && c.slotTable()[a] >= 0) {
                c.replicateActorCalls++;
            }
        }
    }

    /** A frame without bulk settling replicates every due actor pair by pair: none stays known quiet. */
    private void forgetQuietDueActors() {
        QuietActors quiet = channels.quiet;
        int[] due = legacy.due();
        for (int k = 0, n = legacy.dueCount(); k < n; k++) {
            quiet.spoil(due[k]);
        }
    }

    /**
     * The legacy pass on a connection whose budget covers every due actor even at its largest: no
     * priority sort (see the constructor), so relevant actors are replicated in due order as they
     * are found, in one loop. The same calls in the same order as the general path. With
     * {@code tellQuiet}, {@code due} holds the actors not settled in bulk, and each pair tells
     * {@link QuietActors} whether it was quiet (skipped whole, or settled quietly without skip).
     */
    private void replicateInDueOrder(Connection c, byte[] channel, int[] slotOf, int[] due, int n, boolean tellQuiet,
                                     boolean skipOn, int frame, long now) {
        QuietActors quiet = channels.quiet;
        long skippedActors = 0;
        long skippedObjects = 0;
        long skippedWithSubobjects = 0;
        long settledPairs = 0;
        boolean saturated = false;
        // The skip rule's arrays in locals for the pass (SkipRule.actorSkippedOn says why).
        byte[] replications = c.replications;
        byte[] ackFlags = c.acks.flags();
        int[] sentEpoch = c.sentEpoch;
        int[] lastChangeEpoch = st.lastChangeEpoch;
        int[] objStart = world.objStart;
        for (int k = 0; k < n; k++) {
            int a = due[k];
            int s = slotOf[a];
            if (s < 0) {
                // Not relevant (a slot >= 0 is a relevant pair): not one of the actor's pairs.
                continue;
            }
            if (!ActorChannels.replicable(channel[s])) {
                // Dormant on this connection.
                if (tellQuiet) {
                    quiet.spoil(a);
                }
                continue;
            }
            if (!saturated && c.bucket.saturated()) {
                // Not expected with this much credit (each actor's charge is at most maxActorBytes);
                // handled as the general path does.
                saturated = true;
                fc.saturatedConnections++;
                c.saturatedFrames++;
            }
            if (saturated) {
                fc.pendingActors++;
                st.pendingNetUpdate[a] = true;
                if (tellQuiet) {
                    quiet.spoil(a);
                }
            } else if (skippableEverywhere[a] && SkipRule.actorSkippedOn(replications, ackFlags, sentEpoch,
                    lastChangeEpoch, objStart, s, channel[s], a)) {
                channels.updated(c, s, a, now, true);
                skippedActors++;
                int objects = objStart[a + 1] - objStart[a];
                skippedObjects += objects;
                if (objects > 1) {
                    skippedWithSubobjects++;
                }
                if (tellQuiet) {
                    quiet.pairQuiet(a);
                }
            } else if (!skipOn && settledQuietly(c, channel, s, a, frame, now)) {
                // Without skip the quiet pairs are settled here. With skip they were skipped just
                // above: the test is not made, as inlining it for push + skip made that condition
                // slower (docs/performance.md#quiet-pairs).
                settledPairs++;
                if (tellQuiet) {
                    quiet.pairQuiet(a);
                }
            } else {
                replicateActorInFull(c, channel, s, a, frame, now);
                if (tellQuiet) {
                    quiet.spoil(a);
                }
            }
        }
        // Every pair on the consider list paid the prioritize step, relevant or not (see
        // LegacyGather), the actors settled in bulk included.
        int considered = legacy.dueCount();
        fc.consideredPairs += considered;
        fc.prioritized += considered;
        countSkippedActors(c, skippedActors, skippedObjects, skippedWithSubobjects);
        countQuietPairs(c, settledPairs);
    }

    /** The counts replicateActor makes for actors whose replicators were all skipped. */
    private void countSkippedActors(Connection c, long actors, long objects, long withSubobjects) {
        c.replicateActorCalls += actors;
        countSkippedPairs(actors, objects, withSubobjects);
    }

    /** {@link #countSkippedActors}'s totals: {@code pairs} (actor, connection) pairs, every replicator skipped. */
    private void countSkippedPairs(long actors, long objects, long withSubobjects) {
        fc.replicateActorCalls += actors;
        fc.deletedSubobjectChecks += actors;
        // Each skipped subobject was still walked (replicateActorInFull says why).
        fc.subobjectCalls += objects - actors;
        fc.subobjectActors += withSubobjects;
        fc.skippedReplicators += objects;
        fc.skippedSubobjects += objects - actors;
    }

    /**
     * The commonest pair of {@code ReplicateActor} at a low change rate, settled here: one
     * replicator, its channel open, sent at least twice, nothing in flight and no NAK (so settling
     * its ack changes nothing), not skipped, and nothing changed since what it was sent.
     * {@link #replicateActorInFull} would only count its calls, move its sent epoch to the new
     * compare and record an empty update; this does the same but the counts, which the caller
     * adds in bulk ({@link #countQuietPairs}). Returns false, having done nothing but the compare,
     * for any other pair or a change found by the compare: the caller then replicates it in full
     * (which finds the object compared, and not skippable since it has a change to send).
     *
     * <p>Small on purpose: the JIT inlines it into the pass's per-pair loop, which it does not do
     * with the whole method (docs/performance.md#quiet-pairs).
     */
    private boolean settledQuietly(Connection c, byte[] channel, int s, int a, int frame, long now) {
        int o = world.objStart[a];
        // The object's latest compare found nothing (lastChangeEpoch < compareEpoch): exact for
        // the connections after the first in a frame, a forecast for the first; it keeps objects
        // that change every frame (a battle royale's characters) off a test they would fail.
        if (quietPairs && st.lastChangeEpoch[o] != st.compareEpoch[o] && world.objStart[a + 1] - o == 1
                && channel[s] == ActorChannels.OPEN && c.replications[s] == 2
                && c.acks.flags()[s] == 0 && !skip.canSkip(c, s, o)
                // A fast array's key check is made by every ReplicateProperties: counted in full.
                && world.objLayout[o].fastArrays == 0) {
            compare.ensureCompared(o, frame, fc);
            if (st.lastChangeEpoch[o] <= c.sentEpoch[s]) {
                c.sentEpoch[s] = st.compareEpoch[o];
                channels.updated(c, s, a, now, true);
                return true;
            }
        }
        return false;
    }

    /** The counts of {@code pairs} pairs settled by {@link #settledQuietly}: what replicateActorInFull counts for each. */
    private void countQuietPairs(Connection c, long pairs) {
        c.replicateActorCalls += pairs;
        countQuietPairs(pairs);
    }

    /** {@link #countQuietPairs(Connection, long)}'s totals. */
    private void countQuietPairs(long pairs) {
        fc.replicateActorCalls += pairs;
        fc.deletedSubobjectChecks += pairs;
        fc.replicatePropertiesCalls += pairs;
        fc.serializeCalls += pairs;
    }

    /** {@code ReplicateActor} for one actor (slot {@code s}) on one connection: body, then each subobject. */
    private void replicateActorInFull(Connection c, byte[] channel, int s, int a, int frame, long now) {
        fc.replicateActorCalls++;
        c.replicateActorCalls++;
        // The deleted-subobject check runs on every ReplicateActor, skipped or not.
        fc.deletedSubobjectChecks++;
        int ci = c.index;
        int owner = world.actorOwner[a];
        int o0 = world.objStart[a];
        int o1 = world.objStart[a + 1];
        boolean opening = channel[s] != ActorChannels.OPEN;
        if (opening) {
            channels.open(c, s, a, frame, fc);
        }
        // The actor's replicators' send state on this connection: pair objects off + o.
        int off = s - o0;
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
                // The subobject's walk (list entry, net condition, replicator look-up, the skip
                // test): paid before the skip decision, so by a skipped subobject too.
                fc.subobjectCalls++;
            }
            int p = off + o;
            c.settleAck(p, now);
            int objBits;
            int before = c.sentEpoch[p];
            if (c.replications[p] == 0) {
                fc.replicatePropertiesCalls++;
                compare.ensureCompared(o, frame, fc);
                objBits = serializeWholeState(o, ci, owner);
                before = -1;
            } else if (skip.canSkip(c, p, o)) {
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
            c.sentEpoch[p] = st.compareEpoch[o];
            if (c.replications[p] < 2) {
                c.replications[p]++;
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
        // The channel's update time: its priority restarts from here, so under saturation every
        // actor's priority keeps growing until it is processed (no permanent starvation); and
        // bLastUpdateEmpty for the channel's dormancy (ActorChannels decides what it means).
        if (opening) {
            channels.updatedOnNewChannel(c, s, now, bits == 0);
        } else {
            channels.updated(c, s, a, now, bits == 0);
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
            c.acks.recordSend(off + o, frame, lost, sentBefore[i]);
            if (!lost && c.client != null) {
                deliver(c, o, owner, sentBefore[i]);
            }
        }
    }

    private int serializeWholeState(int o, int ci, int owner) {
        fc.serializeCalls++;
        fc.initialSerializeCalls++;
        ReplicatorLayout l = world.objLayout[o];
        int bits = l.fastArrays == 0 ? 0 : st.fastArrays.serialize(o, l, -1, ci, owner, fc);
        if (!l.hasConditions) {
            // Every slot goes: the layout's precomputed whole state (same sums as the loop below).
            long[] byType = l.wholeStateBitsByType;
            for (int t = 0; t < byType.length; t++) {
                fc.bitsByType[t] += byType[t];
            }
            fc.initialProperties += l.changeListSlots;
            return bits + l.wholeStateBits;
        }
        for (int s = 0; s < l.slots; s++) {
            if (!l.condition[s].sendsTo(ci, owner) || l.fastArrayIndex[s] >= 0) {
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
        ReplicatorLayout l = world.objLayout[o];
        // The custom delta properties, after the change list in the engine: a key check each even
        // when nothing changed.
        int bits = l.fastArrays == 0 ? 0 : st.fastArrays.serialize(o, l, before, ci, owner, fc);
        if (st.lastChangeEpoch[o] <= before) {
            return bits;
        }
        int base = world.slotBase[o];
        if (compare.latestCovers(o, before)) {
            return bits + serializeLatest(o, l, base, ci, owner);
        }
        int[] changeEpoch = st.changeEpoch;
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

    /**
     * {@link #serializeChanges} of a connection that was sent the object's previous compare: the
     * slots the latest compare found changed are exactly those changed since, so only they are
     * visited (the same slots in the same order as the layout scan).
     */
    private int serializeLatest(int o, ReplicatorLayout l, int base, int ci, int owner) {
        int[] slots = compare.latestSlots();
        int to = compare.latestTo(o);
        int bits = 0;
        for (int i = compare.latestFrom(o); i < to; i++) {
            int s = slots[i];
            if (!l.hasConditions || l.condition[s].sendsTo(ci, owner)) {
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
        c.client.receiveFastArrays(world, st, o, c.index, owner, before);
        if (before >= 0 && compare.latestCovers(o, before)) {
            // What serializeLatest sent.
            int[] slots = compare.latestSlots();
            int to = compare.latestTo(o);
            for (int i = compare.latestFrom(o); i < to; i++) {
                int s = slots[i];
                if (!l.hasConditions || l.condition[s].sendsTo(c.index, owner)) {
                    c.client.receive(base + s, st.shadow[base + s]);
                }
            }
            return;
        }
        if (before < 0 && !l.hasConditions) {
            for (int s = 0; s < l.slots; s++) {
                c.client.receive(base + s, st.shadow[base + s]);
            }
            return;
        }
        c.client.receiveChanged(world, st, o, c.index, owner, before);
    }

    /** An unreliable multicast RPC on actor {@code a}: sent now on open channels, dropped when saturated. */
    @Override
    public void sendMulticast(int a, long now) {
        st.trapMulticast(world.body(a));
        for (Connection c : connections) {
            if (!c.relevant(a) || !channels.isOpen(c.index, a)) {
                continue;
            }
            c.sendUnreliableRpc(costs.bunchHeaderBits + costs.rpcBits, now, fc);
        }
    }
}
