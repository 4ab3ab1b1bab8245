package org.repsim.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.queueing.DeterministicDurations;
import org.repsim.engine.queueing.ExponentialDurations;
import org.repsim.engine.random.RandomStreams;

/** The benchmark must measure what it claims: a constant-size queue, one event in, one out. */
class HoldModelTest {

    @Test
    void everyStepExecutesOneEventAndKeepsThePendingCountConstant() {
        Simulator sim = new Simulator();
        HoldModel hold = new HoldModel(sim,
                new PrecomputedDurations(new ExponentialDurations(new RandomStreams(1, 0).stream("d"), 1e6), 1024));
        hold.fill(500);
        long previous = sim.now();
        for (int i = 0; i < 10_000; i++) {
            sim.step();
            assertEquals(500, sim.pendingEvents());
            assertTrue(sim.now() >= previous, "time never goes back");
            previous = sim.now();
        }
        assertEquals(10_000, sim.executedEvents());
    }

    @Test
    void precomputedRingReplaysTheSourceInOrder() {
        long[] seen = new long[6];
        int[] counter = {0};
        PrecomputedDurations ring = new PrecomputedDurations(() -> ++counter[0], 4);
        for (int i = 0; i < seen.length; i++) {
            seen[i] = ring.nextNanos();
        }
        assertEquals(4, counter[0], "drawn once, up front");
        assertEquals(java.util.List.of(1L, 2L, 3L, 4L, 1L, 2L), java.util.Arrays.stream(seen).boxed().toList());
        assertEquals(7, new DeterministicDurations(7).nextNanos());
    }
}
