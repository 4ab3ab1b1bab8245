package org.repsim.models.unreal;

import org.repsim.models.unreal.object.DormancyMode;

/**
 * The actor channels of one net driver's connections and their state machine (brief §6): the one
 * place that opens, closes and wakes channels and moves actors on and off the active network
 * object list for dormancy.
 *
 * <p>Per (connection, actor) a channel is closed (never opened, or reset by a wake), open,
 * closing (the dormancy close bunch is in flight) or dormant. A {@code DORM_DormantAll} actor's
 * open channels are listed as pending dormancy and ticked by {@code TickChannels} until nothing is
 * left to send and everything is acknowledged; then the close bunch goes out; once it is
 * acknowledged the channel is dormant, and when it is dormant on every connection the actor
 * leaves the active list. {@code FlushNetDormancy} brings it back: active list, a new channel on
 * every connection, whole state on the first replication.
 *
 * <p>A driver without dormancy (the replay driver) only opens channels here.
 */
final class ActorChannels {
    static final byte CLOSED = 0;
    static final byte OPEN = 1;
    /** Dormancy close sent, waiting for its ack. */
    static final byte CLOSING = 2;
    /** Closed for dormancy: the actor is not replicated on this connection until flushed. */
    static final byte DORMANT = 3;

    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final NetworkObjectList active;
    private final Connection[] connections;
    private final FrameTimeline timeline;
    private final int closeBunchBits;
    private final boolean managesDormancy;
    /** Per connection, per actor: the channel state. */
    private final byte[][] state;
    /** Per connection: the frame in which each actor's close bunch was sent. */
    private final int[][] closeFrame;
    /** Per connection: whether the actor's channel is on the list of channels pending dormancy. */
    private final boolean[][] listed;
    private final int[][] pendingList;
    private final int[] pendingSize;
    /** Per actor: its NetDormancy is DORM_DormantAll. */
    private final boolean[] wanted;
    /** Per actor: connections on which its channel is open or closing. */
    private final int[] openChannels;

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
        state = new byte[n][world.actorCount];
        closeFrame = new int[n][world.actorCount];
        listed = new boolean[n][world.actorCount];
        pendingList = new int[n][64];
        pendingSize = new int[n];
        wanted = new boolean[world.actorCount];
        openChannels = new int[world.actorCount];
        for (int a = 0; a < world.actorCount && managesDormancy; a++) {
            wanted[a] = world.classes.get(world.actorClass[a]).dormancy() == DormancyMode.DORMANT_ALL;
        }
    }

    /** Whether the replication pass may replicate an actor whose channel is in state {@code s} (not dormant, not closing). */
    static boolean replicable(byte s) {
        return s != DORMANT && s != CLOSING;
    }

    /**
     * The channel states of one connection's actors, read-only, for the replication pass's
     * per-actor loop (one array look-up per actor; every transition stays in this class).
     */
    byte[] states(int connection) {
        return state[connection];
    }

    boolean isOpen(int connection, int actor) {
        return state[connection][actor] == OPEN;
    }

    /**
     * Called by {@code ReplicateActor} on a channel that is not open: opens it (counted, every
     * replicator back to its initial replication, the client learns the actor).
     */
    void open(Connection c, int actor, FrameCounters fc) {
        byte previous = state[c.index][actor];
        state[c.index][actor] = OPEN;
        fc.channelsOpened++;
        for (int o = world.objStart[actor]; o < world.objStart[actor + 1]; o++) {
            c.replications[o] = 0;
        }
        if (c.client != null) {
            c.client.knowActor(actor);
        }
        if (!managesDormancy) {
            return;
        }
        if (previous != CLOSING) {
            openChannels[actor]++;
        }
        if (wanted[actor]) {
            listPending(c.index, actor);
        }
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
        if (dormant) {
            wanted[actor] = true;
            for (Connection c : connections) {
                if (state[c.index][actor] == OPEN) {
                    listPending(c.index, actor);
                }
            }
        } else if (wanted[actor]) {
            // Back to awake: a dormant actor returns to the active list like a flush, for good.
            reopen(actor, null);
            wanted[actor] = false;
        }
    }

    /** {@code FlushNetDormancy} from game code. */
    void flush(int actor, FrameCounters fc) {
        fc.flushes++;
        if (wanted[actor]) {
            reopen(actor, fc);
        }
    }

    /** Back on the active list; dormant or closing channels will be opened again on every connection. */
    private void reopen(int actor, FrameCounters fc) {
        active.add(actor);
        for (Connection c : connections) {
            byte s = state[c.index][actor];
            if (s == DORMANT) {
                state[c.index][actor] = CLOSED;
            } else if (s == CLOSING) {
                // The dormancy close is in flight: the next replication opens a fresh channel.
                state[c.index][actor] = CLOSED;
                openChannels[actor]--;
            } else {
                continue;
            }
            if (fc != null) {
                fc.channelsWoken++;
            }
        }
        st.forceNetUpdate(actor);
    }

    /** The connections' channel tick for channels pending dormancy (outside ServerReplicateActors). */
    void tickChannels(long nowNanos, int frame, FrameCounters fc) {
        if (!managesDormancy) {
            return;
        }
        for (Connection c : connections) {
            int ci = c.index;
            byte[] s = state[ci];
            int[] list = pendingList[ci];
            int n = 0;
            for (int i = 0; i < pendingSize[ci]; i++) {
                int a = list[i];
                byte ch = s[a];
                if (!wanted[a] || ch == CLOSED || ch == DORMANT) {
                    listed[ci][a] = false;
                    continue;
                }
                fc.pendingChannelTicks++;
                if (ch == OPEN) {
                    if (readyForDormancy(c, a, nowNanos)) {
                        c.send(closeBunchBits, nowNanos);
                        fc.closeBunches++;
                        fc.payloadBits += closeBunchBits;
                        s[a] = CLOSING;
                        closeFrame[ci][a] = frame;
                    }
                    list[n++] = a;
                } else if (timeline.ackArrived(closeFrame[ci][a], c.rttNanos, nowNanos)) {
                    s[a] = DORMANT;
                    listed[ci][a] = false;
                    fc.channelsClosed++;
                    if (--openChannels[a] == 0) {
                        active.remove(a);
                    }
                } else {
                    list[n++] = a;
                }
            }
            pendingSize[ci] = n;
        }
    }

    private void listPending(int connection, int actor) {
        if (listed[connection][actor]) {
            return;
        }
        listed[connection][actor] = true;
        if (pendingSize[connection] == pendingList[connection].length) {
            pendingList[connection] = java.util.Arrays.copyOf(pendingList[connection], pendingSize[connection] * 2);
        }
        pendingList[connection][pendingSize[connection]++] = actor;
    }

    /** Nothing left to send and everything acknowledged, on this connection ({@code ReadyForDormancy}). */
    private boolean readyForDormancy(Connection c, int a, long nowNanos) {
        for (int o = world.objStart[a]; o < world.objStart[a + 1]; o++) {
            c.settleAck(o, nowNanos);
            if (c.replications[o] == 0 || !c.acks.allAcked(o) || st.lastChangeEpoch(o) > c.sentEpoch[o]
                    || st.dirtyAny(o)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the actor's channel on this connection is pending dormancy (a priority adjustment of the replication graph). */
    boolean pendingDormancy(int connection, int actor) {
        return listed[connection][actor];
    }
}
