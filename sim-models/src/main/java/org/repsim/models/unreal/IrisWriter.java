package org.repsim.models.unreal;

import java.util.Arrays;

/**
 * One connection's {@code FReplicationWriter} (docs/iris.md): the objects with something to send
 * to it, and each frame's write. An object is pending on the connection when a change mask was
 * merged into its entry (the dirty list's propagation), when it comes into scope with something the
 * connection lacks, or when a NAK brings lost changes back; an object with nothing pending costs
 * the connection nothing (the writer's object-level early out). Each frame the pending objects in
 * scope are prioritized: each adds its priority ({@code NetPriority ×} the pair's distance scale, the
 * sphere prioritizer's falloff) to what it accumulated while waiting; then they are written highest
 * first until the connection's byte budget is used. A written object sends the members changed since
 * what this connection was last sent, or its full state when it is created here; the rest wait, their
 * priority growing.
 *
 * <p>The per-connection change mask is the connection's send state of each replicator
 * ({@link Connection}): a member's bit is set when it changed after the compare epoch the connection
 * was last sent. A NAK moves that epoch back to before the lost send ({@link AckTracker}), so the
 * lost members are set again (with any members of an acknowledged send still in flight: a superset
 * of the engine's exact mask) and sent with their latest values; a lost creation is sent again.
 */
final class IrisWriter {
    private final Connection c;
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final IrisSerializer serializer;
    private final FrameCounters fc;
    private final UnitCosts u;
    private final PriorityOrder priority;
    private final boolean alwaysOrder;
    private final double maxActorBytes;

    private int[] pending;
    private int pendingCount;
    private final boolean[] isPending;
    /** Per slot: the priority accumulated while waiting (reset when written). */
    private float[] accumulated = new float[0];
    /** Actors with a lost send whose NAK has not been read yet. */
    private int[] lost = new int[16];
    private int lostCount;
    private final int[] sentObjects;
    private final int[] sentBefore;

    IrisWriter(Connection c, ReplicatedWorld world, ReplicatorStates st, IrisSerializer serializer, FrameCounters fc,
               UnitCosts u, PriorityOrder priority, boolean alwaysOrder, double maxActorBytes, int maxObjects) {
        this.c = c;
        this.world = world;
        this.st = st;
        this.serializer = serializer;
        this.fc = fc;
        this.u = u;
        this.priority = priority;
        this.alwaysOrder = alwaysOrder;
        this.maxActorBytes = maxActorBytes;
        pending = new int[16];
        isPending = new boolean[world.actorCount];
        sentObjects = new int[maxObjects];
        sentBefore = new int[maxObjects];
    }

    /** A change mask (or a forced update) of the actor reaches this connection. */
    void markPending(int actor) {
        if (isPending[actor]) {
            return;
        }
        isPending[actor] = true;
        if (pendingCount == pending.length) {
            pending = Arrays.copyOf(pending, pendingCount * 2);
        }
        pending[pendingCount++] = actor;
    }

    /**
     * The actor has just come into scope: pending if the connection lacks something of it (never
     * created here while it is polled, or changes it was not sent).
     */
    void cameIntoScope(int actor, boolean polled) {
        int s = c.slotTable()[actor];
        if (s >= 0 && (polled || c.replications[s] > 0) && hasWork(s, actor)) {
            markPending(actor);
        }
    }

    /** Whether the connection lacks something of the actor (slot {@code s}): its creation, or a change. */
    private boolean hasWork(int s, int actor) {
        int off = s - world.objStart[actor];
        for (int o = world.objStart[actor], end = world.objStart[actor + 1]; o < end; o++) {
            int p = off + o;
            if (c.replications[p] == 0 || st.lastChangeEpoch[o] > c.sentEpoch[p]) {
                return true;
            }
        }
        return false;
    }

    /** Reads the NAKs that have arrived by {@code now}: their actors' lost changes are pending again. */
    void readNaks(long now) {
        int kept = 0;
        for (int i = 0; i < lostCount; i++) {
            int a = lost[i];
            int s = c.slot(a);
            int off = s - world.objStart[a];
            boolean arrived = true;
            for (int o = world.objStart[a], end = world.objStart[a + 1]; o < end; o++) {
                c.settleAck(off + o, now);
                arrived &= c.acks.historyAcked(off + o);
            }
            if (!arrived) {
                lost[kept++] = a;
            } else if (c.relevant(a)) {
                markPending(a);
            }
        }
        lostCount = kept;
    }

