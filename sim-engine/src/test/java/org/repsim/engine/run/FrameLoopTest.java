package org.repsim.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;

/** Frames as kernel events, phase order, emergent frame length and what counts as measured. */
class FrameLoopTest {
    private static final long MS = 1_000_000L;

    private static RunContext context(long warmupNanos, long durationNanos) {
        return new RunContext(new RunWindow(warmupNanos, durationNanos), new RandomStreams(3, 0));
    }

    @Test
    void eachFrameIsExactlyOneKernelEvent() {
        RunContext ctx = context(100 * MS, 1_000 * MS);
        FrameLoop loop = FrameLoop.capped(ctx, 30);
        int[] phaseRuns = new int[1];
        loop.phase(0, f -> phaseRuns[0]++).phase(1, f -> phaseRuns[0]++);
        ctx.run();
        // Frames start every ceil(1e9/30) = 33,333,334 ns; the ones starting before the end
        // (1.1 s) run: k = 0..32, since 33 x 33,333,334 = 1,100,000,022 > 1.1e9.
        assertEquals(33, loop.frames());
        assertEquals(loop.frames() + 2, ctx.simulator().executedEvents(), "frames + window start + window end");
        assertEquals(2 * loop.frames(), phaseRuns[0], "both phases ran once per frame, inside the frame event");
    }

    @Test
    void modelEventsBesideTheFramesAddExactlyThemselves() {
        RunContext ctx = context(0, 100 * MS);
        FrameLoop loop = new FrameLoop(ctx, 10 * MS);
        for (int i = 0; i < 7; i++) {
            ctx.simulator().schedule(i * 13 * MS, (kind, arg) -> { }, 40, i);
        }
        ctx.run();
        assertEquals(10, loop.frames(), "frames at 0, 10, ..., 90 ms");
        assertEquals(10 + 7 + 2, ctx.simulator().executedEvents());
    }

    @Test
    void phasesRunInAscendingOrderingWithTiesInRegistrationOrder() {
        RunContext ctx = context(0, 10 * MS);
        FrameLoop loop = new FrameLoop(ctx, 10 * MS);
        List<String> order = new ArrayList<>();
        loop.phase(5, f -> order.add("a5"));
        loop.phase(1, f -> order.add("b1"));
        loop.phase(5, f -> order.add("c5"));
        loop.phase(-3, f -> order.add("d-3"));
        loop.phase(1, f -> order.add("e1"));
        ctx.run();
        assertEquals(List.of("d-3", "b1", "e1", "a5", "c5"), order, "one frame, five phases");
    }

    @Test
    void frameLengthIsTheChargedWorkButNeverLessThanTheMinimumInterval() {
        RunContext ctx = context(0, 200 * MS);
        FrameLoop loop = new FrameLoop(ctx, 10 * MS);
        int scope = ctx.ledger().scope("work");
        // Work per frame: 3 ms, 25 ms, 10 ms, 0.4 ms + 0.3 ms in two phases, 17.6 ms.
        double[] work = {3 * MS, 25 * MS, 10 * MS, 0.4 * MS, 17.6 * MS};
        loop.phase(0, f -> ctx.ledger().charge(scope, 1, work[f.index() % work.length]));
        loop.phase(1, f -> {
            if (f.index() % work.length == 3) {
                ctx.ledger().charge(scope, 1, 0.3 * MS);
            }
        });
        List<Long> starts = new ArrayList<>();
        List<Long> lengths = new ArrayList<>();
        loop.onFrameEnd(f -> {
            starts.add(f.startNanos());
            lengths.add(f.lengthNanos());
        });
        ctx.run();
        assertEquals(List.of(10 * MS, 25 * MS, 10 * MS, 10 * MS, 17_600_000L), lengths.subList(0, 5));
        assertEquals(List.of(0L, 10 * MS, 35 * MS, 45 * MS, 55 * MS, 72_600_000L), starts.subList(0, 6),
                "each frame starts at the previous start + its length");
    }

    @Test
    void aCustomLengthRuleIsHonouredRoundedAndStillCappedBelow() {
        RunContext ctx = context(0, 100 * MS);
        FrameLoop loop = new FrameLoop(ctx, 10 * MS);
        int scope = ctx.ledger().scope("work");
        loop.phase(0, f -> ctx.ledger().charge(scope, 1, f.index() == 0 ? 2 * MS : 6 * MS));
        // e.g. work spread over two threads plus a fixed 0.7 ns hand-off: 6 ms -> 2 x 6 ms + 0.7 ns.
        loop.length((frame, charged) -> charged == 2 * MS ? charged : 2 * charged + 0.7);
        List<Long> lengths = new ArrayList<>();
        loop.onFrameEnd(f -> lengths.add(f.lengthNanos()));
        ctx.run();
        assertEquals(10 * MS, lengths.get(0), "the rule's 2 ms is below the 10 ms minimum");
        assertEquals(12 * MS + 1, lengths.get(1), "2 x 6 ms + 0.7 ns, rounded");
    }

