package org.repsim.models.unreal;

/**
 * Per connection and replicator: whether the last change list sent is still unacknowledged,
 * was lost (NAK), and from which compare epoch a resend must start (brief §3a). Acks are
 * settled lazily when the replicator is next looked at: an ack has arrived once
 * {@code now >= end of the sending frame + rtt}.
 */
final class AckTracker {
    private static final byte IN_FLIGHT = 1;
    private static final byte LOST = 2;
    private static final byte NAK = 4;

    private final FrameTimeline timeline;
    private final long rttNanos;
    private final byte[] flags;
    private final int[] sendFrame;
    /** Compare epoch the connection had fully received before the oldest unacked send. */
    private final int[] baseEpoch;

    AckTracker(int objects, FrameTimeline timeline, long rttNanos) {
        this.timeline = timeline;
        this.rttNanos = rttNanos;
        flags = new byte[objects];
        sendFrame = new int[objects];
        baseEpoch = new int[objects];
    }

    /** Returned by {@link #settle} when there is nothing to resend. */
    static final int NO_RESEND = Integer.MIN_VALUE;

    /**
     * Processes an arrived ack or NAK. Returns the epoch the connection must resend from after a
     * NAK (-1: the lost bunch was the initial one, resend the whole state), or {@link #NO_RESEND}.
     */
    int settle(int o, long nowNanos) {
        byte f = flags[o];
        if ((f & IN_FLIGHT) == 0 || !timeline.ackArrived(sendFrame[o], rttNanos, nowNanos)) {
            return NO_RESEND;
        }
        if ((f & LOST) != 0) {
            flags[o] = NAK;
            return baseEpoch[o];
        }
        flags[o] = 0;
        return NO_RESEND;
    }

    /** Everything sent has been acknowledged and nothing was NAKed. */
    boolean allAcked(int o) {
        return flags[o] == 0;
    }

    /** No send of this replicator is still waiting for its ack (the change history is acknowledged). */
    boolean historyAcked(int o) {
        return (flags[o] & IN_FLIGHT) == 0;
    }

    /** A NAK was received and the lost changes have not been sent again yet. */
    boolean nakOutstanding(int o) {
        return (flags[o] & NAK) != 0;
    }

    /** Records a send of changes after {@code epochBefore} in frame {@code frame}. */
    void recordSend(int o, int frame, boolean lost, int epochBefore) {
        byte f = flags[o];
        if ((f & IN_FLIGHT) == 0) {
            baseEpoch[o] = epochBefore;
        }
        // A later ack covers the earlier sends too; a loss anywhere in flight forces the resend.
        flags[o] = (byte) (IN_FLIGHT | (f & LOST) | (lost ? LOST : 0));
        sendFrame[o] = frame;
    }
}
