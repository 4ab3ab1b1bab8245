package org.repsim.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.random.RandomStreams;

/**
 * A frame is on every model's hot path: running one (its event, its phases, the length rule and
 * the end listeners) must create no objects. Measured like {@code SimulatorAllocationTest}, with
 * the JVM's per-thread allocation counter (bytes, not time).
 */
class FrameLoopAllocationTest {
    private static final int FRAMES = 1_000_000;
    private static final long INTERVAL = 1_000_000L;

    /** Charges a varying amount in two phases, uses a length rule and an end listener. */
    private static FrameLoop busyLoop(RunContext ctx) {
        CostLedger ledger = ctx.ledger();
        int a = ledger.scope("a");
        int b = ledger.scope("b", a);
        long[] ended = new long[1];
        return new FrameLoop(ctx, INTERVAL)
                .phase(2, f -> ledger.charge(b, 1, (f.index() & 7) * 300_000.0))
                .phase(1, f -> ledger.chargeCalls(a, 2, f.measured() ? 200_000.0 : 100_000.0))
                .length((f, charged) -> charged * 1.5)
                .onFrameEnd(f -> ended[0] += f.lengthNanos());
    }

    private static FrameLoop run() {
        // A window of a million minimum intervals; frames whose 1.5 x charged work exceeds the
        // minimum are longer, so somewhat fewer frames than that run (about 450,000).
        RunContext ctx = new RunContext(new RunWindow(0, FRAMES * INTERVAL), new RandomStreams(5, 0));
        FrameLoop loop = busyLoop(ctx);
        ctx.run();
        return loop;
    }

    @Test
    void runningFramesAllocatesNothing() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        run(); // let the JIT compile the frame path
        RunContext ctx = new RunContext(new RunWindow(0, FRAMES * INTERVAL), new RandomStreams(5, 0));
        FrameLoop loop = busyLoop(ctx);
        long before = threads.getCurrentThreadAllocatedBytes();
        ctx.run();
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(loop.frames() > 400_000, "frames run: " + loop.frames());
        assertEquals(loop.frames(), loop.measuredFrames());
        // A per-frame object would be >= 16 bytes x 4 x 10^5 frames; allow the counter's own noise.
        assertTrue(allocated < 10_000, "allocated " + allocated + " bytes over " + loop.frames() + " frames");
    }
}
