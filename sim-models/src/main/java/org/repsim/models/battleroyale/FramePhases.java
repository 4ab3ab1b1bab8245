package org.repsim.models.battleroyale;

import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.run.FrameLoop;

/**
 * One server frame's phases, in the diary's order, as phases of the run's {@link FrameLoop}: Net
 * Dispatch, (Net Send Flush), Simulate, Net Flush. Each phase starts when the previous one's
 * simulated work ends, so the frame's length is the work charged to the ledger (never less than
 * 1/max tick rate: the loop's minimum interval).
 *
 * <p>Deaths are applied at frame start (a dead player's connection sends and receives nothing
 * more); players move during Simulate by the time elapsed since the previous frame started.
 */
final class FramePhases {
    static final int NET_DISPATCH = 100;
    static final int NET_SEND_FLUSH = 200;
    static final int SIMULATE = 300;
    static final int NET_FLUSH = 400;

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
    private final PhaseCosts costs;
    private final CostLedger ledger;
    private final int simulateScope;
    /** Time the current phase starts, seconds: frame start + the previous phases' lengths. */
    private double t;
    private double dispatchS;
    private double sendFlushS;
    private double simulateS;
    private double flushS;

    FramePhases(World world, AlivePopulation population, PlayerMovement movement, OtherActors others,
                ClientUplink uplink, NetDispatch dispatch, NetSendFlush sendFlushOrNull, NetFlush flush,
                PhaseCosts costs, CostLedger ledger, int simulateScope) {
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

    /** Registers the phases on the loop (Net Send Flush only when the scenario has it). */
    void register(FrameLoop loop) {
        loop.phase(NET_DISPATCH, this::netDispatch);
        if (sendFlush != null) {
            loop.phase(NET_SEND_FLUSH, this::netSendFlush);
        }
        loop.phase(SIMULATE, this::simulate).phase(NET_FLUSH, this::netFlush);
    }

    private void netDispatch(FrameLoop.Frame f) {
        double startS = f.startNanos() / 1e9;
        sendFlushS = 0.0;
        population.update(world, startS);
        uplink.collectArrived(startS, incoming);
        dispatchS = dispatch.run(incoming, startS, f.measured());
        t = startS + dispatchS;
    }

    private void netSendFlush(FrameLoop.Frame f) {
        sendFlushS = sendFlush.run(t, world, f.measured());
        t += sendFlushS;
    }

    private void simulate(FrameLoop.Frame f) {
        double sinceLastS = f.sinceLastNanos() / 1e9;
        movement.advance(world, sinceLastS, f.startNanos() / 1e9);
        others.change(sinceLastS);
        double simulateNs = costs.simulateBaseNs() + world.aliveCount() * costs.simulatePerAliveCharacterNs();
        ledger.charge(simulateScope, 1, simulateNs);
        simulateS = simulateNs / 1e9;
        t += simulateS;
    }

    private void netFlush(FrameLoop.Frame f) {
        flushS = flush.run(t, f);
    }

    /** The last frame's phase lengths (valid in a frame-end listener). */
    PhaseTimes times() {
        return new PhaseTimes(dispatchS, sendFlushS, simulateS, flushS);
    }

    /** The frame (work plus any wait for the tick-rate cap) has ended. */
    void frameEnded(FrameLoop.Frame f) {
        flush.frameEnded(f);
    }
}
