package org.repsim.models.room.client;

/**
 * The client's seq rule: a full state is always taken (and sets the seq); a delta is taken only if
 * its seq is last + 1. A delta after a gap is discarded and a full state is asked for, at most once
 * every {@code throttleNanos} (2 s in docs/sources.md#room-transport) however many gapped deltas
 * arrive.
 */
public final class SeqTracker {
    public static final int ACCEPT = 0;
    public static final int DISCARD = 1;
    public static final int DISCARD_AND_REQUEST = 2;

    private final long throttleNanos;
    private long lastSeq = -1;
    private boolean requestedOnce;
    private long lastRequestNanos;

    public SeqTracker(long throttleNanos) {
        this.throttleNanos = throttleNanos;
    }

    /** Judges a state message; {@code now} is the client's clock. */
    public int onState(boolean full, long seq, long now) {
        if (full) {
            lastSeq = seq;
            return ACCEPT;
        }
        if (lastSeq >= 0 && seq == lastSeq + 1) {
            lastSeq = seq;
            return ACCEPT;
        }
        if (requestedOnce && now - lastRequestNanos < throttleNanos) {
            return DISCARD;
        }
        requestedOnce = true;
        lastRequestNanos = now;
        return DISCARD_AND_REQUEST;
    }

    /** A new socket: nothing received on it yet (the throttle still holds: it is the person's). */
    public void newSocket() {
        lastSeq = -1;
    }

    public long lastSeq() {
        return lastSeq;
    }
}
