package org.repsim.models.unreal;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.replication.GraphSettings;

/**
 * The replication graph as the pass's gather/prioritize stage (docs/replication-graph.md).
 *
 * <p>Once per frame {@link #beginFrame} runs the nodes' {@code PrepareForReplication}: the grid
 * re-bins its moving actors ({@link GraphGrid}). Per connection {@link #gather} collects the lists
 * of the global and per-connection nodes — the always-relevant list (split into frequency buckets,
 * one per frame), the connection's own always-relevant actors, the player-state frequency limiter
 * and the grid cell around the viewer (static, dynamic and dormant lists). Lists are shared by the
 * connections: only the actors on a gathered list cost a connection anything. Then per gathered
 * actor: skip if dormant on this connection (free when the cell's dormancy node has dropped it),
 * skip if not due (the per-connection next replication frame from {@code NetUpdateFrequency} or a
 * pending {@code ForceNetUpdate}; with dynamic spatial frequency the period follows distance and
 * view direction and the FastShared bunch goes out between full replications), else the prioritize
 * step: the cull check, the optional {@link ConnectionActorFilter}, a priority from distance,
 * starvation (time since this connection last replicated it) and the adjustments for a pending
 * dormancy, a forced update and the viewer's own actors; the list is then sorted.
 * {@code PreReplication} runs once per actor per frame, when a connection first takes it.
 *
 * <p>The per-(actor, connection) {@code ReplicateActor} work after it is {@link NetDriver}'s, as
 * for legacy. Everything is counted in {@link FrameCounters} and charged by {@link ReplicationScopes}.
 */
final class GraphGather implements GatherPrioritize {
    /** Priority factor of an actor with a pending ForceNetUpdate or pending dormancy (assumption). */
    static final float FORCED_BOOST = 2f;
    static final float PENDING_DORMANCY_BOOST = 1.5f;

    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final ActorChannels channels;
    private final NetworkObjectList active;
    private final NetUpdateTimer timer;
    private final PreReplication preReplication;
    private final FrameCounters fc;
    private final GraphSettings settings;
    private final PriorityOrder priority;
    private final boolean alwaysOrder;
    private final double maxActorBytes;
    private final double tickRateHz;
    private final boolean sharedTiming;
    private final int fastSharedBits;
    private final double extentMeters;

    private final IntArrayList alwaysRelevant = new IntArrayList();
    private final IntArrayList[] ownedBy;
    private final IntArrayList playerStates = new IntArrayList();
    private final IntArrayList moving = new IntArrayList();
    private GraphGrid grid;

    private final boolean[] destroyed;
    /** Per actor: the frame it was first looked at (its pending ForceNetUpdate taken then). */
    private final int[] touchedFrame;
    private final boolean[] forced;
    /** Per actor, next_update_time timing: due this frame (the shared NextUpdateTime said so). */
    private final boolean[] sharedDue;
    private final int[] preReplicatedFrame;
    private final int[] fastSharedBuiltFrame;
    /** Per actor: its class's period in frames from NetUpdateFrequency. */
    private final int[] classPeriod;
    /**
     * Per connection, per slot ({@link Connection}): the next frame the actor is due on that
     * connection (frame_period timing); a pair without a slot is due from frame 0.
     */
    private final int[][] nextFrame;
    /** Per connection, per slot: the last frame it was sent a FastShared bunch (FastShared only). */
    private final int[][] lastFastShared;
    /** FastShared bunches do not count against the connection's rate: a meter nobody reads. */
    private final BandwidthBucket fastSharedMeter;
    private final int fastSharedPeriod;
    private ConnectionActorFilter filter;
    private double fastSharedLeftBits;
    private boolean built;

