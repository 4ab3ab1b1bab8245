package org.repsim.engine.event;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * The kernel's hot path must not allocate: once the queue has reached its working size,
 * executing and scheduling events creates no objects. Measured with the JVM's per-thread
 * allocation counter (a byte count, not a timing).
 */
class SimulatorAllocationTest {

    private static final class Hold implements EventHandler {
        final Simulator sim;
        long delay = 1;

        Hold(Simulator sim) {
            this.sim = sim;
        }

        @Override
        public void handle(int kind, int arg) {
            // A cheap deterministic "random" delay spread (LCG), so the heap really reorders.
            delay = (delay * 6364136223846793005L + 1442695040888963407L);
            sim.scheduleAfter((delay >>> 44) + 1, this, kind, arg);
        }
    }

    @Test
    void steadyStateHoldModelAllocatesNothing() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Simulator sim = new Simulator(1_000);
        Hold hold = new Hold(sim);
        for (int i = 0; i < 1_000; i++) {
            sim.scheduleAfter(i, hold, 1, i);
        }
        for (int i = 0; i < 100_000; i++) {
            sim.step();
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 1_000_000; i++) {
            sim.step();
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        // A per-event object would be >= 16 bytes x 10^6 events; allow the counter's own noise.
        assertTrue(allocated < 10_000, "allocated " + allocated + " bytes over 10^6 events");
    }
}
