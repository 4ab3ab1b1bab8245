package org.repsim.models.battleroyale;

import org.repsim.engine.cost.CostLedger;

/**
 * Net Dispatch: the server processes, in arrival order, every client message that arrived before
 * the frame started. Each message costs the profile's per-message time, so message {@code i}
 * finishes {@code (i + 1) × cost} after the frame start. A movement message queues an
 * acknowledgement RPC to its sender (Unreal's client move ack); a shot queues a multicast RPC to
 * every other alive client within cull distance and is tracked for the shot-latency probe.
 * None of these RPCs leaves now: they wait in the {@link RpcSendBuffer}.
 */
final class NetDispatch {
    private final World world;
    private final RpcSendBuffer buffer;
    private final PhaseCosts costs;
    private final BattleRoyaleScenario.WireSizes wire;
    private final double cullSquared;
    private final CostLedger ledger;
    private final int movementScope;
    private final int shotScope;
    private long shotsDispatched;
    private long messagesDispatched;

    NetDispatch(World world, RpcSendBuffer buffer, PhaseCosts costs, BattleRoyaleScenario scenario,
                CostLedger ledger, int phaseScope) {
        this.world = world;
        this.buffer = buffer;
        this.costs = costs;
        this.wire = scenario.wire();
        this.cullSquared = scenario.cullDistanceM() * scenario.cullDistanceM();
        this.ledger = ledger;
        this.movementScope = ledger.scope("MovementMessage", phaseScope);
        this.shotScope = ledger.scope("ShotMessage", phaseScope);
    }

    /** Dispatches {@code messages} starting at {@code frameStartS}; returns the phase length in seconds. */
    double run(IncomingMessages messages, double frameStartS, boolean measuring) {
        double perMessageS = costs.dispatchPerMessageNs() / 1e9;
        // Movement acks are counts per connection: their order does not matter. Shots go in
        // dispatch order, each done at its position's end.
        int moves = messages.movements();
        for (int i = 0; i < moves; i++) {
            buffer.queue(messages.movementClient(i), wire.moveAckBytes());
        }
        int shots = messages.shots();
        for (int k = 0; k < shots; k++) {
            double doneS = frameStartS + (messages.shotPosition(k) + 1) * perMessageS;
            int target = queueShot(messages.shotClient(k));
            if (target >= 0) {
                buffer.trackShot(target, messages.shotSentS(k), doneS, measuring);
            }
        }
        ledger.chargeCalls(movementScope, moves, costs.dispatchPerMessageNs());
        ledger.chargeCalls(shotScope, shots, costs.dispatchPerMessageNs());
        if (measuring) {
            shotsDispatched += shots;
            messagesDispatched += moves + shots;
        }
        return messages.size() * perMessageS;
    }

    /** Queues the shot's multicast; returns the nearest other alive player (the target), or -1. */
    private int queueShot(int shooter) {
        int nearest = -1;
        double nearestSquared = Double.POSITIVE_INFINITY;
        int alive = world.aliveCount();
        for (int k = 0; k < alive; k++) {
            int other = world.aliveId(k);
            if (other == shooter) {
                continue;
            }
            double d2 = world.distanceSquared(shooter, other);
            if (d2 <= cullSquared) {
                buffer.queue(other, wire.shotRpcBytes());
            }
            if (d2 < nearestSquared) {
                nearestSquared = d2;
                nearest = other;
            }
        }
        // A target beyond cull distance never hears of the shot: no latency sample.
        return nearestSquared <= cullSquared ? nearest : -1;
    }

    long shotsDispatched() {
        return shotsDispatched;
    }

    long messagesDispatched() {
        return messagesDispatched;
    }
}