    /**
     * @param extentMeters side of the square the grid covers (actors and viewers outside fall into
     *                     the border cells)
     */
    GraphGather(ReplicatedWorld world, ReplicatorStates st, Connection[] connections, ActorChannels channels,
                NetworkObjectList active, NetUpdateTimer timer, PreReplication preReplication, FrameCounters fc,
                GraphSettings settings, UnitCosts costs, double tickRateHz, double extentMeters,
                boolean alwaysOrder, double maxActorBytes) {
        this.world = world;
        this.st = st;
        this.channels = channels;
        this.active = active;
        this.timer = timer;
        this.preReplication = preReplication;
        this.fc = fc;
        this.settings = settings;
        this.alwaysOrder = alwaysOrder;
        this.maxActorBytes = maxActorBytes;
        this.tickRateHz = tickRateHz;
        this.sharedTiming = settings.netUpdateTiming() == GraphSettings.NetUpdateTiming.NEXT_UPDATE_TIME;
        this.fastSharedBits = costs.fastSharedBunchBits;
        this.extentMeters = extentMeters;
        int actors = world.actorCount;
        priority = new PriorityOrder(actors);
        ownedBy = new IntArrayList[connections.length];
        for (int c = 0; c < connections.length; c++) {
            ownedBy[c] = new IntArrayList();
        }
        destroyed = new boolean[actors];
        touchedFrame = new int[actors];
        java.util.Arrays.fill(touchedFrame, -1);
        forced = new boolean[actors];
        sharedDue = new boolean[actors];
        preReplicatedFrame = new int[actors];
        java.util.Arrays.fill(preReplicatedFrame, -1);
        fastSharedBuiltFrame = new int[actors];
        java.util.Arrays.fill(fastSharedBuiltFrame, -1);
        classPeriod = new int[actors];
        for (int a = 0; a < actors; a++) {
            classPeriod[a] = periodFrames(world.classIntervalNanos[world.actorClass[a]] / 1e9);
        }
        nextFrame = sharedTiming && !settings.dynamicSpatialFrequency() ? null : new int[connections.length][0];
        lastFastShared = settings.fastShared() ? new int[connections.length][0] : null;
        fastSharedMeter = new BandwidthBucket(1e15, tickRateHz);
        fastSharedPeriod = periodFrames(1.0 / settings.spatialFrequency().fastSharedHz());
    }

    /** Frames between replications for a send interval: max(1, round(tick rate × interval)). */
    private int periodFrames(double intervalSeconds) {
        return Math.max(1, (int) Math.round(tickRateHz * intervalSeconds));
    }

    @Override
    public void setConnectionActorFilter(ConnectionActorFilter filter) {
        this.filter = filter;
    }

    @Override
    public void actorDestroyed(int actor) {
        if (destroyed[actor]) {
            return;
        }
        destroyed[actor] = true;
        if (grid != null) {
            fc.graphRebinListOps += grid.remove(actor);
        }
    }

    /**
     * Puts every actor on its node (first frame: positions are final by then, the models place
     * actors before running): player-state class → limiter; always relevant (or no grid) →
     * always-relevant list; else the grid (dynamic if it moves, dormant if its class is
     * {@code DORM_DormantAll}, static otherwise), and an owned actor also on its owner's list.
     */
    private void build() {
        int playerStateClass = -1;
        for (int k = 0; k < world.classes.size(); k++) {
            if (world.classes.get(k).name().equals(settings.playerStateClass())) {
                playerStateClass = k;
            }
        }
        if (settings.grid()) {
            grid = new GraphGrid(world.actorCount, settings.cellSizeMeters(), extentMeters);
        }
        for (int a = 0; a < world.actorCount; a++) {
            int cls = world.actorClass[a];
            if (destroyed[a]) {
                continue;
            }
            long appends = 1;
            if (cls == playerStateClass) {
                playerStates.add(a);
            } else if (grid == null || world.classAlwaysRelevant[cls]) {
                alwaysRelevant.add(a);
            } else {
                if (world.actorOwner[a] >= 0) {
                    ownedBy[world.actorOwner[a]].add(a);
                    appends++;
                }
                byte kind = world.classMoving[cls] ? GraphGrid.DYNAMIC
                        : world.classes.get(cls).dormancy() == DormancyMode.DORMANT_ALL ? GraphGrid.DORMANT : GraphGrid.STATIC;
                appends += grid.add(a, kind, world.actorX[a], world.actorY[a], world.classCullDistance[cls]) - 1;
                if (kind == GraphGrid.DYNAMIC) {
                    moving.add(a);
                }
            }
            fc.graphRebinListOps += appends;
        }
    }

    @Override
    public void beginFrame(int frame, long now) {
        if (!built) {
            built = true;
            build();
        }
        fc.activeActors += active.size();
        if (sharedTiming) {
            timer.beginFrame();
        }
        // PrepareForReplication of the grid: every moving actor's bounds, once per frame.
        if (grid != null) {
            int[] e = moving.elements();
            int n = moving.size();
            for (int i = 0; i < n; i++) {
                int a = e[i];
                if (destroyed[a]) {
                    continue;
                }
                fc.graphRebins++;
                fc.graphRebinListOps += grid.move(a, world.actorX[a], world.actorY[a],
                        world.classCullDistance[world.actorClass[a]]);
            }
        }
    }

