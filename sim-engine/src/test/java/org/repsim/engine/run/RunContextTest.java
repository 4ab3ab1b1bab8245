package org.repsim.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;

/** The run context's measurement window, ledger gating and fingerprint, as its javadoc states them. */
class RunContextTest {
    private static final long WARMUP = 1_000;
    private static final long DURATION = 2_000;
    private static final long END = WARMUP + DURATION;

    /** A model event that records, when it runs, the time and whether the window was open. */
    private static final class Probe implements EventHandler {
        final RunContext ctx;
        final int scope;
        final List<String> log;

        Probe(RunContext ctx, List<String> log) {
            this.ctx = ctx;
            this.scope = ctx.ledger().scope("probe");
            this.log = log;
        }

        @Override
        public void handle(int kind, int arg) {
            log.add("event@" + ctx.simulator().now() + (ctx.measuring() ? " measuring" : " warm-up"));
            ctx.ledger().charge(scope, 1, arg);
        }
    }

    private static RunContext context() {
        return new RunContext(new RunWindow(WARMUP, DURATION), new RandomStreams(7, 0));
    }

    private static List<String> logWindow(RunContext ctx, List<String> log) {
        ctx.onMeasurement(new RunContext.MeasurementListener() {
            @Override
            public void windowStarted(long nowNanos) {
                log.add("start@" + nowNanos);
            }

            @Override
            public void windowEnded(long nowNanos) {
                log.add("end@" + nowNanos);
            }
        });
        return log;
    }

    @Test
    void windowStartRunsBeforeAModelEventScheduledAtTheWarmupInstant() {
        RunContext ctx = context();
        List<String> log = new ArrayList<>();
        Probe probe = new Probe(ctx, log);
        // Scheduled before run(), i.e. before the window events, and at the smallest priority a
        // frame may use: the window must still open first.
        ctx.simulator().schedule(WARMUP, Simulator.MIN_PRIORITY + 1, probe, 5, 10);
        ctx.simulator().schedule(WARMUP, probe, 5, 20);
        logWindow(ctx, log);
        ctx.run();
        assertEquals(List.of("start@1000", "event@1000 measuring", "event@1000 measuring", "end@3000"), log);
        assertEquals(WARMUP, ctx.windowStartNanos());
    }

    @Test
    void theLedgerAccumulatesOnlyInsideTheWindow() {
        RunContext ctx = context();
        Probe probe = new Probe(ctx, new ArrayList<>());
        ctx.simulator().schedule(0, probe, 5, 1);            // warm-up
        ctx.simulator().schedule(WARMUP - 1, probe, 5, 2);   // warm-up, last instant
        ctx.simulator().schedule(WARMUP, probe, 5, 40);      // first measured instant
        ctx.simulator().schedule(END - 1, probe, 5, 300);    // last measured instant
        ctx.simulator().schedule(END, probe, 5, 5_000);      // at the end: never runs
        ctx.run();
        assertEquals(2, ctx.ledger().calls(probe.scope));
        assertEquals(340.0, ctx.ledger().exclusiveNanos(probe.scope), 0.0);
        assertFalse(ctx.ledger().measuring(), "the ledger stops accumulating when the window ends");
    }

    @Test
    void windowEndStopsTheKernelAndAnEventExactlyAtTheEndDoesNotRun() {
        RunContext ctx = context();
        List<String> log = new ArrayList<>();
        Probe probe = new Probe(ctx, log);
        ctx.simulator().schedule(END - 1, probe, 5, 0);
        ctx.simulator().schedule(END, Simulator.MIN_PRIORITY + 1, probe, 5, 0);
        ctx.simulator().schedule(END + 10, probe, 5, 0);
        logWindow(ctx, log);
        ctx.run();
        assertEquals(List.of("start@1000", "event@2999 measuring", "end@3000"), log);
        assertEquals(END, ctx.simulator().now());
        assertFalse(ctx.measuring());
        assertEquals(2, ctx.simulator().pendingEvents(), "the events at and after the end stay pending");
        assertEquals(1 + 2, ctx.simulator().executedEvents(), "one model event and the two window events");
    }

    @Test
    void aZeroWarmupOpensTheWindowBeforeEverythingAtTimeZero() {
        RunContext ctx = new RunContext(new RunWindow(0, 100), new RandomStreams(1, 0));
        List<String> log = new ArrayList<>();
        Probe probe = new Probe(ctx, log);
        ctx.simulator().schedule(0, Simulator.MIN_PRIORITY + 1, probe, 5, 3);
        ctx.run();
        assertEquals(List.of("event@0 measuring"), log);
        assertEquals(3.0, ctx.ledger().exclusiveNanos(probe.scope), 0.0);
    }

