package org.repsim.models.battleroyale;

import org.repsim.engine.cost.CostLedger;

/**
 * Net Send Flush, the phase the diary added before Simulate: it sends whatever RPCs are already
 * queued and does no actor replication. Its cost is one send per connection with data plus the
 * serialization of each queued RPC for its connection. When it is off, the queued RPCs wait for
 * Net Flush.
 */
final class NetSendFlush {
    private final RpcSendBuffer buffer;
    private final PhaseCosts costs;
    private final ConnectionTraffic traffic;
    private final ClientLinks links;
    private final ShotLatencyProbe probe;
    private final CostLedger ledger;
    private final int sendScope;
    private final int rpcScope;

    NetSendFlush(RpcSendBuffer buffer, PhaseCosts costs, ConnectionTraffic traffic, ClientLinks links,
                 ShotLatencyProbe probe, CostLedger ledger, int phaseScope) {
        this.buffer = buffer;
        this.costs = costs;
        this.traffic = traffic;
        this.links = links;
        this.probe = probe;
        this.ledger = ledger;
        this.sendScope = ledger.scope("ConnectionSend", phaseScope);
        this.rpcScope = ledger.scope("RpcSerialize", phaseScope);
    }

    /** Sends the queued RPCs starting at {@code startS}; returns the phase length in seconds. */
    double run(double startS, World world, boolean measuring) {
        int connections = buffer.connectionsWithData();
        long rpcs = buffer.queuedRpcs();
        double sendNs = connections * costs.sendFlushPerConnectionNs();
        double rpcNs = rpcs * costs.rpcSerializePerConnectionNs();
        ledger.charge(sendScope, connections, sendNs);
        ledger.charge(rpcScope, rpcs, rpcNs);
        double lengthS = (sendNs + rpcNs) / 1e9;
        for (int c = 0; c < world.players; c++) {
            traffic.send(c, buffer.queuedBytes(c), measuring);
        }
        // The packets leave when the phase's work is done.
        buffer.sendAll(startS + lengthS, links, probe);
        return lengthS;
    }
}