    /** This stage's per-slot arrays follow the connection's slots (assigned between passes). */
    private void followSlots(Connection c) {
        int ci = c.index;
        int capacity = c.slotCapacity();
        if (nextFrame != null && nextFrame[ci].length < capacity) {
            nextFrame[ci] = java.util.Arrays.copyOf(nextFrame[ci], capacity);
        }
        if (lastFastShared != null && lastFastShared[ci].length < capacity) {
            int from = lastFastShared[ci].length;
            lastFastShared[ci] = java.util.Arrays.copyOf(lastFastShared[ci], capacity);
            java.util.Arrays.fill(lastFastShared[ci], from, capacity, Integer.MIN_VALUE / 2);
        }
    }

    @Override
    public int gather(Connection c, byte[] channel, int frame, long now, int[] order) {
        followSlots(c);
        fastSharedLeftBits = settings.fastSharedBudgetBytes() * 8.0;
        int m = 0;
        // The global always-relevant node and the connection's own always-relevant node.
        fc.graphGathers += 2;
        m = visitList(alwaysRelevant, true, false, false, c, channel, frame, now, order, m);
        m = visitList(ownedBy[c.index], false, false, false, c, channel, frame, now, order, m);
        if (!playerStates.isEmpty()) {
            // The limiter returns one group of player states per frame, rotating.
            fc.graphGathers++;
            int per = settings.playerStatesPerFrame();
            int groups = (playerStates.size() + per - 1) / per;
            int from = (frame % groups) * per;
            int to = Math.min(from + per, playerStates.size());
            int[] e = playerStates.elements();
            for (int i = from; i < to; i++) {
                m = visit(e[i], false, false, c, channel, frame, now, order, m);
            }
        }
        if (grid != null) {
            // The viewer's cell: its static, dynamic and dormant lists.
            fc.graphGathers++;
            int cell = grid.cellOf(c.viewX, c.viewY);
            m = visitList(grid.list(GraphGrid.STATIC, cell), false, false, true, c, channel, frame, now, order, m);
            m = visitList(grid.list(GraphGrid.DYNAMIC, cell), true, false, true, c, channel, frame, now, order, m);
            m = visitList(grid.list(GraphGrid.DORMANT, cell), false, settings.dormancyNode(), true, c, channel, frame,
                    now, order, m);
        }
        fc.graphListAppends += m;
        fc.graphSorted += m;
        if (m > 1 && (alwaysOrder || c.bucket.credit() < m * maxActorBytes)) {
            int[] slotOf = c.slotTable();
            for (int k = 0; k < m; k++) {
                int a = order[k];
                // Gathered pairs are relevant: they have their slot.
                int s = slotOf[a];
                double seconds = (now - channels.lastUpdateNanos(c, s, a)) / 1e9 + 1e-3;
                float p = (float) (world.classPriority[world.actorClass[a]] * seconds * c.priorityScale[s]);
                if (forced[a]) {
                    p *= FORCED_BOOST;
                }
                if (ActorChannels.isPendingDormancy(c, s)) {
                    p *= PENDING_DORMANCY_BOOST;
                }
                priority.set(k, a, p);
            }
            priority.sortInto(c.index, order, m);
        }
        return m;
    }

    /**
     * One gathered node list.
     *
     * @param bucketed  split into frequency buckets when long enough
     * @param pruned    the dormancy node: actors dormant on the connection are not on its copy
     * @param spatial   a grid list: the owner's own actors come from its own node instead
     */
    private int visitList(IntArrayList list, boolean bucketed, boolean pruned, boolean spatial, Connection c,
                          byte[] channel, int frame, long now, int[] order, int m) {
        int n = list.size();
        int[] e = list.elements();
        int buckets = bucketed && n >= settings.bucketMinListSize() ? settings.frequencyBuckets() : 1;
        int bucket = frame % buckets;
        for (int i = 0; i < n; i++) {
            int a = e[i];
            if (buckets > 1 && a % buckets != bucket) {
                // Another bucket's list: not gathered this frame.
                continue;
            }
            if (spatial && world.actorOwner[a] == c.index) {
                continue;
            }
            m = visit(a, pruned, spatial && bucketed && settings.dynamicSpatialFrequency(), c, channel, frame, now,
                    order, m);
        }
        return m;
    }

