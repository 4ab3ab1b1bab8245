package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * The Iris replication system ({@code UReplicationSystem}) as the net driver's replication pass
 * (strategy iris, docs/iris.md). Each frame, {@code PreSendUpdate}: the filters' work
 * ({@link IrisFilter}), then poll, copy and quantize once per dirty object whatever the number of
 * connections ({@link IrisPoller}), then each dirty object's change mask merged into every
 * connection that has it in scope, then per connection the prioritize and write of only the
 * objects with something to send, changed members only ({@link IrisWriter}). There are no actor
 * channels: a new object is created on a connection by its first write; a dormant object is simply
 * not polled.
 *
 * <p>It reuses the server's machinery where Iris does what legacy does: the shared compare for the
 * poll, the connections' send state, acks and NAKs, byte budget and packets. Only
 * {@link FrameCounters} are incremented; {@link IrisScopes} charges them.
 */
final class IrisReplicationSystem implements ReplicationPass {
    private final ReplicatedWorld world;
    private final Connection[] connections;
    private final NetworkObjectList active;
    private final FrameCounters fc;
    private final UnitCosts costs;
    private final PropertyCompare compare;
    private final IrisFilter filter;
    private final IrisPoller poller;
    private final IrisWriter[] writers;
    private final int[] dirty;
    private final int[] order;
    private ConnectionActorFilter connectionFilter;

    /**
     * @param alwaysOrder  sort even when a connection cannot saturate (with loss: see {@link NetDriver})
     * @param extentMeters side of the square the grid filter covers
     */
    IrisReplicationSystem(ReplicatedWorld world, ReplicatorStates st, ReplicationSettings settings,
                          Connection[] connections, NetworkObjectList active, ActorChannels channels,
                          RandomStream spread, UnitCosts costs, FrameCounters fc, boolean alwaysOrder,
                          double extentMeters) {
        this.world = world;
        this.connections = connections;
        this.active = active;
        this.fc = fc;
        this.costs = costs;
        this.compare = new PropertyCompare(world, st, settings, true);
        this.filter = new IrisFilter(world, connections, settings.iris(), fc, extentMeters);
        this.poller = new IrisPoller(world, st, compare, active, channels, filter, fc, settings, spread);
        IrisSerializer serializer = new IrisSerializer(world, st, fc, costs.handleBits);
        PriorityOrder priority = new PriorityOrder(world.actorCount);
        double maxActorBytes = PacketWriter.largestCharge(largestActorBits(world, costs), costs);
        int maxObjects = 1;
        for (int a = 0; a < world.actorCount; a++) {
            maxObjects = Math.max(maxObjects, world.objStart[a + 1] - world.objStart[a]);
        }
        writers = new IrisWriter[connections.length];
        for (Connection c : connections) {
            writers[c.index] = new IrisWriter(c, world, st, serializer, fc, costs, priority, alwaysOrder,
                    maxActorBytes, maxObjects);
        }
        dirty = new int[world.actorCount];
        order = new int[world.actorCount];
        scheduleCreations();
    }

    /**
     * The largest write one actor can cause: its creation (every object's header, change mask and
     * full state) — the bound of the priority sort's elision.
     */
    private static int largestActorBits(ReplicatedWorld world, UnitCosts u) {
        int largest = 0;
        for (int cls = 0; cls < world.classes.size(); cls++) {
            int a = firstOfClass(world, cls);
            if (a < 0) {
                continue;
            }
            int bits = u.irisCreationHeaderBits;
            for (int o = world.objStart[a]; o < world.objStart[a + 1]; o++) {
                ReplicatorLayout l = world.objLayout[o];
                bits += u.irisObjectHeaderBits + l.slots * u.irisChangeMaskBits + l.wholeStateBits;
            }
            largest = Math.max(largest, bits);
        }
        return largest;
    }

    private static int firstOfClass(ReplicatedWorld world, int cls) {
        for (int a = 0; a < world.actorCount; a++) {
            if (world.actorClass[a] == cls) {
                return a;
            }
        }
        return -1;
    }

    /** Every pair in scope when the server is built is created by its first write (a loop of its own). */
    private void scheduleCreations() {
        for (Connection c : connections) {
            for (int a = 0; a < world.actorCount; a++) {
                if (active.contains(a)) {
                    writers[c.index].cameIntoScope(a, true);
                }
            }
        }
    }

    @Override
    public void replicate(int frame, long now, double dtSeconds) {
        compare.beginPass(frame);
        // PreSendUpdate: filtering, poll and copy, quantize, dirty changes to the connections.
        filter.update();
        int n = poller.poll(frame, now, dirty);
        for (Connection c : connections) {
            if (c.closed) {
                continue;
            }
            c.bucket.refill(dtSeconds);
            fc.connectionPasses++;
            writers[c.index].readNaks(now);
        }
        propagate(n);
        // SendUpdate: each connection's writer.
        for (Connection c : connections) {
            if (c.closed) {
                continue;
            }
            writers[c.index].write(frame, now, order, connectionFilter);
            c.packets.endFrame();
        }
    }

    /** Each dirty actor's change mask merged into every open connection that has it in scope. */
    private void propagate(int n) {
        for (Connection c : connections) {
            if (c.closed) {
                continue;
            }
            int[] slotOf = c.slotTable();
            IrisWriter w = writers[c.index];
            for (int k = 0; k < n; k++) {
                int a = dirty[k];
                if (slotOf[a] >= 0) {
                    fc.irisChangeMasks++;
                    w.markPending(a);
                }
            }
        }
    }

    @Override
    public PropertyCompare compare() {
        return compare;
    }

    @Override
    public void setConnectionActorFilter(ConnectionActorFilter f) {
        this.connectionFilter = f;
    }

    @Override
    public void actorDestroyed(int actor) {
        filter.actorDestroyed(actor);
    }

    @Override
    public void relevancyChanged(int connection, int actor, boolean relevant) {
        filter.relevancyChanged(actor, relevant);
        if (relevant) {
            writers[connection].cameIntoScope(actor, active.contains(actor));
        }
    }

    /** An unreliable multicast RPC: sent as an attachment to every open connection that has the actor. */
    @Override
    public void sendMulticast(int a, long now) {
        for (Connection c : connections) {
            int s = c.slotTable()[a];
            if (!c.closed && s >= 0 && c.replications[s] > 0) {
                c.sendUnreliableRpc(costs.irisObjectHeaderBits + costs.rpcBits, now, fc);
            }
        }
    }
}
