package org.repsim.models.unreal;

import org.repsim.models.unreal.object.DormancyMode;

/**
 * The actor channels of one net driver's connections and their state machine
 * (docs/sources.md#unreal-dormancy): the one place that opens, closes and wakes channels and moves
 * actors on and off the active network object list for dormancy. The replication pass only reads
 * the states and reports, after each {@code ReplicateActor}, whether it sent anything ({@link
 * #updated}).
 *
 * <p>Per (connection, actor) a channel is closed (never opened, or reset by a wake), open or
 * dormant; its state lives in the pair's slot on the connection ({@link Connection.ChannelSlots}),
 * and a pair without a slot (never relevant) is closed. The engine's order of events (legacy {@code UActorChannel}) is followed exactly:
 * <ol>
 *   <li>the pass flags an open channel of a {@code DORM_DormantAll} actor pending dormancy
 *       ({@code StartBecomingDormant}) when it replicates it; a channel that this pass opens is
 *       flagged in the next one (the engine flags in its prioritize step, which needs an existing
 *       channel);</li>
 *   <li>{@code TickChannels} ticks every pending channel each frame and closes it with reason
 *       Dormancy when {@code ReadyForDormancy} holds: the last {@code ReplicateActor} on the
 *       channel sent nothing new, every replicator's change history is acknowledged, no NAK is
 *       outstanding, and the channel's open has been acknowledged;</li>
 *   <li>at that close (the close bunch is sent, its ack is not waited for) the actor is dormant on
 *       the connection; at the close on its last open channel it leaves the active list;</li>
 *   <li>{@code FlushNetDormancy} cancels a pending channel's state, and puts a dormant actor back on
 *       the active list: the next replication opens a new channel whose first bunch carries the
 *       whole state.</li>
 * </ol>
 * Acknowledgements are read at the start of the frame: every caller passes the frame's start time,
 * so an ack counts once it has arrived by then (see {@link AckTracker}, {@link FrameTimeline}).
 *
 * <p>A driver without dormancy (the replay driver) only opens channels here.
 */
final class ActorChannels {
    static final byte CLOSED = 0;
    static final byte OPEN = 1;
    /** Closed for dormancy: the actor is not replicated on this connection until flushed. */
    static final byte DORMANT = 3;

    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final NetworkObjectList active;
    private final Connection[] connections;
    private final FrameTimeline timeline;
    private final int closeBunchBits;
    private final boolean managesDormancy;
    /** Per connection: the actors of its channels that are ticked (pending dormancy), in flagging order. */
    private final int[][] tickList;
    private final int[] tickSize;
    /** Per actor: its NetDormancy is DORM_DormantAll. */
    private final boolean[] wanted;
    /** Per actor: connections on which its channel is open. */
    private final int[] openChannels;
    /** The actors whose updates the pass settles in bulk; their pairs' update times are read through it. */
    final QuietActors quiet;

    /**
     * @param managesDormancy false for a driver whose channels never go dormant (replay)
     */
    ActorChannels(ReplicatedWorld world, ReplicatorStates st, NetworkObjectList active, Connection[] connections,
                  FrameTimeline timeline, int closeBunchBits, boolean managesDormancy) {
        this.world = world;
        this.st = st;
        this.active = active;
        this.connections = connections;
        this.timeline = timeline;
        this.closeBunchBits = closeBunchBits;
        this.managesDormancy = managesDormancy;
        int n = connections.length;
        tickList = new int[n][64];
        tickSize = new int[n];
        wanted = new boolean[world.actorCount];
        openChannels = new int[world.actorCount];
        if (managesDormancy) {
            setWantedByClass(world, wanted);
        }
        quiet = new QuietActors(world.actorCount, connections, wanted);
    }

    /** Per actor whether its class is {@code DORM_DormantAll} (a loop of its own, see {@link ReplicatedWorld}). */
    private static void setWantedByClass(ReplicatedWorld world, boolean[] wanted) {
        boolean[] byClass = new boolean[world.classes.size()];
        for (int c = 0; c < byClass.length; c++) {
            byClass[c] = world.classes.get(c).dormancy() == DormancyMode.DORMANT_ALL;
        }
        for (int a = 0; a < world.actorCount; a++) {
            wanted[a] = byClass[world.actorClass[a]];
        }
    }

    /**
     * Whether the actor's NetDormancy is {@code DORM_DormantAll} (Iris: it is polled once after a
     * flush, then dormant again; docs/iris.md).
     */
    boolean wantsDormancy(int actor) {
        return wanted[actor];
    }

    /** Whether the replication pass may replicate an actor whose channel is in state {@code s} (not dormant). */
    static boolean replicable(byte s) {
        return s != DORMANT;
    }

    /**
     * The channel states of one connection's slots, read-only, for the replication pass's
     * per-actor loop (one array look-up per slot; every transition stays in this class).
     */
    static byte[] states(Connection c) {
        return c.channel.state;
    }

