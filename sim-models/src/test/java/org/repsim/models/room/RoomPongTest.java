package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.room.client.Upstream;
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
