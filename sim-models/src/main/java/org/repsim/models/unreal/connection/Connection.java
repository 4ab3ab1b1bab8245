package org.repsim.models.unreal.connection;

/**
 * One client connection of a net driver: per-actor channel state and priority clock,
 * per-replicator send state (what it has received, how often it was replicated, acks), its byte
 * budget, packet writer and client view.
 */
public final class Connection {
    /** Channel states, per actor. */
    public static final byte CHANNEL_CLOSED = 0;
    public static final byte CHANNEL_OPEN = 1;
    /** Dormancy close sent, waiting for its ack. */
    public static final byte CHANNEL_CLOSING = 2;
    /** Closed for dormancy: the actor is not replicated on this connection until flushed. */
    public static final byte CHANNEL_DORMANT = 3;

    public final int index;
    public final byte[] channel;
    /** Time this actor was last processed on this channel (priority: NetPriority × time since). */
    public final long[] lastUpdateNanos;
    public final boolean[] relevant;
    /** Static part of each actor's priority on this connection (view target ×4, distance). */
    public final float[] priorityScale;
    /** Whether the channel is on this connection's list of channels pending dormancy. */
    public final boolean[] dormancyListed;
    public int[] dormancyList = new int[64];
    public int dormancyListSize;
    public final int[] closeFrame;
    public final float viewX;
    public final float viewY;

    /** Compare epoch up to which each replicator's changes were sent on this connection. */
    public final int[] sentEpoch;
    /** Replications of each replicator on this connection (saturates at 2); 0 = initial pending. */
    public final byte[] replications;
    public final AckTracker acks;
    public final BandwidthBucket bucket;
    public final PacketWriter packets;
    /** Null when client views are not tracked (very large scenarios). */
    public final ClientView client;
    private double[] bytesBySecond = new double[64];
    /** ReplicateActor calls on this connection since the run started. */
    public long replicateActorCalls;
    /** Frames in which this connection hit its byte budget. */
    public long saturatedFrames;

    public Connection(int index, int actors, int objects, int slots, boolean trackClient, FrameTimeline timeline,
                      long rttNanos, BandwidthBucket bucket, PacketWriter packets, float viewX, float viewY) {
        this.index = index;
        channel = new byte[actors];
        lastUpdateNanos = new long[actors];
        relevant = new boolean[actors];
        priorityScale = new float[actors];
        dormancyListed = new boolean[actors];
        closeFrame = new int[actors];
        sentEpoch = new int[objects];
        replications = new byte[objects];
        acks = new AckTracker(objects, timeline, rttNanos);
        this.bucket = bucket;
        this.packets = packets;
        this.client = trackClient ? new ClientView(slots, actors) : null;
        this.viewX = viewX;
        this.viewY = viewY;
    }

    /**
     * Settles an arrived ack or NAK for replicator {@code o}; after a NAK the lost changes are
     * sent again (from the epoch before the lost send, or the whole state if the initial bunch
     * was lost).
     */
    public void settleAck(int o, long nowNanos) {
        int resend = acks.settle(o, nowNanos);
        if (resend != AckTracker.NO_RESEND) {
            if (resend < 0) {
                replications[o] = 0;
            } else if (resend < sentEpoch[o]) {
                sentEpoch[o] = resend;
            }
        }
    }

    /** Sends a bunch; records budget bytes in the per-second bins. Returns whether it was lost. */
    public boolean send(int bits, long nowNanos) {
        double charged = packets.append(bits, bucket);
        int sec = (int) (nowNanos / 1_000_000_000L);
        if (sec >= bytesBySecond.length) {
            bytesBySecond = java.util.Arrays.copyOf(bytesBySecond, Math.max(sec + 1, bytesBySecond.length * 2));
        }
        bytesBySecond[sec] += charged;
        return packets.lastBunchLost();
    }

    public void listPendingDormancy(int actor) {
        if (!dormancyListed[actor]) {
            dormancyListed[actor] = true;
            if (dormancyListSize == dormancyList.length) {
                dormancyList = java.util.Arrays.copyOf(dormancyList, dormancyList.length * 2);
            }
            dormancyList[dormancyListSize++] = actor;
        }
    }

    /** Budget bytes (payload, packet headers, IP/UDP overhead) charged in each second of the run. */
    public double[] bytesBySecond(int seconds) {
        return java.util.Arrays.copyOf(bytesBySecond, seconds);
    }
}
