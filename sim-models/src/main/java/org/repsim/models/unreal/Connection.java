package org.repsim.models.unreal;

import java.util.Arrays;

/**
 * One client connection of a net driver: per-actor relevancy and priority clock, per-replicator
 * send state (how often it was replicated, up to which compare epoch it was sent, acks), its byte
 * budget, packet writer and client view. The actor channels' states are kept here per slot
 * ({@link ChannelSlots}) and changed only by {@link ActorChannels}.
 *
 * <p>Per-(actor, connection) state exists only for pairs that are or have been relevant, as the
 * engine keeps it per actor channel: a pair gets a <em>slot</em> the first time it becomes
 * relevant, and keeps it. The slot table ({@link #slotTable}) holds per actor its slot while
 * relevant ({@code >= 0}), the slot's complement while it is not relevant any more ({@code < 0}),
 * or {@link #NO_SLOT}; a pair that was never relevant costs these 4 bytes and nothing else, and
 * reads as the dense arrays' zeros did (closed channel, never replicated, priority clock 0).
 * A slot is a run of "pair objects", one per replicator of the actor: replicator {@code o} of actor
 * {@code a} in slot {@code s} is pair object {@code s + o - objStart[a]} (sent epoch, replication
 * count, ack state), and the slot's own state (priority clock, static priority scale, channel
 * state) is kept at index {@code s} of arrays as long as the pair-object ones, so finding a
 * replicator's state costs an addition, not a look-up (a subobject's entry there is unused: 19 B
 * per subobject per slotted pair). Arrays grow geometrically when slots are assigned,
 * which happens only between replication passes (relevancy is set by the server and the models
 * before a frame's pass), so the pass may hold the arrays for a connection's loop.
 */
final class Connection {
    /** The slot table's entry of a pair that has never been relevant. */
    static final int NO_SLOT = Integer.MIN_VALUE;

    final int index;
    /**
     * Round-trip time: an ack arrives this long after the end of the frame that sent
     * (docs/sources.md#unreal-packets).
     */
    final long rttNanos;
    private final int[] objStart;
    private final int[] slotOf;
    private int slots;
    /** Pair objects in use; the next slot starts here. */
    private int pairObjects;
    /**
     * Per slot: the last {@code ReplicateActor} of this actor on this channel — its time (the
     * priority clock: NetPriority × time since) and, in the sign bit ({@link #EMPTY_UPDATE}),
     * whether it sent nothing ({@code bLastUpdateEmpty}); only {@link ActorChannels} reads and
     * writes it. One store records an update: the pass's skip loops pay one store per skipped pair
     * for both, and a quiet actor's updates settled in bulk are kept per actor until written here
     * ({@link QuietActors}), so the time is read with {@link ActorChannels#lastUpdateNanos}.
     */
    long[] lastUpdate;
    /** The sign bit of {@link #lastUpdate}: that update sent nothing (times are never negative). */
    static final long EMPTY_UPDATE = Long.MIN_VALUE;
    /** Per slot: static part of the actor's priority on this connection (view target ×4, distance). */
    float[] priorityScale;
    /** The viewer's position and unit view direction (moved by {@link UnrealServer#placeViewer}). */
    float viewX;
    float viewY;
    float viewDirX;
    float viewDirY;

    /** Per pair object: compare epoch up to which the replicator's changes were sent on this connection. */
    int[] sentEpoch;
    /** Per pair object: replications on this connection (saturates at 2); 0 = initial pending. */
    byte[] replications;
    final AckTracker acks;
    /** Per slot: the actor channel's state ({@link ActorChannels} changes it; its bLastUpdateEmpty is in {@link #lastUpdate}). */
    final ChannelSlots channel = new ChannelSlots();
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

    Connection(int index, ReplicatedWorld world, boolean trackClient, FrameTimeline timeline,
               long rttNanos, BandwidthBucket bucket, PacketWriter packets, float viewX, float viewY) {
        this.index = index;
        this.rttNanos = rttNanos;
        this.objStart = world.objStart;
        slotOf = new int[world.actorCount];
        Arrays.fill(slotOf, NO_SLOT);
        lastUpdate = new long[0];
        priorityScale = new float[0];
        sentEpoch = new int[0];
        replications = new byte[0];
        acks = new AckTracker(timeline, rttNanos);
        this.bucket = bucket;
        this.packets = packets;
        this.client = trackClient ? new ClientView(world.slotCount, world.actorCount) : null;
        this.viewX = viewX;
        this.viewY = viewY;
        // A fixed view direction per connection until a model moves it (golden-angle spread, no draw).
        double yaw = index * 2.399963229728653;
        this.viewDirX = (float) Math.cos(yaw);
        this.viewDirY = (float) Math.sin(yaw);
    }

    /**
     * The slot table, read-only, for the pass's per-actor loops: entry {@code >= 0} is a relevant
     * pair's slot (one array read decides relevancy and finds the state).
     */
    int[] slotTable() {
        return slotOf;
    }

