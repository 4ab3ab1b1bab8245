package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.server.UnitCosts;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TransportMode;

/**
 * What the server pays around the encoder, each priced apart: a socket write per frame unless
 * the socket is corked for the job, young-generation GC in proportion to the bytes a receive and
 * a send allocate, and a timer callback for every tick and game end.
 */
class RoomSendCostTest {
    private static final Upstream UP = new Upstream();
    private static final double WRITE_NS = 3_000;
    private static final double GC_NS_PER_BYTE = 0.5;
    private static final double SEND_HEAP = 400;
    private static final double RECEIVE_HEAP = 500;
    private static final double TIMER_NS = 700;

    /** Only the socket write costs. */
    private static UnitCosts writesOnly() {
        return new UnitCosts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, WRITE_NS, 0, 0, 0, 0);
    }

    /** Only GC costs: the time of a job is the GC of what it allocated. */
    private static UnitCosts gcOnly() {
        return new UnitCosts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, GC_NS_PER_BYTE, SEND_HEAP, RECEIVE_HEAP);
    }

    private static UnitCosts timersOnly() {
        return new UnitCosts(0, 0, 0, 0, TIMER_NS, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    private static ServerCpu cpu(UnitCosts costs, boolean cork) {
        CostLedger ledger = new CostLedger();
        ledger.setMeasuring(true);
        return new ServerCpu(costs, ledger, cork);
    }

    /** Six seats joined, each join its own job; the CPU of those jobs is discarded. */
    private static RoomHarness joined(TransportMode mode, ServerCpu cpu) {
        RoomHarness h = new RoomHarness(mode, 6, 3, cpu);
        for (int c = 0; c < 6; c++) {
            h.server.join(c, UP.join());
            cpu.takeJobNanos();
        }
        h.flushAll();
        cpu.takeJobNanos();
        return h;
    }

    @Test
    void framesToOneSocketInOneJobShareAWriteOnlyWhenTheSocketIsCorked() {
        for (boolean cork : new boolean[] {false, true}) {
            ServerCpu cpu = cpu(writesOnly(), cork);
            RoomHarness h = joined(TransportMode.OLD, cpu);
            int framesBefore = h.frames.size();
            long writesBefore = cpu.socketWrites();
            h.server.chat(1, UP.chat("hi"), 0); // the chat event, then the changed state, to every seat
            int frames = h.frames.size() - framesBefore;
            long writes = cpu.socketWrites() - writesBefore;
            assertEquals(12, frames, "old: one frame per message, two messages per seat");
            assertEquals(cork ? 6 : 12, writes, cork ? "corked: one write per socket per job" : "ws: a write per frame");
            assertEquals(writes * WRITE_NS, cpu.takeJobNanos(), 1e-6, "each write is charged, and only writes");
            // the next job's frames to the same sockets are writes of their own
            h.server.react(2, UP.react("x"), 0);
            assertEquals(6, cpu.socketWrites() - writesBefore - writes, "a new job writes again");
        }
    }

    @Test
    void corkingChangesNothingForABatchingServerWhichSendsOneFramePerSocketPerTick() {
        RunWindow w = RunWindow.ofSeconds(2, 4);
        RoomScenario s = RoomScenario.defaults(120, TransportMode.NEW);
        RunOutput plain = RoomModel.run(s, RoomCosts.shipped("room-node-ws"), w, new RandomStreams(8, 0));
        RunOutput corked = RoomModel.run(s.withCorkedSockets(true), RoomCosts.shipped("room-node-ws"), w,
                new RandomStreams(8, 0));
        assertEquals(plain.metrics(), corked.metrics());
        assertEquals(plain.fingerprint(), corked.fingerprint());
        // while the old transport's events and states to one socket in one job do share writes
        RoomScenario old = RoomScenario.defaults(120, TransportMode.OLD);
        RunOutput oldPlain = RoomModel.run(old, RoomCosts.shipped("room-node-ws"), w, new RandomStreams(8, 0));
        RunOutput oldCorked = RoomModel.run(old.withCorkedSockets(true), RoomCosts.shipped("room-node-ws"), w,
                new RandomStreams(8, 0));
        double frames = oldPlain.metrics().get("frames_per_s");
        assertEquals(frames, oldPlain.metrics().get("socket_writes_per_s"), frames * 0.01, "uncorked: a write per frame");
        assertTrue(oldCorked.metrics().get("socket_writes_per_s") < 0.95 * oldCorked.metrics().get("frames_per_s"),
                "corked: " + oldCorked.metrics().get("socket_writes_per_s") + " writes/s for "
                        + oldCorked.metrics().get("frames_per_s") + " frames/s");
        assertTrue(oldCorked.metrics().get("cpu_pct") < oldPlain.metrics().get("cpu_pct"));
    }

    @Test
    void aReceivedMessageAddsGcInProportionToItsBytes() {
        ServerCpu cpu = cpu(gcOnly(), false);
        cpu.receive(100);
        double small = cpu.takeJobNanos();
        cpu.receive(1_100);
        double large = cpu.takeJobNanos();
        assertEquals((RECEIVE_HEAP + 100) * GC_NS_PER_BYTE, small, 1);
        assertEquals(1_000 * GC_NS_PER_BYTE, large - small, 1, "1,000 more bytes of text: 1,000 more bytes of garbage");
    }

    @Test
    void aSentFrameAllocatesItsWriteRequestAndABatchAlsoItsJoinedText() {
        // old: each frame is the encoder's own string (its GC is in the fitted stringify cost),
        // so a send allocates only its write request, whatever the payload
        ServerCpu oldCpu = cpu(gcOnly(), false);
        RoomHarness old = joined(TransportMode.OLD, oldCpu);
        int from = old.frames.size();
        old.server.chat(1, UP.chat("hi"), 0);
        double oldJob = oldCpu.takeJobNanos();
        int oldFrames = old.frames.size() - from;
        assertEquals(12, oldFrames, "the chat event and the state, to every seat");
        assertEquals((RECEIVE_HEAP + UP.chat("hi") + oldFrames * SEND_HEAP) * GC_NS_PER_BYTE, oldJob, 1);

        // batching: the tick joins each socket's messages into a new string of the frame's bytes
        ServerCpu newCpu = cpu(gcOnly(), false);
        RoomHarness batch = joined(TransportMode.NEW, newCpu);
        batch.server.chat(1, UP.chat("hi"), 0);
        newCpu.takeJobNanos();
        from = batch.frames.size();
        batch.flushAll();
        double tick = newCpu.takeJobNanos();
        double expectedTick = 0;
        long frameBytes = 0;
        for (Frame f : batch.frames.subList(from, batch.frames.size())) {
            expectedTick += (SEND_HEAP + f.bytes()) * GC_NS_PER_BYTE;
            frameBytes += f.bytes();
        }
        assertEquals(6, batch.frames.size() - from);
        assertEquals(expectedTick, tick, 1);
        assertTrue(frameBytes * GC_NS_PER_BYTE > 100, "the joined text is a visible part of it: " + frameBytes + " B");
    }

    @Test
    void everyFlushTickAndEveryGameEndIsATimerCallback() {
        ServerCpu cpu = cpu(timersOnly(), false);
        RoomHarness h = joined(TransportMode.NEW, cpu);
        h.flushAll();
        assertEquals(TIMER_NS, cpu.takeJobNanos(), 1e-6, "one room, one tick");
        int picker = h.server.room(0).turn();
        h.server.pick(picker, UP.pick("quiz"), 0);
        assertEquals(0, cpu.takeJobNanos(), 1e-6, "a message is no timer");
        h.server.gameOver(0);
        assertEquals(TIMER_NS, cpu.takeJobNanos(), 1e-6, "the game's end timer");
        // the unbatched server has no tick, its game-end timer is still one
        ServerCpu oldCpu = cpu(timersOnly(), false);
        RoomHarness old = joined(TransportMode.OLD, oldCpu);
        old.server.gameOver(0);
        assertEquals(TIMER_NS, oldCpu.takeJobNanos(), 1e-6);
    }
}
