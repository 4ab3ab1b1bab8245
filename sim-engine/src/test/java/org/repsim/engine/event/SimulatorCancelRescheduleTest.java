package org.repsim.engine.event;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import org.junit.jupiter.api.Test;

class SimulatorCancelRescheduleTest {

    private final Simulator sim = new Simulator();
    private final IntArrayList ran = new IntArrayList();
    private final EventHandler recorder = (kind, arg) -> ran.add(arg);

    @Test
    void cancelledEventNeverRunsAndOthersDo() {
        int a = sim.schedule(10, recorder, 0, 1);
        int b = sim.schedule(20, recorder, 0, 2);
        sim.schedule(30, recorder, 0, 3);
        assertTrue(sim.cancel(b));
        assertFalse(sim.isPending(b));
        assertTrue(sim.isPending(a));
        assertEquals(2, sim.pendingEvents());
        sim.run();
        assertArrayEquals(new int[] {1, 3}, ran.toIntArray());
    }

    @Test
    void cancellingTwiceOrAfterTheEventRanReturnsFalse() {
        int a = sim.schedule(10, recorder, 0, 1);
        int b = sim.schedule(20, recorder, 0, 2);
        assertTrue(sim.cancel(a));
        assertFalse(sim.cancel(a));
        sim.run();
        assertFalse(sim.cancel(b), "b already ran");
        assertFalse(sim.cancel(Simulator.NO_EVENT));
    }

    @Test
    void staleHandleDoesNotCancelTheEventThatReusedItsSlot() {
        int old = sim.schedule(10, recorder, 0, 1);
        sim.run();
        int reused = sim.schedule(20, recorder, 0, 2);
        // Same slot (the free list hands it back) but a new generation.
        assertEquals(old & EventQueue.SLOT_MASK, reused & EventQueue.SLOT_MASK);
        assertFalse(sim.cancel(old));
        assertTrue(sim.isPending(reused));
        sim.run();
        assertArrayEquals(new int[] {1, 2}, ran.toIntArray());
    }

    @Test
    void rescheduleMovesAnEventEarlierAndLaterKeepingItsHandle() {
        int a = sim.schedule(10, recorder, 0, 1);
        int b = sim.schedule(20, recorder, 0, 2);
        int c = sim.schedule(30, recorder, 0, 3);
        assertTrue(sim.reschedule(c, 5));
        assertTrue(sim.reschedule(a, 25));
        assertEquals(25, sim.timeOf(a));
        assertEquals(5, sim.timeOf(c));
        assertTrue(sim.isPending(b));
        sim.run();
        assertArrayEquals(new int[] {3, 2, 1}, ran.toIntArray());
    }

    @Test
    void rescheduledEventRunsAfterEventsAlreadyScheduledAtTheNewTime() {
        int a = sim.schedule(10, recorder, 0, 1);
        sim.schedule(50, recorder, 0, 2);
        sim.schedule(50, recorder, 0, 3);
        sim.reschedule(a, 50);
        sim.run();
        assertArrayEquals(new int[] {2, 3, 1}, ran.toIntArray());
    }

    @Test
    void rescheduleKeepsThePriority() {
        int a = sim.schedule(10, -1, recorder, 0, 1);
        sim.schedule(50, recorder, 0, 2);
        sim.reschedule(a, 50);
        sim.run();
        assertArrayEquals(new int[] {1, 2}, ran.toIntArray(), "priority -1 still beats 0 at the new time");
    }

    @Test
    void rescheduleOfAFinishedEventReturnsFalseAndThePastIsRejected() {
        int a = sim.schedule(10, recorder, 0, 1);
        sim.run();
        assertFalse(sim.reschedule(a, 20));
        int b = sim.schedule(20, recorder, 0, 2);
        assertThrows(IllegalArgumentException.class, () -> sim.reschedule(b, 5));
        assertThrows(IllegalArgumentException.class, () -> sim.timeOf(a));
    }

    @Test
    void handlerCanCancelAnotherEventAtTheSameInstant() {
        int[] victim = new int[1];
        sim.schedule(10, (kind, arg) -> sim.cancel(victim[0]), 0, 0);
        victim[0] = sim.schedule(10, recorder, 0, 1);
        sim.run();
        assertTrue(ran.isEmpty());
    }
}
