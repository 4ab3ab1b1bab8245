package org.repsim.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
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

        TimerTree tree = ledger.snapshot(1, 0.0);
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
        assertEquals(67, ledger.lapNanos(), 1e-12, "everything charged since the lap began");
    }

    @Test
    void warmUpIsExcludedFromTotalsButTheLapStillTimesTheWork() {
        CostLedger ledger = new CostLedger();
        int work = ledger.scope("work");

        ledger.resetLap();
        ledger.charge(work, 1, 100); // warm-up
        assertEquals(100, ledger.lapNanos(), 1e-12, "warm-up work still has a length");

        ledger.setMeasuring(true);
        for (int i = 0; i < 4; i++) {
            ledger.resetLap();
            ledger.charge(work, 2, 8);
            assertEquals(8, ledger.lapNanos(), 1e-12, "the lap restarts at each reset");
        }
        ledger.setMeasuring(false);
        ledger.charge(work, 1, 1000); // after the window

        TimerTree tree = ledger.snapshot(4, 0.5);
        TimerTree.Scope s = tree.find("work").orElseThrow();
        assertEquals(4, tree.frames());
        assertEquals(0.5, tree.windowSeconds());
        assertEquals(8, s.calls());
        assertEquals(32, s.exclusiveNanos(), 1e-12);
        assertEquals(2.0, tree.callsPerFrame(s), 1e-12);
        assertEquals(8e-6, tree.inclusiveMsPerFrame(s), 1e-15);
        assertEquals(8e-6, tree.exclusiveMsPerFrame(s), 1e-15);
        assertEquals(8, ledger.calls(work), "calls(scope) is the measured total");
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
        TimerTree tree = ledger.snapshot(0, 0.0);
        assertEquals(0.0, tree.callsPerFrame(tree.scopes().get(0)));
        assertEquals(0.0, tree.callsPerPeriod(tree.scopes().get(0)));
    }

    @Test
    void aCounterChargedOnlyInWarmUpCountsNothingInTheWindowYetIsChargedInTheRun() {
        CostLedger ledger = new CostLedger();
        int frame = ledger.scope("frame");
        int open = ledger.operation(frame, new CostKey("open_us", "us", "opening"));
        int idle = ledger.operation(frame, new CostKey("idle_us", "us", "never"));
        int work = ledger.operation(frame, new CostKey("work_us", "us", "work"));
        ledger.countOperations(open, 3);       // warm-up
        ledger.countOperations(idle, 0);
        ledger.setMeasuring(true);
        ledger.countOperations(work, 2);
        ledger.countOperations(idle, 0);
        TimerTree tree = ledger.snapshot(1, 1.0);
        assertEquals(new TimerTree.Operations("frame", "open_us", 0, true), tree.operations().get(0));
        assertEquals(new TimerTree.Operations("frame", "idle_us", 0, false), tree.operations().get(1));
        assertEquals(new TimerTree.Operations("frame", "work_us", 2, true), tree.operations().get(2));
    }

    @Test
    void aPriceChargesCountTimesItsUnitInNanosAndCountsExactlyThoseOperations() {
        CostKey send = new CostKey("send_us", "us", "sending");
        CostKey open = new CostKey("open_ms", "ms", "opening");
        CostProfile profile = CostProfile.of("test", new CostKeySet("test", List.of(send, open)),
                Map.of("send_us", 0.25, "open_ms", 2.0), "assumption: test");
        CostLedger ledger = new CostLedger();
        int frame = ledger.scope("frame");
        Price sending = ledger.price(frame, send, profile);
        Price opening = ledger.price(frame, open, profile);
        ledger.setMeasuring(true);
        ledger.charge(frame, 1, sending.of(4) + opening.of(1));
        ledger.charge(frame, 1, ledger.price(frame, send, profile).of(2));
        TimerTree tree = ledger.snapshot(2, 1.0);
        // The profile's units converted to nanoseconds: 0.25 us and 2 ms.
        assertEquals(4 * 250.0 + 2e6 + 2 * 250.0, tree.find("frame").orElseThrow().exclusiveNanos(), 0.0);
        assertEquals(new TimerTree.Operations("frame", "send_us", 6, true), tree.operations().get(0));
        assertEquals(new TimerTree.Operations("frame", "open_ms", 1, true), tree.operations().get(1));
        assertEquals(2, tree.operations().size(), "a key priced twice in one scope shares one counter");
    }
}
