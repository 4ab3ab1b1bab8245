package org.repsim.models.battleroyale;

import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.run.FrameLoop;

/**
 * Net Flush: actor replication to every connection (the Unreal server's frame, {@link FlushServer};
 * the pairs interleaving skips pay their prioritize step inside that pass), the replication of the
 * non-character actors per open connection, and the send of every RPC still queued. Packets leave when the phase's work is done, so an RPC
 * queued during Net Dispatch waits for Simulate and the whole replication pass unless Net Send
 * Flush sent it.
 */
final class NetFlush {
    private final FlushServer replication;
    private final RpcSendBuffer buffer;
    private final PhaseCosts costs;
    private final ConnectionTraffic traffic;
    private final ClientLinks links;
    private final ShotLatencyProbe probe;
    private final CostLedger ledger;
    private final int rpcScope;
    private final int otherActorsScope;
    private final int connections;
    private long serialized;
    private long consideredPairs;
    private long connectionPasses;

    NetFlush(FlushServer replication, RpcSendBuffer buffer,
             PhaseCosts costs, ConnectionTraffic traffic, ClientLinks links, ShotLatencyProbe probe, CostLedger ledger,
             int phaseScope, int connections) {
        this.replication = replication;
        this.buffer = buffer;
        this.costs = costs;
        this.traffic = traffic;
        this.links = links;
        this.probe = probe;
        this.ledger = ledger;
        this.rpcScope = ledger.scope("RpcSerialize", phaseScope);
        this.otherActorsScope = ledger.scope("OtherReplicatedActors", phaseScope);
        this.connections = connections;
    }

    /** Runs the phase of {@code frame} from {@code startS}; returns the phase length in seconds. */
    double run(double startS, FrameLoop.Frame frame) {
        boolean measuring = frame.measured();
        double before = ledger.lapNanos();
        replication.replicateFrame(frame);
        int open = replication.openConnections();
        ledger.charge(otherActorsScope, open, open * costs.flushOtherActorsPerConnectionNs());
        long rpcs = buffer.queuedRpcs();
        ledger.charge(rpcScope, rpcs, rpcs * costs.rpcSerializePerConnectionNs());
        for (int c = 0; c < connections; c++) {
            traffic.sendWithReplication(c, replication.frameWireBytes(c), buffer.queuedBytes(c), measuring);
        }
        double lengthS = (ledger.lapNanos() - before) / 1e9;
        buffer.sendAll(startS + lengthS, links, probe);
        if (measuring) {
            serialized += replication.frameActorsSent();
            consideredPairs += replication.frameActorsConsidered();
            connectionPasses += replication.frameConnectionPasses();
        }
        return lengthS;
    }

    void frameEnded(FrameLoop.Frame frame) {
        replication.frameEnded(frame);
    }

    /** Actors the pass's gather stage looked at per open connection per frame, while measuring. */
    double consideredPerConnection() {
        return connectionPasses == 0 ? 0.0 : (double) consideredPairs / connectionPasses;
    }

    /** (actor, connection) pairs serialized while measuring. */
    long serialized() {
        return serialized;
    }
}
