package org.repsim.models.unreal.dormancy;

import org.repsim.models.unreal.connection.Connection;
import org.repsim.models.unreal.connection.FrameTimeline;
import org.repsim.models.unreal.object.ReplicatedWorld;
import org.repsim.models.unreal.replication.FrameCounters;
import org.repsim.models.unreal.replication.NetworkObjectList;
import org.repsim.models.unreal.replication.ReplicatorStates;

/**
 * The dormancy lifecycle (brief §6): a {@code DORM_DormantAll} actor's open channels are ticked
 * by {@code TickChannels} until nothing is left to send and everything is acknowledged; then a
 * close bunch goes out; once the close is acknowledged the channel is dormant, and when it is
 * dormant on every connection the actor leaves the active list. {@code FlushNetDormancy} brings
 * it back: active list, a new channel on every connection, whole state on first replication.
 */
public final class DormancyPolicy {
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final NetworkObjectList active;
    private final Connection[] connections;
    private final FrameTimeline timeline;
    private final long rttNanos;
    private final int closeBunchBits;
    private final boolean[] wanted;
    /** Connections on which the actor's channel is open or closing. */
    private final int[] openChannels;

    public DormancyPolicy(ReplicatedWorld world, ReplicatorStates st, NetworkObjectList active, Connection[] connections,
                          FrameTimeline timeline, long rttNanos, int closeBunchBits, boolean[] initiallyWanted) {
        this.world = world;
        this.st = st;
        this.active = active;
        this.connections = connections;
        this.timeline = timeline;
        this.rttNanos = rttNanos;
        this.closeBunchBits = closeBunchBits;
        this.wanted = initiallyWanted.clone();
        this.openChannels = new int[world.actorCount];
    }

    public boolean wantsDormancy(int actor) {
        return wanted[actor];
    }

    /** Game code sets the actor's NetDormancy. */
    public void setWanted(int actor, boolean dormant) {
        if (dormant) {
            wanted[actor] = true;
            for (Connection c : connections) {
                if (c.channel[actor] == Connection.CHANNEL_OPEN) {
                    c.listPendingDormancy(actor);
                }
            }
        } else if (wanted[actor]) {
            // Back to awake: a dormant actor returns to the active list like a flush, for good.
            reopen(actor, null);
            wanted[actor] = false;
        }
    }

    /** A channel was opened by the replication pass. */
    public void channelOpened(Connection c, int actor, byte previous) {
        if (previous != Connection.CHANNEL_CLOSING) {
            openChannels[actor]++;
        }
        if (wanted[actor]) {
            c.listPendingDormancy(actor);
        }
    }

    /** {@code FlushNetDormancy} from game code. */
    public void flush(int actor, FrameCounters fc) {
        fc.flushes++;
        if (wanted[actor]) {
            reopen(actor, fc);
        }
    }

    /** Back on the active list; dormant or closing channels will be opened again on every connection. */
    private void reopen(int actor, FrameCounters fc) {
        active.add(actor);
        for (Connection c : connections) {
            byte ch = c.channel[actor];
            if (ch == Connection.CHANNEL_DORMANT) {
                c.channel[actor] = Connection.CHANNEL_CLOSED;
            } else if (ch == Connection.CHANNEL_CLOSING) {
                // The dormancy close is in flight: the next replication opens a fresh channel.
                c.channel[actor] = Connection.CHANNEL_CLOSED;
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
    public void tickChannels(long nowNanos, int frame, FrameCounters fc) {
        for (Connection c : connections) {
            int n = 0;
            int[] list = c.dormancyList;
            for (int i = 0; i < c.dormancyListSize; i++) {
                int a = list[i];
                byte ch = c.channel[a];
                if (!wanted[a] || ch == Connection.CHANNEL_CLOSED || ch == Connection.CHANNEL_DORMANT) {
                    c.dormancyListed[a] = false;
                    continue;
                }
                fc.pendingChannelTicks++;
                if (ch == Connection.CHANNEL_OPEN) {
                    if (readyForDormancy(c, a, nowNanos)) {
                        c.send(closeBunchBits, nowNanos);
                        fc.closeBunches++;
                        fc.payloadBits += closeBunchBits;
                        c.channel[a] = Connection.CHANNEL_CLOSING;
                        c.closeFrame[a] = frame;
                    }
                    list[n++] = a;
                } else if (timeline.ackArrived(c.closeFrame[a], rttNanos, nowNanos)) {
                    c.channel[a] = Connection.CHANNEL_DORMANT;
                    c.dormancyListed[a] = false;
                    fc.channelsClosed++;
                    if (--openChannels[a] == 0) {
                        active.remove(a);
                    }
                } else {
                    list[n++] = a;
                }
            }
            c.dormancyListSize = n;
        }
    }

    /** Nothing left to send and everything acknowledged, on this connection. */
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
}
