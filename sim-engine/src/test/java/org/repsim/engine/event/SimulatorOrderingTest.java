package org.repsim.engine.event;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.junit.jupiter.api.Test;

class SimulatorOrderingTest {

    /** Records (time, arg) of every executed event. */
    private static final class Recorder implements EventHandler {
        final Simulator sim;
        final IntArrayList args = new IntArrayList();
        final LongArrayList times = new LongArrayList();

        Recorder(Simulator sim) {
            this.sim = sim;
        }

        @Override
        public void handle(int kind, int arg) {
            args.add(arg);
            times.add(sim.now());
        }
    }

    @Test
    void simultaneousEventsRunBySmallerPriorityThenInsertionOrder() {
        Simulator sim = new Simulator();
        Recorder rec = new Recorder(sim);
        sim.schedule(100, 5, rec, 0, 0);
        sim.schedule(100, 0, rec, 0, 1);
        sim.schedule(100, 5, rec, 0, 2);
        sim.schedule(100, -3, rec, 0, 3);
        sim.schedule(100, 0, rec, 0, 4);
        sim.schedule(50, 9, rec, 0, 5); // earlier time wins over any priority
        sim.run();
        assertArrayEquals(new int[] {5, 3, 1, 4, 0, 2}, rec.args.toIntArray());
    }

    @Test
    void eventsScheduledAtTheCurrentInstantFromAHandlerRunAfterThoseAlreadyPending() {
        Simulator sim = new Simulator();
        Recorder rec = new Recorder(sim);
        EventHandler spawner = (kind, arg) -> sim.scheduleAfter(0, rec, 0, 99);
        sim.schedule(10, spawner, 0, 0);
        sim.schedule(10, rec, 0, 1);
        sim.run();
        assertArrayEquals(new int[] {1, 99}, rec.args.toIntArray());
        assertEquals(10, sim.now());
    }

    @Test
    void clockAdvancesToEachEventsTime() {
        Simulator sim = new Simulator();
        Recorder rec = new Recorder(sim);
        sim.schedule(30, rec, 0, 0);
        sim.schedule(10, rec, 0, 1);
        sim.schedule(20, rec, 0, 2);
        sim.run();
        assertArrayEquals(new long[] {10, 20, 30}, rec.times.toLongArray());
        assertArrayEquals(new int[] {1, 2, 0}, rec.args.toIntArray());
    }

    @Test
    void runUntilRunsEventsAtOrBeforeTheEndThenSetsTheClockToTheEnd() {
        Simulator sim = new Simulator();
        Recorder rec = new Recorder(sim);
        sim.schedule(10, rec, 0, 0);
        sim.schedule(20, rec, 0, 1);
        sim.schedule(21, rec, 0, 2);
        sim.runUntil(20);
        assertArrayEquals(new int[] {0, 1}, rec.args.toIntArray());
        assertEquals(20, sim.now());
        assertEquals(1, sim.pendingEvents());
        sim.runUntil(100);
        assertEquals(100, sim.now());
        assertArrayEquals(new int[] {0, 1, 2}, rec.args.toIntArray());
    }

    @Test
    void runUntilConditionChecksBeforeEachEvent() {
        Simulator sim = new Simulator();
        Recorder rec = new Recorder(sim);
        for (int i = 0; i < 10; i++) {
            sim.schedule(i * 10L, rec, 0, i);
        }
        assertTrue(sim.runUntil(() -> rec.args.size() == 4));
        assertEquals(4, rec.args.size());
        assertEquals(30, sim.now());
        assertFalse(sim.runUntil(() -> false), "queue ran dry, condition never met");
        assertEquals(10, rec.args.size());
    }

    @Test
    void stopFromAHandlerLeavesLaterEventsPendingAndKeepsTheClock() {
        Simulator sim = new Simulator();
        Recorder rec = new Recorder(sim);
        sim.schedule(10, rec, 0, 0);
        sim.schedule(20, (kind, arg) -> sim.stop(), 0, 0);
        sim.schedule(30, rec, 0, 1);
        sim.runUntil(1_000);
        assertEquals(20, sim.now(), "stopped run does not jump to the end time");
        assertEquals(1, sim.pendingEvents());
        sim.run();
        assertArrayEquals(new int[] {0, 1}, rec.args.toIntArray());
    }

    @Test
    void schedulingIntoThePastIsRejected() {
        Simulator sim = new Simulator();
        sim.runUntil(100);
        Recorder rec = new Recorder(sim);
        assertThrows(IllegalArgumentException.class, () -> sim.schedule(99, rec, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> sim.scheduleAfter(-1, rec, 0, 0));
        assertThrows(IllegalArgumentException.class,
                () -> sim.schedule(100, Simulator.MAX_PRIORITY + 1, rec, 0, 0));
    }

    @Test
    void executedEventsAreCountedAndStepRunsOneAtATime() {
        Simulator sim = new Simulator();
        Recorder rec = new Recorder(sim);
        sim.schedule(5, rec, 0, 0);
        sim.schedule(6, rec, 0, 1);
        assertTrue(sim.step());
        assertEquals(1, sim.executedEvents());
        assertEquals(5, sim.now());
        assertEquals(6, sim.nextEventTime());
        assertTrue(sim.step());
        assertFalse(sim.step());
        assertEquals(Long.MAX_VALUE, sim.nextEventTime());
    }

    @Test
    void kindAndArgReachTheHandler() {
        Simulator sim = new Simulator();
        int[] seen = new int[2];
        sim.schedule(1, (kind, arg) -> {
            seen[0] = kind;
            seen[1] = arg;
        }, 42, -7);
        sim.run();
        assertArrayEquals(new int[] {42, -7}, seen);
    }
}