    boolean relevant(int actor) {
        return slotOf[actor] >= 0;
    }

    /** The pair's slot, relevant or not any more; -1 if it has never been relevant. */
    int slot(int actor) {
        int v = slotOf[actor];
        return v >= 0 ? v : v == NO_SLOT ? -1 : ~v;
    }

    /** Slots assigned so far (pairs that are or have been relevant). */
    int slotCount() {
        return slots;
    }

    /** Length of the per-slot and pair-object arrays (a stage's own per-slot arrays follow it). */
    int slotCapacity() {
        return lastUpdate.length;
    }

    /**
     * Relevancy of an actor and the static part of its priority. A pair that becomes relevant for
     * the first time gets its slot; the scale of a pair that has never been relevant is not kept
     * (it is read only while the pair is relevant, and set again when it becomes so).
     */
    void setRelevant(int actor, boolean relevant, float scale) {
        int v = slotOf[actor];
        if (v == NO_SLOT) {
            if (!relevant) {
                return;
            }
            v = newSlot(actor);
        } else if (v < 0) {
            v = ~v;
        }
        priorityScale[v] = scale;
        slotOf[actor] = relevant ? v : ~v;
    }

    /** Makes room for slots of {@code moreObjects} replicators in all at once. */
    void reserve(int moreObjects) {
        grow(pairObjects + moreObjects);
    }

    private int newSlot(int actor) {
        int s = pairObjects;
        int objects = objStart[actor + 1] - objStart[actor];
        if (s + objects > sentEpoch.length) {
            grow(Math.max(s + objects, Math.max(16, s + (s >> 1))));
        }
        pairObjects = s + objects;
        slots++;
        return s;
    }

    private void grow(int capacity) {
        if (capacity <= sentEpoch.length) {
            return;
        }
        lastUpdate = Arrays.copyOf(lastUpdate, capacity);
        priorityScale = Arrays.copyOf(priorityScale, capacity);
        channel.grow(capacity);
        sentEpoch = Arrays.copyOf(sentEpoch, capacity);
        replications = Arrays.copyOf(replications, capacity);
        acks.grow(capacity);
    }

    /**
     * Settles an arrived ack or NAK for pair object {@code p}; after a NAK the lost changes are
     * sent again (from the epoch before the lost send, or the whole state if the initial bunch
     * was lost).
     */
    void settleAck(int p, long nowNanos) {
        int resend = acks.settle(p, nowNanos);
        if (resend != AckTracker.NO_RESEND) {
            if (resend < 0) {
                replications[p] = 0;
            } else if (resend < sentEpoch[p]) {
                sentEpoch[p] = resend;
            }
        }
    }

    /** Sends a bunch; records budget bytes in the per-second bins. Returns whether it was lost. */
    boolean send(int bits, long nowNanos) {
        double charged = packets.append(bits, bucket);
        int sec = (int) (nowNanos / 1_000_000_000L);
        if (sec >= bytesBySecond.length) {
            bytesBySecond = Arrays.copyOf(bytesBySecond, Math.max(sec + 1, bytesBySecond.length * 2));
        }
        bytesBySecond[sec] += charged;
        return packets.lastBunchLost();
    }

    /** An unreliable RPC of {@code bits}: sent now, or dropped when the connection is saturated. */
    void sendUnreliableRpc(int bits, long nowNanos, FrameCounters fc) {
        if (bucket.saturated()) {
            fc.rpcsDropped++;
            return;
        }
        send(bits, nowNanos);
        fc.payloadBits += bits;
        fc.rpcsSent++;
    }

    /** Budget bytes (payload, packet headers, IP/UDP overhead) charged in each second of the run. */
    double[] bytesBySecond(int seconds) {
        return Arrays.copyOf(bytesBySecond, seconds);
    }

    /**
     * Per slot of one connection: its actor channel's state, the frame of its open bunch and the
     * dormancy flags (bLastUpdateEmpty is the sign bit of {@link Connection#lastUpdate}). Only {@link ActorChannels} writes them; {@link Connection} grows them.
     */
    static final class ChannelSlots {
        /** {@link ActorChannels#CLOSED}, {@code OPEN} or {@code DORMANT}. */
        byte[] state = new byte[0];
        /** The frame whose packets carried the open channel's open bunch. */
        int[] openFrame = new int[0];
        /** The channel is flagged pending dormancy ({@code bPendingDormancy}). */
        boolean[] pending = new boolean[0];
        /** The channel is on the connection's list of ticked channels. */
        boolean[] ticked = new boolean[0];

        private void grow(int capacity) {
            state = Arrays.copyOf(state, capacity);
            openFrame = Arrays.copyOf(openFrame, capacity);
            pending = Arrays.copyOf(pending, capacity);
            ticked = Arrays.copyOf(ticked, capacity);
        }
    }
}