    /** One gathered actor on one connection: dormant, due, prioritize; returns the new list length. */
    private int visit(int a, boolean pruned, boolean spatialFrequency, Connection c, byte[] channel, int frame,
                      long now, int[] order, int m) {
        if (destroyed[a]) {
            return m;
        }
        // The pair's slot (Connection): >= 0 relevant, else its complement, or none (never relevant, closed).
        int v = c.slotTable()[a];
        boolean relevant = v >= 0;
        int s = relevant ? v : v == Connection.NO_SLOT ? -1 : ~v;
        if (!active.contains(a) || (s >= 0 && !ActorChannels.replicable(channel[s]))) {
            // Dormant (or closing) on this connection — off the active list: dormant on every
            // connection, DORM_Initial included — skipped before prioritization; the dormancy
            // node has already dropped it from this connection's list.
            fc.graphDormantSkipped++;
            if (!pruned) {
                fc.graphDueChecks++;
                fc.consideredPairs++;
            }
            return m;
        }
        fc.graphDueChecks++;
        fc.consideredPairs++;
        if (touchedFrame[a] != frame) {
            touchedFrame[a] = frame;
            forced[a] = st.pendingNetUpdate[a];
            if (sharedTiming) {
                sharedDue[a] = timer.takeIfDue(a, now);
            } else {
                st.pendingNetUpdate[a] = false;
            }
        }
        int ci = c.index;
        int period = classPeriod[a];
        boolean due;
        if (spatialFrequency) {
            period = spatialPeriod(c, a, period);
            due = forced[a] || frame >= (s < 0 ? 0 : nextFrame[ci][s]);
        } else if (sharedTiming) {
            due = sharedDue[a];
        } else {
            due = forced[a] || frame >= (s < 0 ? 0 : nextFrame[ci][s]);
        }
        if (!due) {
            if (lastFastShared != null && spatialFrequency && relevant) {
                fastShared(c, s, a, frame);
            }
            return m;
        }
        // The prioritize step: cull check (relevancy), the filter, the priority (in gather).
        fc.prioritized++;
        if (!relevant || (filter != null && !filter.replicate(ci, a, frame))) {
            return m;
        }
        if (nextFrame != null) {
            nextFrame[ci][s] = frame + period;
        }
        if (preReplicatedFrame[a] != frame) {
            preReplicatedFrame[a] = frame;
            preReplication.run(a);
            fc.considered++;
            fc.dueActors++;
        }
        order[m] = a;
        return m + 1;
    }

    /**
     * Dynamic spatial frequency: within the near fraction of the cull distance the class's own
     * period; beyond, the front or behind rate (never faster than the class's own).
     */
    private int spatialPeriod(Connection c, int a, int classFrames) {
        double dx = world.actorX[a] - c.viewX;
        double dy = world.actorY[a] - c.viewY;
        double d = Math.sqrt(dx * dx + dy * dy);
        GraphSettings.SpatialFrequency z = settings.spatialFrequency();
        if (d <= z.nearFraction() * world.classCullDistance[world.actorClass[a]]) {
            return classFrames;
        }
        boolean front = d == 0 || (dx * c.viewDirX + dy * c.viewDirY) / d >= z.frontCos();
        return Math.max(classFrames, periodFrames(1.0 / (front ? z.frontHz() : z.behindHz())));
    }

    /** The FastShared bunch, built once per actor per frame, sent to this connection (slot {@code s}) under its own budget. */
    private void fastShared(Connection c, int s, int a, int frame) {
        int ci = c.index;
        if (frame - lastFastShared[ci][s] < fastSharedPeriod || fastSharedLeftBits < fastSharedBits) {
            return;
        }
        if (fastSharedBuiltFrame[a] != frame) {
            fastSharedBuiltFrame[a] = frame;
            fc.fastSharedBuilds++;
        }
        fc.fastSharedSends++;
        fastSharedLeftBits -= fastSharedBits;
        lastFastShared[ci][s] = frame;
        c.packets.append(fastSharedBits, fastSharedMeter);
        fc.payloadBits += fastSharedBits;
        fc.fastSharedBits += fastSharedBits;
    }

    @Override
    public void starved(Connection c, int[] order, int from, int m, int frame) {
        for (int r = from; r < m; r++) {
            int a = order[r];
            if (nextFrame != null) {
                // Due again next frame on this connection; its priority keeps growing meanwhile.
                nextFrame[c.index][c.slot(a)] = frame + 1;
            }
            if (sharedTiming) {
                st.pendingNetUpdate[a] = true;
            }
        }
    }
}
