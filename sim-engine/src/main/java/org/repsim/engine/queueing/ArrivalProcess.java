package org.repsim.engine.queueing;

import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;

/**
 * A renewal arrival process: arrivals separated by durations from a {@link DurationSource}
 * (exponential for Poisson arrivals), numbered 0, 1, 2, ... and handed to a listener.
 */
public final class ArrivalProcess implements EventHandler {
    /** Event kind of an arrival (folded into the fingerprint). */
    public static final int ARRIVAL = 0x51_0002;

    @FunctionalInterface
    public interface ArrivalListener {
        void arrived(int index);
    }

    private final Simulator simulator;
    private final DurationSource interarrival;
    private final ArrivalListener listener;
    private int limit;
    private int arrivals;

    public ArrivalProcess(Simulator simulator, DurationSource interarrival, ArrivalListener listener) {
        this.simulator = simulator;
        this.interarrival = interarrival;
        this.listener = listener;
    }

    /** Generates {@code count} arrivals, the first one inter-arrival time after now. */
    public void start(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("arrival count must be >= 0, was " + count);
        }
        limit = count;
        if (arrivals < limit) {
            simulator.scheduleAfter(interarrival.nextNanos(), this, ARRIVAL, 0);
        }
    }

    @Override
    public void handle(int kind, int arg) {
        int index = arrivals++;
        // Schedule the successor first: it then precedes, in insertion order, anything the
        // listener schedules for the same instant, whatever the listener does.
        if (arrivals < limit) {
            simulator.scheduleAfter(interarrival.nextNanos(), this, ARRIVAL, 0);
        }
        listener.arrived(index);
    }

    public int arrivals() {
        return arrivals;
    }
}