    @Test
    void aContextRunsOnceAndHasAtMostOneFrameLoop() {
        RunContext ctx = context();
        new FrameLoop(ctx, 100);
        assertThrows(IllegalStateException.class, () -> new FrameLoop(ctx, 100));
        ctx.run();
        assertThrows(IllegalStateException.class, ctx::run);
    }

    /** A little model: draws from stream "a" and schedules itself after the drawn delay. */
    private static final class Drawer implements EventHandler {
        final RunContext ctx;
        final RandomStream stream;
        final boolean extraDraw;

        Drawer(RunContext ctx, boolean extraDraw) {
            this.ctx = ctx;
            this.stream = ctx.stream("a");
            this.extraDraw = extraDraw;
        }

        @Override
        public void handle(int kind, int arg) {
            if (extraDraw && arg == 3) {
                stream.nextDouble();
            }
            ctx.simulator().scheduleAfter(1 + stream.nextInt(100), this, kind, arg + 1);
        }
    }

    private static long fingerprint(long seed, boolean extraDraw, boolean extraEvent) {
        RunContext ctx = new RunContext(new RunWindow(100, 1_000), new RandomStreams(seed, 0));
        Drawer d = new Drawer(ctx, extraDraw);
        ctx.simulator().schedule(0, d, 9, 0);
        if (extraEvent) {
            // An event that does nothing but exist (same kind as the model's).
            ctx.simulator().schedule(500, (kind, arg) -> { }, 9, 0);
        }
        ctx.run();
        return ctx.fingerprint().value();
    }

    @Test
    void sameSeedGivesTheSameFingerprintAndAnotherSeedAnother() {
        assertEquals(fingerprint(11, false, false), fingerprint(11, false, false));
        assertNotEquals(fingerprint(11, false, false), fingerprint(12, false, false));
    }

    @Test
    void aStreamDrawAndAKernelEventEachChangeTheFingerprint() {
        long base = fingerprint(11, false, false);
        assertNotEquals(base, fingerprint(11, true, false), "one more draw");
        assertNotEquals(base, fingerprint(11, false, true), "one more event");
    }

    @Test
    void aDrawFromAContextStreamIsFoldedEvenWithoutAnyEvent() {
        RunContext ctx = context();
        long before = ctx.fingerprint().value();
        long count = ctx.fingerprint().count();
        ctx.stream("x").nextLong();
        assertNotEquals(before, ctx.fingerprint().value());
        assertEquals(count + 1, ctx.fingerprint().count());
    }

    @Test
    void withoutAFrameLoopTheTimerTreeIsPerSimulatedSecondOfTheWindow() {
        RunContext ctx = new RunContext(RunWindow.ofSeconds(1, 4), new RandomStreams(1, 0));
        Probe probe = new Probe(ctx, new ArrayList<>());
        ctx.simulator().schedule(500_000_000L, probe, 5, 1_000_000);   // warm-up: not counted
        ctx.simulator().schedule(2_000_000_000L, probe, 5, 8_000_000); // 8 ms in a 4 s window
        ctx.run();
        TimerTree t = ctx.timers();
        assertEquals("s", t.period());
        assertEquals(4.0, t.periods(), 0.0);
        TimerTree.Scope s = t.find("probe").orElseThrow();
        assertEquals(2.0, t.inclusiveMsPerPeriod(s), 1e-12, "8 ms over 4 s");
        assertEquals(0.25, t.callsPerPeriod(s), 1e-12);
    }

    /** A kernel that reschedules itself every 0.3 s of simulated time for a 3.5 s run. */
    private static RunContext ticking() {
        RunContext ctx = new RunContext(RunWindow.ofSeconds(0.5, 3.0), new RandomStreams(3, 0));
        Simulator sim = ctx.simulator();
        RandomStream draws = ctx.stream("draws");
        EventHandler tick = new EventHandler() {
            @Override
            public void handle(int kind, int arg) {
                draws.nextDouble();
                sim.scheduleAfter(300_000_000L, this, 5, arg + 1);
            }
        };
        sim.schedule(0L, tick, 5, 0);
        return ctx;
    }

    @Test
    void progressIsReportedEverySimulatedSecondAndChangesNothing() {
        List<Long> reports = new ArrayList<>();
        RunContext watched = ticking();
        RunProgress.reporting(reports::add, () -> {
            watched.run();
            return null;
        });
        assertEquals(List.of(1_000_000_000L, 2_000_000_000L, 3_000_000_000L, 3_500_000_000L), reports);
        RunContext plain = ticking();
        plain.run();
        assertEquals(plain.fingerprint().value(), watched.fingerprint().value(), "same events, draws and times");
        assertEquals(plain.simulator().executedEvents(), watched.simulator().executedEvents());
    }
}
