package org.repsim.models.battleroyale;

import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.ints.IntComparator;
import java.util.Arrays;

/**
 * The client messages that reached the server before a frame starts, in the order Net Dispatch
 * processes them (arrival time, then client, then movement before shot). Parallel primitive
 * arrays reused frame after frame; they only grow.
 */
final class IncomingMessages {
    static final byte MOVEMENT = 0;
    static final byte SHOT = 1;

    private double[] arrivalS = new double[256];
    private double[] sentS = new double[256];
    private int[] client = new int[256];
    private byte[] kind = new byte[256];
    private int[] order = new int[256];
    private int size;
    private final IntComparator byArrival = this::compare;

    void clear() {
        size = 0;
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
    }

    /** Puts the messages in dispatch order; afterwards index {@code i} means the i-th to dispatch. */
    void sortForDispatch() {
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        IntArrays.quickSort(order, 0, size, byArrival);
    }

    private int compare(int a, int b) {
        int c = Double.compare(arrivalS[a], arrivalS[b]);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(client[a], client[b]);
        return c != 0 ? c : Byte.compare(kind[a], kind[b]);
    }

    int size() {
        return size;
    }

    int client(int i) {
        return client[order[i]];
    }

    byte kind(int i) {
        return kind[order[i]];
    }

    double sentS(int i) {
        return sentS[order[i]];
    }
}
