package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Net Dispatch's order (arrival, then client, then movement before shot): IncomingMessages counts
 * each shot's position instead of sorting the frame's messages. The positions and the shots'
 * order must be those of sorting everything, including equal arrivals across clients, a client
 * with two messages arriving together (in-order delivery holds a late one back), several shots on
 * one message and frames with many shots.
 */
class BattleRoyaleDispatchOrderTest {

    @Test
    void shotsTakeTheirPlaceInArrivalClientKindOrder() {
        IncomingMessages m = new IncomingMessages();
        m.clear();
        m.add(2, IncomingMessages.MOVEMENT, 0.40, 0.5);
        m.add(0, IncomingMessages.MOVEMENT, 0.60, 0.7);
        m.add(0, IncomingMessages.SHOT, 0.60, 0.7);
        m.add(1, IncomingMessages.MOVEMENT, 0.55, 0.6);
        m.add(1, IncomingMessages.SHOT, 0.55, 0.6);
        m.add(1, IncomingMessages.SHOT, 0.55, 0.6);
        m.sortForDispatch();
        // (0.5, c2, move) (0.6, c1, move) (0.6, c1, shot) (0.6, c1, shot) (0.7, c0, move) (0.7, c0, shot)
        assertEquals(3, m.movements());
        assertEquals(3, m.shots());
        assertArrayEquals(new int[] {2, 3, 5}, new int[] {m.shotPosition(0), m.shotPosition(1), m.shotPosition(2)});
        assertArrayEquals(new int[] {1, 1, 0}, new int[] {m.shotClient(0), m.shotClient(1), m.shotClient(2)});
    }

    @Test
    void countedPositionsEqualThoseOfTheWholeSort() {
        SplittableRandom random = new SplittableRandom(7);
        IncomingMessages counted = new IncomingMessages();
        IncomingMessages sorted = new IncomingMessages(true);
        for (int frame = 0; frame < 3000; frame++) {
            counted.clear();
            sorted.clear();
            int clients = 1 + random.nextInt(40);
            double shotChance = frame % 100 == 0 ? 0.9 : 0.05;
            for (int c = 0; c < clients; c++) {
                double arrival = random.nextInt(20) * 0.001;
                int messages = 1 + random.nextInt(3);
                for (int n = 0; n < messages; n++) {
                    double sent = frame + n * 0.033 + c * 1e-4;
                    // In-order delivery: a message may arrive together with the one before it.
                    arrival += random.nextDouble() < 0.3 ? 0.0 : random.nextInt(5) * 0.001;
                    counted.add(c, IncomingMessages.MOVEMENT, sent, arrival);
                    sorted.add(c, IncomingMessages.MOVEMENT, sent, arrival);
                    while (random.nextDouble() < shotChance) {
                        counted.add(c, IncomingMessages.SHOT, sent, arrival);
                        sorted.add(c, IncomingMessages.SHOT, sent, arrival);
                    }
                }
            }
            counted.sortForDispatch();
            sorted.sortForDispatch();
            assertEquals(sorted.size(), counted.size());
            assertEquals(sorted.movements(), counted.movements());
            assertArrayEquals(movementClients(sorted), movementClients(counted), "frame " + frame);
            assertEquals(sorted.shots(), counted.shots(), "frame " + frame);
            for (int k = 0; k < sorted.shots(); k++) {
                assertEquals(sorted.shotPosition(k), counted.shotPosition(k), "frame " + frame + " shot " + k);
                assertEquals(sorted.shotClient(k), counted.shotClient(k), "frame " + frame + " shot " + k);
                assertEquals(sorted.shotSentS(k), counted.shotSentS(k), 0.0, "frame " + frame + " shot " + k);
            }
        }
    }

    private static int[] movementClients(IncomingMessages m) {
        int[] c = new int[m.movements()];
        for (int i = 0; i < c.length; i++) {
            c[i] = m.movementClient(i);
        }
        Arrays.sort(c);
        return c;
    }
}
