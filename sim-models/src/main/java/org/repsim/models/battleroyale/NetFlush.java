package org.repsim.models.battleroyale;

import java.util.Arrays;
import org.repsim.engine.cost.CostLedger;

/**
 * Net Flush: actor replication to every connection (the replication pass) and the send of every
 * RPC still queued. Packets leave when the phase's work is done, so an RPC queued during Net
 * Dispatch waits for Simulate and the whole replication pass unless Net Send Flush sent it.
 */
final class NetFlush {
    private final FlushReplication replication;
    private final RpcSendBuffer buffer;
    private final BattleRoyaleCostProfile costs;
    private final ConnectionTraffic traffic;
    private final ClientLinks links;
    private final ShotLatencyProbe probe;
    private final CostLedger ledger;
    private final int rpcScope;
    private final long[] wireBytes;
    private long serialized;

    NetFlush(FlushReplication replication, RpcSendBuffer buffer, BattleRoyaleCostProfile costs,
             ConnectionTraffic traffic, ClientLinks links, ShotLatencyProbe probe, CostLedger ledger, int phaseScope,
             int connections) {
        this.replication = replication;
        this.buffer = buffer;
        this.costs = costs;
        this.traffic = traffic;
        this.links = links;
        this.probe = probe;
        this.ledger = ledger;
        this.rpcScope = ledger.scope("RpcSerialize", phaseScope);
        this.wireBytes = new long[connections];
    }

    /**
     * Runs the phase from {@code startS} for the frame that started at {@code frameStartNanos},
     * {@code frameDtS} after the previous one; returns the phase length in seconds.
     */
    double run(double startS, long frameStartNanos, double frameDtS, int frame, boolean measuring) {
        double before = ledger.frameNanos();
        Arrays.fill(wireBytes, 0L);
        long pairs = replication.replicateFrame(frame, frameStartNanos, frameDtS, wireBytes);
        long rpcs = buffer.queuedRpcs();
        ledger.charge(rpcScope, rpcs, rpcs * costs.rpcSerializePerConnectionNs());
        for (int c = 0; c < wireBytes.length; c++) {
            traffic.sendWithReplication(c, wireBytes[c], buffer.queuedBytes(c), measuring);
        }
        double lengthS = (ledger.frameNanos() - before) / 1e9;
        buffer.sendAll(startS + lengthS, links, probe);
        if (measuring) {
            serialized += pairs;
        }
        return lengthS;
    }

    void frameEnded(int frame, long endNanos) {
        replication.frameEnded(frame, endNanos);
    }

    /** (actor, connection) pairs serialized while measuring. */
    long serialized() {
        return serialized;
    }
}
