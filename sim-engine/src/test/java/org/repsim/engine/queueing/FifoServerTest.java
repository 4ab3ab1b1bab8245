package org.repsim.engine.queueing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.junit.jupiter.api.Test;
import org.repsim.engine.event.Simulator;

class FifoServerTest {
    private final Simulator sim = new Simulator();
    private final IntArrayList tags = new IntArrayList();
    private final LongArrayList waits = new LongArrayList();
    private final LongArrayList sojourns = new LongArrayList();
    private final LongArrayList completionTimes = new LongArrayList();
    private final FifoServer server = new FifoServer(sim, (tag, wait, sojourn) -> {
        tags.add(tag);
        waits.add(wait);
        sojourns.add(sojourn);
        completionTimes.add(sim.now());
    });

    @Test
    void jobsArrivingTogetherAreServedInArrivalOrderOneAtATime() {
        server.submit(5, 10);
        server.submit(3, 11);
        server.submit(2, 12);
        assertEquals(3, server.jobsInSystem());
        assertEquals(2, server.queueLength());
        sim.run();
        // Service back to back from time 0: completions at 5, 5+3, 8+2.
        assertArrayEquals(new int[] {10, 11, 12}, tags.toIntArray());
        assertArrayEquals(new long[] {5, 8, 10}, completionTimes.toLongArray());
        assertArrayEquals(new long[] {0, 5, 8}, waits.toLongArray());
        assertArrayEquals(new long[] {5, 8, 10}, sojourns.toLongArray());
        assertFalse(server.busy());
        assertEquals(10, server.busyNanos());
    }

    @Test
    void jobArrivingAtAnIdleServerDoesNotWaitAndIdleTimeIsNotBusy() {
        sim.schedule(100, (k, a) -> server.submit(7, 1), 0, 0);
        sim.schedule(104, (k, a) -> server.submit(7, 2), 0, 0); // waits 3 for job 1
        sim.schedule(200, (k, a) -> server.submit(1, 3), 0, 0); // idle again
        sim.run();
        assertArrayEquals(new long[] {0, 3, 0}, waits.toLongArray());
        assertArrayEquals(new long[] {7, 10, 1}, sojourns.toLongArray());
        assertEquals(15, server.busyNanos());
        assertEquals(3, server.completedJobs());
    }

    @Test
    void busyTimeIncludesTheJobInService() {
        server.submit(10, 1);
        sim.runUntil(4);
        assertTrue(server.busy());
        assertEquals(4, server.busyNanos());
    }

    @Test
    void queueLongerThanTheInitialBufferKeepsFifoOrder() {
        sim.schedule(0, (k, a) -> server.submit(1, 0), 0, 0);
        sim.run(); // head moves off index 0 before the queue grows, so the ring wraps
        for (int i = 1; i <= 300; i++) {
            server.submit(1, i);
            if (i == 50) {
                sim.runUntil(sim.now() + 20); // drain some: the ring's head advances
            }
        }
        sim.run();
        int[] expected = new int[301];
        for (int i = 0; i <= 300; i++) {
            expected[i] = i;
        }
        assertArrayEquals(expected, tags.toIntArray());
    }

    @Test
    void listenerMaySubmitTheNextJobOfAClosedLoop() {
        int[] left = {3};
        FifoServer[] loop = new FifoServer[1];
        loop[0] = new FifoServer(sim, (tag, wait, sojourn) -> {
            completionTimes.add(sim.now());
            if (--left[0] > 0) {
                loop[0].submit(4, tag + 1);
            }
        });
        loop[0].submit(4, 0);
        sim.run();
        assertArrayEquals(new long[] {4, 8, 12}, completionTimes.toLongArray());
    }
}
