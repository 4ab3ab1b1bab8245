package org.repsim.models.battleroyale;

import org.repsim.engine.cost.CostLedger;

/**
 * One server frame, phase by phase, in the diary's order: Net Dispatch, (Net Send Flush),
 * Simulate, Net Flush. Each phase starts when the previous one's simulated work ends, so the
 * frame's length is the sum of the work charged to the ledger; the caller turns that into the
 * next frame's start (never sooner than 1/max tick rate).
 *
 * <p>Deaths are applied at frame start (a dead player's connection sends and receives nothing
 * more); players move during Simulate by the time elapsed since the previous frame started.
 */
final class FramePhases {
    /** Lengths in seconds of the phases of the last frame run. */
    record PhaseTimes(double dispatchS, double sendFlushS, double simulateS, double flushS) {
        double totalS() {
            return dispatchS + sendFlushS + simulateS + flushS;
        }
    }

    private final World world;
    private final AlivePopulation population;
    private final PlayerMovement movement;
    private final OtherActors others;
    private final ClientUplink uplink;
    private final IncomingMessages incoming = new IncomingMessages();
    private final NetDispatch dispatch;
    private final NetSendFlush sendFlush;
    private final NetFlush flush;
    private final BattleRoyaleCostProfile costs;
    private final CostLedger ledger;
    private final int simulateScope;

    FramePhases(World world, AlivePopulation population, PlayerMovement movement, OtherActors others,
                ClientUplink uplink, NetDispatch dispatch, NetSendFlush sendFlushOrNull, NetFlush flush,
                BattleRoyaleCostProfile costs, CostLedger ledger, int simulateScope) {
        this.world = world;
        this.population = population;
        this.movement = movement;
        this.others = others;
        this.uplink = uplink;
        this.dispatch = dispatch;
        this.sendFlush = sendFlushOrNull;
        this.flush = flush;
        this.costs = costs;
        this.ledger = ledger;
        this.simulateScope = simulateScope;
    }

    /** Runs frame number {@code frame} starting at {@code startNanos}, {@code sinceLastNanos} after the previous one. */
    PhaseTimes run(long startNanos, long sinceLastNanos, int frame, boolean measuring) {
        double startS = startNanos / 1e9;
        double sinceLastS = sinceLastNanos / 1e9;
        ledger.beginFrame();
        population.update(world, startS);
        uplink.collectArrived(startS, incoming);
        double t = startS;

        double dispatchS = dispatch.run(incoming, t, measuring);
        t += dispatchS;

        double sendFlushS = sendFlush == null ? 0.0 : sendFlush.run(t, world, measuring);
        t += sendFlushS;

        movement.advance(world, sinceLastS, startS);
        others.change(sinceLastS);
        double simulateNs = costs.simulateBaseNs() + world.aliveCount() * costs.simulatePerAliveCharacterNs();
        ledger.charge(simulateScope, 1, simulateNs);
        double simulateS = simulateNs / 1e9;
        t += simulateS;

        double flushS = flush.run(t, startNanos, sinceLastS, frame, measuring);
        ledger.endFrame();
        return new PhaseTimes(dispatchS, sendFlushS, simulateS, flushS);
    }

    /** The frame (work plus any wait for the tick-rate cap) ends at {@code endNanos}. */
    void frameEnded(int frame, long endNanos) {
        flush.frameEnded(frame, endNanos);
    }
}
