package org.repsim.models.battleroyale;

import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.ints.IntComparator;
import java.util.Arrays;

/**
 * The client messages that reached the server before a frame starts, in the order Net Dispatch
 * processes them (arrival time, then client, then movement before shot). Parallel primitive
 * arrays reused frame after frame; they only grow.
 *
 * <p>Only the shots need their place in that order: a movement message only queues an ack (a
 * count per connection, whatever the order), while a shot is tracked with the time its dispatch
 * ends, which is its position in the order. So {@link #sortForDispatch} does not sort the whole
 * frame's messages: it counts, for each shot, the messages that go before it (a handful of shots
 * against a hundred messages), and keeps the shots in that order. Messages that compare equal
 * are the same message's shots (identical: their order among themselves changes nothing), unless
 * one client has two messages with the same arrival; then, and when there are many shots, the
 * whole list is sorted as before ({@link #sortAll}), so the positions are always the sort's.
 */
final class IncomingMessages {
    static final byte MOVEMENT = 0;
    static final byte SHOT = 1;
    /** Above this many shots in a frame, sorting everything is cheaper than counting per shot. */
    private static final int COUNTED_SHOTS = 16;

    private double[] arrivalS = new double[256];
    private double[] sentS = new double[256];
    private int[] client = new int[256];
    private byte[] kind = new byte[256];
    private int[] order = new int[256];
    private int size;
    /** Senders of the movement messages, in added order. */
    private int[] movementClient = new int[256];
    private int movements;
    /** The shots in dispatch order: message index and position in the whole dispatch order. */
    private int[] shotMessage = new int[16];
    private int[] shotPosition = new int[16];
    private int shots;
    private final boolean alwaysSortAll;
    private final IntComparator byArrival = this::compare;

    IncomingMessages() {
        this(false);
    }

    /** @param alwaysSortAll sort every frame's whole list (tests compare the two ways) */
    IncomingMessages(boolean alwaysSortAll) {
        this.alwaysSortAll = alwaysSortAll;
    }

    void clear() {
        size = 0;
        movements = 0;
        shots = 0;
    }

    void add(int fromClient, byte messageKind, double sentAtS, double arrivalAtS) {
        if (size == arrivalS.length) {
            int n = size * 2;
            arrivalS = Arrays.copyOf(arrivalS, n);
            sentS = Arrays.copyOf(sentS, n);
            client = Arrays.copyOf(client, n);
            kind = Arrays.copyOf(kind, n);
            order = Arrays.copyOf(order, n);
        }
        arrivalS[size] = arrivalAtS;
        sentS[size] = sentAtS;
        client[size] = fromClient;
        kind[size] = messageKind;
        size++;
        if (messageKind == MOVEMENT) {
            if (movements == movementClient.length) {
                movementClient = Arrays.copyOf(movementClient, movements * 2);
            }
            movementClient[movements++] = fromClient;
        } else {
            if (shots == shotMessage.length) {
                shotMessage = Arrays.copyOf(shotMessage, shots * 2);
                shotPosition = Arrays.copyOf(shotPosition, shots * 2);
            }
            shotMessage[shots++] = size - 1;
        }
    }

    /** Finds the dispatch order's positions of the shots (see the class comment). */
    void sortForDispatch() {
        if (alwaysSortAll || shots > COUNTED_SHOTS || !countPositions()) {
            sortAll();
        }
    }

    /**
     * Each shot's position: the messages that compare before it, plus its identical twins added
     * before it. False (positions unusable) when a shot compares equal to a message that differs.
     */
    private boolean countPositions() {
        for (int k = 0; k < shots; k++) {
            int s = shotMessage[k];
            double arrival = arrivalS[s];
            int before = 0;
            for (int e = 0; e < size; e++) {
                // Arrival times are positive (sent >= 0 plus a delay), where < and == say what
                // Double.compare says.
                double a = arrivalS[e];
                before += a < arrival ? 1 : 0;
                if (a == arrival && e != s) {
                    int c = Integer.compare(client[e], client[s]);
                    int byKind = c != 0 ? c : Byte.compare(kind[e], kind[s]);
                    if (c < 0 || c == 0 && byKind < 0) {
                        before++;
                    } else if (c == 0 && byKind == 0) {
                        if (sentS[e] != sentS[s]) {
                            return false;
                        }
                        before += e < s ? 1 : 0;
                    }
                }
            }
            shotPosition[k] = before;
        }
        // Shots in position order (few, added almost in order).
        for (int i = 1; i < shots; i++) {
            int m = shotMessage[i];
            int p = shotPosition[i];
            int j = i - 1;
            while (j >= 0 && shotPosition[j] > p) {
                shotMessage[j + 1] = shotMessage[j];
                shotPosition[j + 1] = shotPosition[j];
                j--;
            }
            shotMessage[j + 1] = m;
            shotPosition[j + 1] = p;
        }
        return true;
    }

    /** The whole list sorted, then the shots read off it in order. */
    private void sortAll() {
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        IntArrays.quickSort(order, 0, size, byArrival);
        int k = 0;
        for (int i = 0; i < size; i++) {
            if (kind[order[i]] == SHOT) {
                shotMessage[k] = order[i];
                shotPosition[k] = i;
                k++;
            }
        }
    }

    private int compare(int a, int b) {
        int c = Double.compare(arrivalS[a], arrivalS[b]);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(client[a], client[b]);
        return c != 0 ? c : Byte.compare(kind[a], kind[b]);
    }

    /** Messages of the frame. */
    int size() {
        return size;
    }

    /** Movement messages of the frame, in no particular order: {@code movementClient(0..movements())}. */
    int movements() {
        return movements;
    }

    /** The sender of the {@code i}-th movement message (added order). */
    int movementClient(int i) {
        return movementClient[i];
    }

    /** Shots of the frame; {@code shot*(k)} is the k-th to dispatch. */
    int shots() {
        return shots;
    }

    /** The k-th shot's position in the whole dispatch order (0 = dispatched first). */
    int shotPosition(int k) {
        return shotPosition[k];
    }

    int shotClient(int k) {
        return client[shotMessage[k]];
    }

    double shotSentS(int k) {
        return sentS[shotMessage[k]];
    }
}
