package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.room.server.EventLoop;
import org.repsim.models.room.transport.TransportMode;

/**
 * The event loop's turns: a job at an idle core wakes the loop, the jobs that become ready
 * while it is busy share the next poll, and timers due in the same millisecond share one turn.
 */
class RoomEventLoopTest {
    private static final RunWindow SHORT = RunWindow.ofSeconds(2, 4);

    @Test
    void aJobAtAnIdleCoreWakesTheLoopEveryTime() {
        EventLoop loop = new EventLoop();
        assertTrue(loop.ready(0));
        loop.submitted(0, 10);
        assertTrue(loop.ready(10), "the core finished at 10: asleep again");
        loop.submitted(10, 10);
        assertTrue(loop.ready(50));
        loop.submitted(50, 10);
    }

    @Test
    void jobsThatArriveWhileTheCoreIsBusyShareTheNextPoll() {
        EventLoop loop = new EventLoop();
        assertTrue(loop.ready(0));
        loop.submitted(0, 100); // busy until 100: the loop polls again then
        assertTrue(loop.ready(10), "the first job for the next poll makes that poll find work");
        loop.submitted(10, 5);
        assertFalse(loop.ready(20), "the second one is taken by the same poll");
        loop.submitted(20, 5);
        // the poll at 100 took both; they run until 110, when the loop polls again
        assertTrue(loop.ready(105), "ready after that poll: the next poll is a turn of its own");
        loop.submitted(105, 5);
        assertFalse(loop.ready(108));
        loop.submitted(108, 5);
        assertTrue(loop.ready(111), "the poll at 110 took the two, which run until 120");
        loop.submitted(111, 5);
        assertTrue(loop.ready(500), "idle again");
    }

    @Test
    void jobsReadyAtTheInstantOfAPollShareIt() {
        EventLoop loop = new EventLoop();
        assertTrue(loop.ready(0));
        loop.submitted(0, 10);
        assertFalse(loop.ready(0), "due at the same instant (two timers of one millisecond): one wake-up");
        loop.submitted(0, 10);
        assertTrue(loop.ready(5));
        loop.submitted(5, 10);
        // that poll happens at 20, when the two jobs of instant 0 are done
        assertFalse(loop.ready(20), "ready at the poll's instant: taken by it");
        loop.submitted(20, 10);
        assertTrue(loop.ready(31), "the poll at 20 took two jobs, done at 40: the next poll is a turn");
        loop.submitted(31, 1);
    }

    private static double calls(TimerTree t, String scope) {
        return t.find(scope).orElseThrow().calls();
    }

    /** Every job is a received message or a timer: the calls of those two scopes. */
    private static double jobs(TimerTree t) {
        return calls(t, "receive") + calls(t, "timer");
    }

    @Test
    void underLoadFewerJobsPayForATurn() {
        RoomScenario s = RoomScenario.defaults(120, TransportMode.OLD);
        RunOutput light = RoomModel.run(s, RoomCosts.shipped("room-node-ws"), SHORT, new RandomStreams(5, 0));
        // the same load on a server 50x slower: the core is busy most of the time
        RunOutput heavy = RoomModel.run(s, RoomModelTest.slower(50), SHORT, new RandomStreams(5, 0));
        assertTrue(light.metrics().get("cpu_pct") < 5 && heavy.metrics().get("cpu_pct") > 50,
                light.metrics().get("cpu_pct") + " / " + heavy.metrics().get("cpu_pct"));
        double lightTurnsPerJob = calls(light.timers(), "loop_turn") / jobs(light.timers());
        double heavyTurnsPerJob = calls(heavy.timers(), "loop_turn") / jobs(heavy.timers());
        // an arrival pays unless a job it can join already waits for the next poll
        assertTrue(lightTurnsPerJob > 0.97, "at an idle core nearly every job wakes the loop: " + lightTurnsPerJob);
        assertTrue(heavyTurnsPerJob < 0.9, "a busy loop picks several ready jobs up per poll: " + heavyTurnsPerJob);
    }

    @Test
    void roomsWhoseTicksFallInTheSameMillisecondShareOneTurn() {
        // 200 rooms at 20 Hz: 4,000 ticks a second on 1,000 milliseconds
        RunOutput out = RoomModel.run(RoomScenario.defaults(1200, TransportMode.NEW), RoomCosts.shipped("room-node-ws"),
                SHORT, new RandomStreams(7, 0));
        TimerTree t = out.timers();
        double ticksPerS = calls(t, "flush") / t.periods();
        assertEquals(4000, ticksPerS, 1, "every room ticks 20 times a second");
        double tickTurnsPerS = (calls(t, "loop_turn") - calls(t, "receive")) / t.periods();
        // one wake-up per millisecond with a tick at most (receives pay at most one each; a few
        // game-end timers add theirs): on random phases nearly every tick would be a turn
        assertTrue(tickTurnsPerS < 1100, "ticks of one millisecond run in one timer phase: " + tickTurnsPerS
                + " turns/s for " + ticksPerS + " ticks/s");
    }
}
