package org.repsim.models.room.transport;

import java.util.Arrays;

/**
 * The load step's frames between leaving a transport and reaching their client, held by slot in
 * parallel arrays instead of one {@link Frame} object each: first in the FIFO of frames whose
 * CPU job has not completed, then in their client's FIFO (per-socket order, as TCP keeps it).
 * Both FIFOs are lists linked through the slots, so a frame in flight costs no object and no
 * per-client queue; freed slots are reused first, so the few in flight stay in the cache. The
 * transports hand the fields over one by one ({@link Wire}), so no {@link Frame} is made either.
 */
public final class FramesInFlight {
    private static final int NONE = -1;

    private int[] client = new int[0];
    private int[] socket = new int[0];
    private String[] text = new String[0];
    private int[] bytes = new int[0];
    private int[] messages = new int[0];
    private int[] stateKind = new int[0];
    private long[] stateSeq = new long[0];
    private int[] stateBytes = new int[0];
    private long[] echoSentNanos = new long[0];
    private long[] pongId = new long[0];
    private int[] phase = new int[0];
    private int[] turn = new int[0];
    // The next slot in the slot's list: the awaiting FIFO, a client's FIFO, or the free list.
    private int[] next = new int[0];
    private int freeHead = NONE;
    private int awaitingHead = NONE;
    private int awaitingTail = NONE;
    private final int[] clientHead;
    private final int[] clientTail;

    public FramesInFlight(int clients) {
        clientHead = new int[clients];
        clientTail = new int[clients];
        Arrays.fill(clientHead, NONE);
        Arrays.fill(clientTail, NONE);
        grow(64);
    }

    /**
     * Puts a frame ({@link Frame}'s components, in order) into a free slot and appends it to the
     * FIFO awaiting its job's completion.
     */
    public void awaitCpu(int client, int socket, String text, int bytes, int messages, int stateKind, long stateSeq,
                         int stateBytes, long echoSentNanos, long pongId, int phase, int turn) {
        if (freeHead == NONE) {
            grow(2 * next.length);
        }
        int s = freeHead;
        freeHead = next[s];
        this.client[s] = client;
        this.socket[s] = socket;
        this.text[s] = text;
        this.bytes[s] = bytes;
        this.messages[s] = messages;
        this.stateKind[s] = stateKind;
        this.stateSeq[s] = stateSeq;
        this.stateBytes[s] = stateBytes;
        this.echoSentNanos[s] = echoSentNanos;
        this.pongId[s] = pongId;
        this.phase[s] = phase;
        this.turn[s] = turn;
        next[s] = NONE;
        if (awaitingTail == NONE) {
            awaitingHead = s;
        } else {
            next[awaitingTail] = s;
        }
        awaitingTail = s;
    }

    /** Removes the oldest frame awaiting its job and returns its slot. */
    public int pollAwaiting() {
        int s = awaitingHead;
        awaitingHead = next[s];
        if (awaitingHead == NONE) {
            awaitingTail = NONE;
        }
        return s;
    }

    /** Appends slot {@code s} (just polled from the awaiting FIFO) to its client's FIFO. */
    public void sendToClient(int s) {
        int c = client[s];
        next[s] = NONE;
        if (clientTail[c] == NONE) {
            clientHead[c] = s;
        } else {
            next[clientTail[c]] = s;
        }
        clientTail[c] = s;
    }

    /** Removes the oldest frame in flight to client {@code c} and returns its slot. */
    public int pollClient(int c) {
        int s = clientHead[c];
        clientHead[c] = next[s];
        if (clientHead[c] == NONE) {
            clientTail[c] = NONE;
        }
        return s;
    }

    /** Gives slot {@code s} back (its frame was delivered or lost); its text is let go. */
    public void free(int s) {
        text[s] = null;
        next[s] = freeHead;
        freeHead = s;
    }

    private void grow(int slots) {
        int old = next.length;
        client = Arrays.copyOf(client, slots);
        socket = Arrays.copyOf(socket, slots);
        text = Arrays.copyOf(text, slots);
        bytes = Arrays.copyOf(bytes, slots);
        messages = Arrays.copyOf(messages, slots);
        stateKind = Arrays.copyOf(stateKind, slots);
        stateSeq = Arrays.copyOf(stateSeq, slots);
        stateBytes = Arrays.copyOf(stateBytes, slots);
        echoSentNanos = Arrays.copyOf(echoSentNanos, slots);
        pongId = Arrays.copyOf(pongId, slots);
        phase = Arrays.copyOf(phase, slots);
        turn = Arrays.copyOf(turn, slots);
        next = Arrays.copyOf(next, slots);
        // New slots join the free list, lowest first.
        for (int s = slots - 1; s >= old; s--) {
            next[s] = freeHead;
            freeHead = s;
        }
    }

    // What the slot's frame says (Frame's fields, by slot).

    public int client(int s) {
        return client[s];
    }

    public int socket(int s) {
        return socket[s];
    }

    public String text(int s) {
        return text[s];
    }

    public int bytes(int s) {
        return bytes[s];
    }

    public int messages(int s) {
        return messages[s];
    }

    public int stateKind(int s) {
        return stateKind[s];
    }

    public long stateSeq(int s) {
        return stateSeq[s];
    }

    public int stateBytes(int s) {
        return stateBytes[s];
    }

    public long echoSentNanos(int s) {
        return echoSentNanos[s];
    }

    public boolean pong(int s) {
        return pongId[s] >= 0;
    }

    public long pongId(int s) {
        return pongId[s];
    }

    public int phase(int s) {
        return phase[s];
    }

    public int turn(int s) {
        return turn[s];
    }
}
