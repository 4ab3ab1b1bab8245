package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.repsim.models.room.transport.FramesInFlight;

/** The load step's frame store keeps job order, then per-client order, like one queue per client. */
class RoomFramesInFlightTest {
    private static final int CLIENTS = 7;

    @Test
    void framesLeaveInJobOrderAndReachEachClientInSendOrderWithEveryField() {
        FramesInFlight frames = new FramesInFlight(CLIENTS);
        Random random = new Random(5);
        ArrayDeque<long[]> awaiting = new ArrayDeque<>();
        List<ArrayDeque<long[]>> perClient = new ArrayList<>();
        for (int c = 0; c < CLIENTS; c++) {
            perClient.add(new ArrayDeque<>());
        }
        long id = 0;
        int delivered = 0;
        int maxInFlight = 0;
        int inFlight = 0;
        for (int step = 0; step < 20_000; step++) {
            int action = random.nextInt(10);
            // Bursts make hundreds of frames wait at once, past the store's first capacity.
            if (action < 4 || step % 2000 < 300) {
                long[] f = {random.nextInt(CLIENTS), id++};
                frames.awaitCpu((int) f[0], (int) f[1], "t" + f[1], (int) f[1] + 1, 2, 1, f[1] * 3, 4, f[1] * 5,
                        f[1] % 2 == 0 ? -1 : f[1], 6, 7);
                awaiting.add(f);
                inFlight++;
            } else if (action < 7 && !awaiting.isEmpty()) {
                int slot = frames.pollAwaiting();
                long[] f = awaiting.poll();
                assertEquals(f[1], frames.socket(slot), "job order");
                if (random.nextInt(8) == 0) {
                    frames.free(slot); // dropped on the way
                    inFlight--;
                } else {
                    frames.sendToClient(slot);
                    perClient.get((int) f[0]).add(f);
                }
            } else {
                int c = random.nextInt(CLIENTS);
                if (!perClient.get(c).isEmpty()) {
                    long[] f = perClient.get(c).poll();
                    int slot = frames.pollClient(c);
                    assertEquals(c, frames.client(slot));
                    assertEquals(f[1], frames.socket(slot), "client " + c + " gets its frames in send order");
                    assertEquals("t" + f[1], frames.text(slot));
                    assertEquals(f[1] + 1, frames.bytes(slot));
                    assertEquals(f[1] * 3, frames.stateSeq(slot));
                    assertEquals(f[1] * 5, frames.echoSentNanos(slot));
                    assertEquals(f[1] % 2 != 0, frames.pong(slot));
                    assertEquals(2, frames.messages(slot));
                    assertEquals(4, frames.stateBytes(slot));
                    assertEquals(7, frames.turn(slot));
                    frames.free(slot);
                    inFlight--;
                    delivered++;
                }
            }
            maxInFlight = Math.max(maxInFlight, inFlight);
        }
        assertEquals(true, delivered > 3000, "frames delivered: " + delivered);
        assertEquals(true, maxInFlight > 200, "frames in flight at once: " + maxInFlight);
    }
}
