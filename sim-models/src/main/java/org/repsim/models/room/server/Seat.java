package org.repsim.models.room.server;

import org.repsim.models.room.encode.SeatMemory;

/** One seat of a room and the server side of its player's socket. */
public final class Seat {
    private final Room room;
    private final int index;
    private final int client;
    private final Outbox outbox = new Outbox();
    private SeatMemory memory;
    private long seq;
    private boolean needsFull = true;
    private boolean connected;
    private int socket = -1;
    private long echoSentNanos = -1;
    /** The CPU job that last wrote to this socket (a corked socket writes once per job). */
    long writtenInJob = -1;

    Seat(Room room, int index, int client) {
        this.room = room;
        this.index = index;
        this.client = client;
    }

    public Room room() {
        return room;
    }

    public int index() {
        return index;
    }

    public int client() {
        return client;
    }

    public Outbox outbox() {
        return outbox;
    }

    /** What this socket's encoder remembers having sent. */
    public SeatMemory memory() {
        return memory;
    }

    /** Seq of the last state message sent on this seat. */
    public long seq() {
        return seq;
    }

    public boolean needsFull() {
        return needsFull;
    }

    /** The next state message must be full (join, reconnect, resync request, play again). */
    public void requireFull() {
        needsFull = true;
        room.oweFlush();
    }

    public boolean connected() {
        return connected;
    }

    /** Socket generation: bumped on every (re)connect, so frames for an old socket are recognised. */
    public int socket() {
        return socket;
    }

    /** A new socket for this seat: fresh encoder memory, so the next state is full. */
    void connect() {
        connected = true;
        socket++;
        memory = new SeatMemory(room.state());
        requireFull();
        outbox.clear();
    }

    void disconnect() {
        connected = false;
        outbox.clear();
        echoSentNanos = -1;
    }

    /** Remembers the client send time of an input whose effect has not been sent to this seat yet. */
    void inputApplied(long clientSentNanos) {
        if (echoSentNanos < 0) {
            echoSentNanos = clientSentNanos;
        }
    }

    /**
     * A state message was produced for this seat: seq +1, the full-state requirement is met, and
     * the pending input echo (if any) is handed over to the message. Returns that echo time.
     */
    public long stateSent() {
        seq++;
        needsFull = false;
        long echo = echoSentNanos;
        echoSentNanos = -1;
        return echo;
    }
}
