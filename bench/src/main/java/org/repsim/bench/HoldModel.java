package org.repsim.bench;

import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.queueing.DurationSource;

/**
 * The classic hold model for event-list benchmarks (Vaucher &amp; Duval 1975, Jones 1986): a fixed
 * number of pending events; executing one schedules its successor at now + a random delay, so
 * the queue size stays constant and every step is one "remove earliest" plus one "insert".
 */
final class HoldModel implements EventHandler {
    private final Simulator simulator;
    private final DurationSource delays;

    HoldModel(Simulator simulator, DurationSource delays) {
        this.simulator = simulator;
        this.delays = delays;
    }

    /** Schedules the initial {@code pending} events at independent delays from time now. */
    void fill(int pending) {
        for (int i = 0; i < pending; i++) {
            simulator.scheduleAfter(delays.nextNanos(), this, 1, i);
        }
    }

    @Override
    public void handle(int kind, int arg) {
        simulator.scheduleAfter(delays.nextNanos(), this, kind, arg);
    }
}
