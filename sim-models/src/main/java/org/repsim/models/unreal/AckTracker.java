package org.repsim.models.unreal;

/**
 * Per connection and pair object (a replicator of an actor that has a slot on the connection,
 * {@link Connection}): whether the last change list sent is still unacknowledged, was lost (NAK),
 * and from which compare epoch a resend must start (docs/sources.md#unreal-packets). Acks are
 * settled lazily when the replicator is next looked at: an ack has arrived once {@code now >= end
 * of the sending frame + rtt}.
 */
final class AckTracker {
    private static final byte IN_FLIGHT = 1;
    private static final byte LOST = 2;
    private static final byte NAK = 4;

    private final FrameTimeline timeline;
    private final long rttNanos;
    private byte[] flags = new byte[0];
    private int[] sendFrame = new int[0];
    /** Compare epoch the connection had fully received before the oldest unacked send. */
    private int[] baseEpoch = new int[0];

    AckTracker(FrameTimeline timeline, long rttNanos) {
        this.timeline = timeline;
        this.rttNanos = rttNanos;
    }

    /** Room for {@code capacity} pair objects (new ones: nothing in flight). */
    void grow(int capacity) {
        flags = java.util.Arrays.copyOf(flags, capacity);
        sendFrame = java.util.Arrays.copyOf(sendFrame, capacity);
        baseEpoch = java.util.Arrays.copyOf(baseEpoch, capacity);
    }

    /** Returned by {@link #settle} when there is nothing to resend. */
    static final int NO_RESEND = Integer.MIN_VALUE;

    /**
     * Processes an arrived ack or NAK. Returns the epoch the connection must resend from after a
     * NAK (-1: the lost bunch was the initial one, resend the whole state), or {@link #NO_RESEND}.
     */
    int settle(int p, long nowNanos) {
        byte f = flags[p];
        if ((f & IN_FLIGHT) == 0 || !timeline.ackArrived(sendFrame[p], rttNanos, nowNanos)) {
            return NO_RESEND;
        }
        if ((f & LOST) != 0) {
            flags[p] = NAK;
            return baseEpoch[p];
        }
        flags[p] = 0;
        return NO_RESEND;
    }

    /**
     * Per pair object, 0 when everything sent has been acknowledged and nothing was NAKed: the skip
     * rule's test, which the replication pass reads from a local for a whole connection pass
     * ({@link SkipRule#actorSkippedOn}); the array is replaced only by {@link #grow}, between passes.
     */
    byte[] flags() {
        return flags;
    }

    /** No send of this replicator is still waiting for its ack (the change history is acknowledged). */
    boolean historyAcked(int p) {
        return (flags[p] & IN_FLIGHT) == 0;
    }

    /** A NAK was received and the lost changes have not been sent again yet. */
    boolean nakOutstanding(int p) {
        return (flags[p] & NAK) != 0;
    }

    /** Records a send of changes after {@code epochBefore} in frame {@code frame}. */
    void recordSend(int p, int frame, boolean lost, int epochBefore) {
        byte f = flags[p];
        if ((f & IN_FLIGHT) == 0) {
            baseEpoch[p] = epochBefore;
        }
        // A later ack covers the earlier sends too; a loss anywhere in flight forces the resend.
        flags[p] = (byte) (IN_FLIGHT | (f & LOST) | (lost ? LOST : 0));
        sendFrame[p] = frame;
    }
}
