package org.repsim.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CostLedgerTest {

    @Test
    void inclusiveTimeIsOwnTimePlusAllDescendantsAtEveryLevel() {
        CostLedger ledger = new CostLedger();
        int frame = ledger.scope("frame");
        int replicate = ledger.scope("replicate", frame);
        int compare = ledger.scope("compare", replicate);
        int serialize = ledger.scope("serialize", replicate);
        int net = ledger.scope("net", frame);
        ledger.setMeasuring(true);

        ledger.count(frame, 1);               // pure wrapper: calls, no own time
        ledger.charge(replicate, 1, 10);      // replicate's own bookkeeping
        ledger.chargeCalls(compare, 4, 5);    // 4 calls x 5 ns = 20
        ledger.charge(serialize, 2, 30);
        ledger.charge(net, 3, 7);

        TimerTree tree = ledger.snapshot();
        TimerTree.Scope f = tree.find("frame").orElseThrow();
        TimerTree.Scope r = tree.find("frame/replicate").orElseThrow();
        TimerTree.Scope c = tree.find("frame/replicate/compare").orElseThrow();
        // Leaves: inclusive == exclusive.
        assertEquals(20, c.inclusiveNanos(), 1e-12);
        assertEquals(20, c.exclusiveNanos(), 1e-12);
        assertEquals(4, c.calls());
        // replicate = 10 own + 20 compare + 30 serialize.
        assertEquals(10, r.exclusiveNanos(), 1e-12);
        assertEquals(60, r.inclusiveNanos(), 1e-12);
        // frame = 0 own + 60 replicate + 7 net.
        assertEquals(0, f.exclusiveNanos(), 1e-12);
        assertEquals(67, f.inclusiveNanos(), 1e-12);
        assertEquals(1, f.calls());
        assertEquals("frame/replicate", c.parentPath());
        assertEquals("", f.parentPath());
        assertEquals(67, ledger.frameNanos(), 1e-12, "everything charged this frame");
    }

    @Test
    void warmUpIsExcludedFromTotalsButStillTimesTheFrame() {
        CostLedger ledger = new CostLedger();
        int work = ledger.scope("work");

        ledger.beginFrame();
        ledger.charge(work, 1, 100); // warm-up frame
        assertEquals(100, ledger.endFrame(), 1e-12, "warm-up frames still have a length");

        ledger.setMeasuring(true);
        for (int i = 0; i < 4; i++) {
            ledger.beginFrame();
            ledger.charge(work, 2, 8);
            assertEquals(8, ledger.endFrame(), 1e-12, "frame counter restarts each frame");
        }
        ledger.setMeasuring(false);
        ledger.charge(work, 1, 1000); // after the window

        TimerTree tree = ledger.snapshot();
        TimerTree.Scope s = tree.find("work").orElseThrow();
        assertEquals(4, tree.frames());
        assertEquals(8, s.calls());
        assertEquals(32, s.exclusiveNanos(), 1e-12);
        assertEquals(2.0, tree.callsPerFrame(s), 1e-12);
        assertEquals(8e-6, tree.inclusiveMsPerFrame(s), 1e-15);
        assertEquals(8e-6, tree.exclusiveMsPerFrame(s), 1e-15);
    }

    @Test
    void scopesAreFoundByPathNotJustByName() {
        CostLedger ledger = new CostLedger();
        int a = ledger.scope("a");
        int b = ledger.scope("b");
        int aX = ledger.scope("x", a);
        assertEquals(aX, ledger.scope("x", a));
        assertNotEquals(aX, ledger.scope("x", b));
        assertThrows(IllegalArgumentException.class, () -> ledger.scope("bad/name"));
        assertThrows(IllegalArgumentException.class, () -> ledger.scope("y", 99));
    }

    @Test
    void emptyWindowGivesZeroPerFrameFigures() {
        CostLedger ledger = new CostLedger();
        ledger.scope("idle");
        TimerTree tree = ledger.snapshot();
        assertEquals(0.0, tree.callsPerFrame(tree.scopes().get(0)));
    }
}