    /** The channel state of a pair ({@link #CLOSED} if it has no slot). */
    byte state(int connection, int actor) {
        Connection c = connections[connection];
        int s = c.slot(actor);
        return s < 0 ? CLOSED : c.channel.state[s];
    }

    boolean isOpen(int connection, int actor) {
        return state(connection, actor) == OPEN;
    }

    /**
     * Time of the last {@code ReplicateActor} of a relevant pair (slot {@code s} of {@code actor}
     * on {@code c}; 0 before the first): the priority clock, bulk updates included
     * ({@link QuietActors}).
     */
    long lastUpdateNanos(Connection c, int s, int actor) {
        return quiet.lastUpdate(c, s, actor) & ~Connection.EMPTY_UPDATE;
    }

    /** The server is about to make the actor relevant or not on some connection. */
    void relevancyChanging(int actor) {
        quiet.settle(actor);
    }

    /** The server is about to close a connection: no bulk update may cover it from now on. */
    void connectionClosing() {
        quiet.settleAll();
    }

    /** Whether the channel of slot {@code s} is flagged pending dormancy. */
    static boolean isPendingDormancy(Connection c, int s) {
        return c.channel.pending[s];
    }

    /**
     * Called by {@code ReplicateActor} in frame {@code frame} on a channel that is not open: opens
     * it (counted, every replicator back to its initial replication, the client learns the actor);
     * the open bunch leaves with the frame's packets.
     */
    void open(Connection c, int s, int actor, int frame, FrameCounters fc) {
        Connection.ChannelSlots ch = c.channel;
        ch.state[s] = OPEN;
        ch.openFrame[s] = frame;
        // bLastUpdateEmpty needs no reset: the ReplicateActor that opens the channel reports its update (updated).
        fc.channelsOpened++;
        fc.replicatorsCreated += world.objStart[actor + 1] - world.objStart[actor];
        int off = s - world.objStart[actor];
        for (int o = world.objStart[actor]; o < world.objStart[actor + 1]; o++) {
            c.replications[off + o] = 0;
        }
        if (c.client != null) {
            c.client.knowActor(actor);
        }
        if (managesDormancy) {
            openChannels[actor]++;
        }
    }

    /**
     * The pass reports one {@code ReplicateActor} at {@code now} of an open channel: the pair's
     * priority clock restarts there, and whether it sent nothing ({@code bLastUpdateEmpty}; a
     * skipped replicator sends nothing) is kept with that time, in one store
     * ({@link Connection#lastUpdate}). A {@code DORM_DormantAll} actor's channel that is not yet
     * pending is flagged here, as the engine's pass does ({@code StartBecomingDormant}); a
     * cancelled one is flagged again.
     */
    void updated(Connection c, int s, int actor, long now, boolean empty) {
        c.lastUpdate[s] = empty ? now | Connection.EMPTY_UPDATE : now;
        if (wanted[actor] && !c.channel.pending[s]) {
            flagPending(c, s, actor);
        }
    }

    /**
     * {@link #updated} for the {@code ReplicateActor} that opened the channel: the update time and
     * {@code bLastUpdateEmpty} only. The engine flags a channel pending dormancy in its prioritize
     * step ({@code ShouldActorGoDormant}), which runs before this pass's {@code ReplicateActor}
     * created the channel, so the channel is flagged (and ticked) from the next pass on.
     */
    void updatedOnNewChannel(Connection c, int s, long now, boolean empty) {
        c.lastUpdate[s] = empty ? now | Connection.EMPTY_UPDATE : now;
    }

    /** Placed in the level dormant ({@code DORM_Initial}): off the active list until first flushed. */
    void placeDormant(int actor) {
        active.remove(actor);
    }

    /** Game code sets the actor's NetDormancy. */
    void setWanted(int actor, boolean dormant) {
        if (!managesDormancy) {
            return;
        }
        // ReadyForDormancy and wake read bLastUpdateEmpty in the pair itself: a DORM_DormantAll
        // actor is never quiet, so its pairs hold their own updates from here on.
        quiet.settle(actor);
        if (dormant) {
            wanted[actor] = true;
            for (Connection c : connections) {
                int s = c.slot(actor);
                if (s >= 0 && c.channel.state[s] == OPEN) {
                    flagPending(c, s, actor);
                }
            }
        } else if (wanted[actor]) {
            // Back to awake: a dormant actor returns to the active list like a flush, for good.
            wake(actor, null);
            wanted[actor] = false;
        }
    }

    /**
     * {@code FlushNetDormancy} from game code. On an actor that is not {@code DORM_DormantAll} it
     * returns at once (the engine's first test), doing and costing nothing; otherwise every open
     * connection runs {@code FlushDormancy} (counted: its look-ups run whatever the channel's
     * state), and each one the actor is dormant on is woken (counted apart: it does more).
     */
    void flush(int actor, FrameCounters fc) {
        fc.flushes++;
        if (wanted[actor]) {
            wake(actor, fc);
        }
    }

