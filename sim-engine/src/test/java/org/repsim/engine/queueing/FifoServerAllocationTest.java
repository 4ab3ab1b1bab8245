package org.repsim.engine.queueing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import org.repsim.engine.event.Simulator;

/**
 * "A CPU with a queue" sits on models' hot paths: once its ring buffer has grown to the longest
 * queue seen, submitting and completing jobs allocates nothing (per-thread allocation counter,
 * a byte count, not a timing).
 */
class FifoServerAllocationTest {

    @Test
    void steadyStateJobsAllocateNothing() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Simulator sim = new Simulator();
        long[] completed = {0};
        FifoServer server = new FifoServer(sim, (tag, wait, sojourn) -> completed[0]++);
        // A burst of 8 jobs every 100 ns, each needing 10 ns: the queue drains between bursts.
        ArrivalProcess bursts = new ArrivalProcess(sim, new DeterministicDurations(100), index -> {
            for (int j = 0; j < 8; j++) {
                server.submit(10, index * 8 + j);
            }
        });
        bursts.start(200_000);
        sim.runUntil(100L * 20_000); // warm-up: buffers grown, code compiled
        long before = threads.getCurrentThreadAllocatedBytes();
        sim.run();
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(8L * 200_000, completed[0]);
        assertTrue(allocated < 10_000, "allocated " + allocated + " bytes over 1.44 million jobs");
    }
}
