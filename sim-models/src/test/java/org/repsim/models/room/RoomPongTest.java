package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TransportMode;

/** Batching never delays a pong: it skips the outbox and leaves with the ping's job. */
class RoomPongTest {
    private static final Upstream UP = new Upstream();

    @Test
    void aPongLeavesAtOnceWhileTheOutboxKeepsWaitingForTheTick() {
        RoomHarness h = new RoomHarness(TransportMode.NEW, 6, 5);
        for (int c = 0; c < 6; c++) {
            h.server.join(c, UP.join());
        }
        h.flushAll();
        h.server.chat(1, UP.chat("hi"), 0); // queued in every outbox
        int before = h.frames.size();
        h.server.ping(2, UP.ping(9, 0), 9);
        assertEquals(before + 1, h.frames.size(), "exactly the pong left, no tick needed");
        Frame pong = h.frames.get(before);
        assertTrue(pong.pong());
        assertEquals(2, pong.client());
        assertEquals("{\"t\":\"pong\",\"id\":9}", pong.text());
        assertEquals(1, h.server.seatOf(2).outbox().size(), "the chat event is still queued");
        h.flushAll();
        Frame batch = h.framesTo(2, before + 1).get(0);
        assertTrue(batch.text().startsWith("[{\"t\":\"chat\""), "the chat goes with the tick: " + batch.text());
        assertTrue(!batch.text().contains("pong"));
    }

    /** A tick skips a room only when nothing is owed: an event alone or a full state alone still goes out. */
    @Test
    void aTickSendsAQueuedEventOrAnOwedFullStateEvenWhenTheStateDidNotChange() {
        RoomHarness h = new RoomHarness(TransportMode.NEW, 6, 5);
        for (int c = 0; c < 6; c++) {
            h.server.join(c, UP.join());
        }
        h.flushAll();
        int settled = h.frames.size();
        h.flushAll();
        assertEquals(settled, h.frames.size(), "nothing owed: the tick sends nothing");
        h.server.react(4, UP.react("x"), 0); // an event, no state change
        h.flushAll();
        assertEquals(settled + 6, h.frames.size(), "the reaction reaches every seat");
        for (int i = settled; i < h.frames.size(); i++) {
            assertEquals(StateEncoder.NOTHING, h.frames.get(i).stateKind());
        }
        h.server.resync(3, UP.resync(1)); // one seat owed a full state, nothing else
        h.flushAll();
        assertEquals(settled + 7, h.frames.size(), "only the resyncing seat gets a frame");
        Frame full = h.frames.get(settled + 6);
        assertEquals(3, full.client());
        assertEquals(StateEncoder.FULL, full.stateKind());
        h.flushAll();
        assertEquals(settled + 7, h.frames.size(), "and then nothing is owed again");
    }

    @Test
    void pingRoundTripUnderBatchingStaysFarBelowTheFlushPeriod() {
        // 5 ms + up to 1 ms each way; the flush period is 50 ms: a batched pong would add ~25 ms on average.
        RoomScenario s = RoomScenario.defaults(30, TransportMode.NEW);
        RunOutput out = RoomModel.run(s, RoomCosts.shipped("room-node-ws"), RunWindow.ofSeconds(8, 20), new RandomStreams(3, 0));
        double p99 = out.metrics().get("ping_rtt_p99_ms");
        double echo50 = out.metrics().get("input_echo_p50_ms");
        assertTrue(p99 < 2 * 6 + 3, "ping RTT p99 " + p99 + " ms must be network + a little CPU");
        assertTrue(echo50 > p99, "state echoes do wait for the tick (" + echo50 + " ms), pongs do not");
    }
}