    /**
     * Pending channels stop becoming dormant ({@code StopBecomingDormant}): the next update must
     * go out, and only an empty one after it lets the channel close. Dormant channels are reset:
     * back on the active list, a new channel opens on the next replication. {@code fc} is null
     * when no {@code FlushNetDormancy} is charged (a dormancy change back to awake).
     */
    private void wake(int actor, FrameCounters fc) {
        active.add(actor);
        for (Connection c : connections) {
            // A closed connection has left the driver's client connections: no FlushDormancy runs.
            boolean counted = fc != null && !c.closed;
            if (counted) {
                fc.flushedConnections++;
            }
            int s = c.slot(actor);
            if (s < 0) {
                // Never relevant: its channel was never opened.
                continue;
            }
            Connection.ChannelSlots ch = c.channel;
            byte state = ch.state[s];
            if (state == DORMANT) {
                ch.state[s] = CLOSED;
                if (counted) {
                    fc.channelsWoken++;
                }
            } else if (state == OPEN && ch.pending[s]) {
                ch.pending[s] = false;
                if (counted) {
                    fc.pendingCancelled++;
                }
                // bLastUpdateEmpty cleared: the next update must go out before the channel may close.
                c.lastUpdate[s] &= ~Connection.EMPTY_UPDATE;
            }
        }
        st.forceNetUpdate(actor);
    }

    /**
     * The connections' channel tick (outside ServerReplicateActors): each channel pending
     * dormancy is ticked; one whose {@code ReadyForDormancy} holds is closed with reason Dormancy.
     */
    void tickChannels(long nowNanos, int frame, FrameCounters fc) {
        if (!managesDormancy) {
            return;
        }
        for (Connection c : connections) {
            int ci = c.index;
            int[] list = tickList[ci];
            Connection.ChannelSlots ch = c.channel;
            int n = 0;
            for (int i = 0; i < tickSize[ci]; i++) {
                int a = list[i];
                // A ticked channel was flagged on an open channel: the pair has its slot.
                int s = c.slot(a);
                if (!ch.pending[s]) {
                    // Cancelled (flush, awake again): the channel stops ticking.
                    ch.ticked[s] = false;
                    continue;
                }
                fc.pendingChannelTicks++;
                if (readyForDormancy(c, s, a, nowNanos)) {
                    closeForDormancy(c, s, a, nowNanos, fc);
                    ch.ticked[s] = false;
                } else {
                    list[n++] = a;
                }
            }
            tickSize[ci] = n;
        }
    }

    /**
     * Close with reason Dormancy: the close bunch is sent now, and from now on the actor is
     * dormant on this connection; at the close on its last open channel it leaves the active list
     * (the close's ack is not waited for).
     */
    private void closeForDormancy(Connection c, int s, int a, long nowNanos, FrameCounters fc) {
        c.send(closeBunchBits, nowNanos);
        fc.closeBunches++;
        fc.channelsClosed++;
        fc.payloadBits += closeBunchBits;
        c.channel.state[s] = DORMANT;
        c.channel.pending[s] = false;
        if (--openChannels[a] == 0) {
            active.remove(a);
        }
    }

    private void flagPending(Connection c, int s, int actor) {
        Connection.ChannelSlots ch = c.channel;
        ch.pending[s] = true;
        if (ch.ticked[s]) {
            return;
        }
        ch.ticked[s] = true;
        int connection = c.index;
        if (tickSize[connection] == tickList[connection].length) {
            tickList[connection] = java.util.Arrays.copyOf(tickList[connection], tickSize[connection] * 2);
        }
        tickList[connection][tickSize[connection]++] = actor;
    }

    /**
     * {@code ReadyForDormancy} on one connection, for every replicator of the actor: the engine's
     * four conditions, and only those.
     */
    private boolean readyForDormancy(Connection c, int s, int a, long nowNanos) {
        // (1) The last ReplicateActor for this channel sent nothing new (bLastUpdateEmpty).
        if (c.lastUpdate[s] >= 0) {
            return false;
        }
        // (4) The channel's open has been acknowledged.
        if (!timeline.ackArrived(c.channel.openFrame[s], c.rttNanos, nowNanos)) {
            return false;
        }
        int off = s - world.objStart[a];
        for (int o = world.objStart[a]; o < world.objStart[a + 1]; o++) {
            int p = off + o;
            c.settleAck(p, nowNanos);
            // (2) The change history fully acknowledged; (3) no NAK outstanding.
            if (!c.acks.historyAcked(p) || c.acks.nakOutstanding(p)) {
                return false;
            }
        }
        return true;
    }
}
