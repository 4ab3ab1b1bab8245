package org.repsim.models.unreal;

/**
 * One client connection of a net driver: per-actor relevancy and priority clock, per-replicator
 * send state (how often it was replicated, up to which compare epoch it was sent, acks), its byte
 * budget, packet writer and client view. The actor channels' states are {@link ActorChannels}'.
 */
final class Connection {
    final int index;
    /** Round-trip time: an ack arrives this long after the end of the frame that sent (brief §3a). */
    final long rttNanos;
    /** Time this actor was last processed on this channel (priority: NetPriority × time since). */
    final long[] lastUpdateNanos;
    final boolean[] relevant;
    /** Static part of each actor's priority on this connection (view target ×4, distance). */
    final float[] priorityScale;
    /** The viewer's position and unit view direction (moved by {@link UnrealServer#placeViewer}). */
    float viewX;
    float viewY;
    float viewDirX;
    float viewDirY;

    /** Compare epoch up to which each replicator's changes were sent on this connection. */
    final int[] sentEpoch;
    /** Replications of each replicator on this connection (saturates at 2); 0 = initial pending. */
    final byte[] replications;
    final AckTracker acks;
    final BandwidthBucket bucket;
    final PacketWriter packets;
    /** Null when client views are not tracked (very large scenarios). */
    final ClientView client;
    private double[] bytesBySecond = new double[64];
    /** ReplicateActor calls on this connection since the run started. */
    long replicateActorCalls;
    /** Frames in which this connection hit its byte budget. */
    long saturatedFrames;
    /** Its player left ({@link UnrealServer#closeConnection}): the pass no longer walks it. */
    boolean closed;

    Connection(int index, int actors, int objects, int slots, boolean trackClient, FrameTimeline timeline,
               long rttNanos, BandwidthBucket bucket, PacketWriter packets, float viewX, float viewY) {
        this.index = index;
        this.rttNanos = rttNanos;
        lastUpdateNanos = new long[actors];
        relevant = new boolean[actors];
        priorityScale = new float[actors];
        sentEpoch = new int[objects];
        replications = new byte[objects];
        acks = new AckTracker(objects, timeline, rttNanos);
        this.bucket = bucket;
        this.packets = packets;
        this.client = trackClient ? new ClientView(slots, actors) : null;
        this.viewX = viewX;
        this.viewY = viewY;
        // A fixed view direction per connection until a model moves it (golden-angle spread, no draw).
        double yaw = index * 2.399963229728653;
        this.viewDirX = (float) Math.cos(yaw);
        this.viewDirY = (float) Math.sin(yaw);
    }

    /**
     * Settles an arrived ack or NAK for replicator {@code o}; after a NAK the lost changes are
     * sent again (from the epoch before the lost send, or the whole state if the initial bunch
     * was lost).
     */
    void settleAck(int o, long nowNanos) {
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
    boolean send(int bits, long nowNanos) {
        double charged = packets.append(bits, bucket);
        int sec = (int) (nowNanos / 1_000_000_000L);
        if (sec >= bytesBySecond.length) {
            bytesBySecond = java.util.Arrays.copyOf(bytesBySecond, Math.max(sec + 1, bytesBySecond.length * 2));
        }
        bytesBySecond[sec] += charged;
        return packets.lastBunchLost();
    }

    /** Budget bytes (payload, packet headers, IP/UDP overhead) charged in each second of the run. */
    double[] bytesBySecond(int seconds) {
        return java.util.Arrays.copyOf(bytesBySecond, seconds);
    }
}