    /** The connection's write of this frame: schedule, prioritize, write in priority order until saturated. */
    void write(int frame, long now, int[] order, ConnectionActorFilter filter) {
        if (accumulated.length < c.slotCapacity()) {
            accumulated = Arrays.copyOf(accumulated, c.slotCapacity());
        }
        int[] slotOf = c.slotTable();
        int kept = 0;
        int m = 0;
        for (int i = 0; i < pendingCount; i++) {
            int a = pending[i];
            int s = slotOf[a];
            if (s < 0 || !hasWork(s, a)) {
                // Out of scope, or nothing to send: the early out (it comes back with its next change).
                isPending[a] = false;
                continue;
            }
            pending[kept++] = a;
            accumulated[s] += (float) (world.classPriority[world.actorClass[a]] * c.priorityScale[s]);
            if (filter == null || filter.replicate(c.index, a, frame)) {
                order[m++] = a;
            }
        }
        pendingCount = kept;
        fc.irisPrioritized += kept;
        fc.consideredPairs += kept;
        if (m > 1 && (alwaysOrder || c.bucket.credit() < m * maxActorBytes)) {
            for (int k = 0; k < m; k++) {
                priority.set(k, order[k], accumulated[slotOf[order[k]]]);
            }
            priority.sortInto(c.index, order, m);
        }
        for (int k = 0; k < m; k++) {
            if (c.bucket.saturated()) {
                // The rest wait for the next frame, their accumulated priority growing.
                fc.saturatedConnections++;
                c.saturatedFrames++;
                fc.pendingActors += m - k;
                break;
            }
            int a = order[k];
            writeActor(a, slotOf[a], frame, now);
            isPending[a] = false;
            accumulated[slotOf[a]] = 0f;
        }
        compactPending();
    }

    private void compactPending() {
        int kept = 0;
        for (int i = 0; i < pendingCount; i++) {
            if (isPending[pending[i]]) {
                pending[kept++] = pending[i];
            }
        }
        pendingCount = kept;
    }

    /** Writes actor {@code a} (slot {@code s}): each of its objects with something the connection lacks. */
    private void writeActor(int a, int s, int frame, long now) {
        int ci = c.index;
        int owner = world.actorOwner[a];
        int o0 = world.objStart[a];
        int o1 = world.objStart[a + 1];
        int off = s - o0;
        boolean create = c.replications[s] == 0;
        int bits = 0;
        int headers = 0;
        int written = 0;
        for (int o = o0; o < o1; o++) {
            int p = off + o;
            c.settleAck(p, now);
            int before = c.sentEpoch[p];
            int objBits = 0;
            if (c.replications[p] == 0) {
                objBits = serializer.members(o, ci, owner, -1);
                before = -1;
            } else if (st.lastChangeEpoch[o] > before) {
                objBits = serializer.members(o, ci, owner, before);
                if (objBits > 0) {
                    headers += u.irisChangeMaskBits * world.objLayout[o].slots;
                }
            }
            c.sentEpoch[p] = st.compareEpoch[o];
            if (c.replications[p] < 2) {
                c.replications[p]++;
            }
            if (objBits > 0 || before < 0) {
                // A full state is written even when conditions leave it empty: the client needs the object.
                headers += u.irisObjectHeaderBits;
                fc.irisObjectsWritten++;
                fc.serializeCalls++;
                bits += objBits;
                sentObjects[written] = o;
                sentBefore[written++] = before;
            }
        }
        if (create) {
            headers += u.irisCreationHeaderBits;
            fc.irisCreations++;
            if (c.client != null) {
                c.client.knowActor(a);
            }
        }
        if (bits == 0 && !create) {
            // Conditions kept every change from this connection: nothing to send.
            return;
        }
        bits += headers;
        fc.bitsByType[fc.bitsByType.length - 1] += headers;
        fc.payloadBits += bits;
        fc.actorsSent++;
        boolean lostSend = c.send(bits, now);
        st.lastSendNanos[a] = now;
        for (int i = 0; i < written; i++) {
            int o = sentObjects[i];
            c.acks.recordSend(off + o, frame, lostSend, sentBefore[i]);
            if (!lostSend && c.client != null) {
                c.client.receiveFastArrays(world, st, o, ci, owner, sentBefore[i]);
                c.client.receiveChanged(world, st, o, ci, owner, sentBefore[i]);
            }
        }
        if (lostSend) {
            if (lostCount == lost.length) {
                lost = Arrays.copyOf(lost, lostCount * 2);
            }
            lost[lostCount++] = a;
        }
    }
}