    @Test
    void theFrameViewShowsIndexIntervalAndWorkSoFar() {
        RunContext ctx = context(0, 40 * MS);
        FrameLoop loop = new FrameLoop(ctx, 10 * MS);
        int scope = ctx.ledger().scope("work");
        List<String> seen = new ArrayList<>();
        loop.phase(0, f -> ctx.ledger().charge(scope, 1, f.index() == 1 ? 15 * MS : 1 * MS));
        loop.phase(1, f -> seen.add(f.index() + ":" + f.startNanos() + ":" + f.sinceLastNanos() + ":"
                + f.workNanos() + ":" + f.nowNanos() + ":" + f.dtSeconds()));
        ctx.run();
        assertEquals(List.of(
                "0:0:10000000:1000000.0:1000000.0:0.01",
                "1:10000000:10000000:1.5E7:2.5E7:0.01",
                "2:25000000:15000000:1000000.0:2.6E7:0.015",
                "3:35000000:10000000:1000000.0:3.6E7:0.01"), seen);
    }

    @Test
    void aFrameStartingExactlyAtTheWarmupEndIsMeasuredAndOnlyWindowFramesCount() {
        RunContext ctx = context(50 * MS, 100 * MS);
        FrameLoop loop = new FrameLoop(ctx, 10 * MS);
        int scope = ctx.ledger().scope("work");
        // Warm-up frames charge 25 ms (frames at 0 and 25 ms), so the third frame starts exactly
        // at the warm-up end (50 ms); measured frames charge nothing and last the 10 ms minimum.
        loop.phase(0, f -> {
            if (!f.measured()) {
                ctx.ledger().charge(scope, 1, 25 * MS);
            }
        });
        List<String> flags = new ArrayList<>();
        loop.onFrameEnd(f -> flags.add(f.startNanos() / MS + (f.measured() ? "m" : "w")));
        ctx.run();
        assertEquals(List.of("0w", "25w", "50m", "60m", "70m", "80m", "90m", "100m", "110m", "120m", "130m",
                "140m"), flags, "the frame at 150 ms, the window end, does not run");
        assertEquals(12, loop.frames());
        assertEquals(10, loop.measuredFrames());
        assertEquals(100 * MS, loop.measuredNanos(), "warm-up frames (25 ms each) are not in the sum");
        TimerTree t = ctx.timers();
        assertEquals("frame", t.period());
        assertEquals(10.0, t.periods(), 0.0);
        assertEquals(0, t.find("work").orElseThrow().calls(), "warm-up work is not in the timer tree");
    }

    @Test
    void withAFrameLoopTheTimerTreeIsPerMeasuredFrame() {
        RunContext ctx = context(20 * MS, 100 * MS);
        FrameLoop loop = new FrameLoop(ctx, 10 * MS);
        int scope = ctx.ledger().scope("work");
        loop.phase(0, f -> ctx.ledger().charge(scope, 3, 2 * MS));
        ctx.run();
        TimerTree t = ctx.timers();
        assertEquals(10, loop.measuredFrames());
        assertEquals(10, t.frames());
        TimerTree.Scope s = t.find("work").orElseThrow();
        assertEquals(2.0, t.inclusiveMsPerPeriod(s), 1e-12);
        assertEquals(3.0, t.callsPerPeriod(s), 1e-12);
    }

    @Test
    void cappedAt30HzNeverStartsMoreThan30FramesInAnySimulatedSecond() {
        RunContext ctx = context(0, 3_000 * MS);
        FrameLoop loop = FrameLoop.capped(ctx, 30);
        List<Long> starts = new ArrayList<>();
        loop.onFrameEnd(f -> starts.add(f.startNanos()));
        ctx.run();
        assertEquals(33_333_334L, loop.minIntervalNanos(), "1e9/30 rounded up, never down");
        assertTrue(starts.size() >= 90, "an idle server runs at the cap: " + starts.size());
        for (int i = 0; i + 30 < starts.size(); i++) {
            long span = starts.get(i + 30) - starts.get(i);
            assertTrue(span > 1_000_000_000L, "31 frames within " + span + " ns from frame " + i);
        }
        for (int second = 0; second < 3; second++) {
            long lo = second * 1_000_000_000L;
            long inSecond = starts.stream().filter(s -> s >= lo && s < lo + 1_000_000_000L).count();
            assertTrue(inSecond <= 30, inSecond + " frames in second " + second);
        }
    }

    @Test
    void anExactRateGivesExactlyThatManyFramesAndBadRatesAreRefused() {
        RunContext ctx = context(0, 1_000 * MS);
        FrameLoop loop = FrameLoop.capped(ctx, 1_000);
        ctx.run();
        assertEquals(1_000_000L, loop.minIntervalNanos());
        assertEquals(1_000, loop.frames());
        RunContext other = context(0, MS);
        assertThrows(IllegalArgumentException.class, () -> FrameLoop.capped(other, 0));
        assertThrows(IllegalArgumentException.class, () -> FrameLoop.capped(other, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new FrameLoop(other, 0));
        assertFalse(other.measuring());
    }
}
