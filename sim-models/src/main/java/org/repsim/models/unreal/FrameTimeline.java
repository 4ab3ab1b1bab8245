package org.repsim.models.unreal;

/**
 * End times of the server's past frames. Packets leave at the end of the frame that wrote them,
 * so an ack's arrival time is {@code endOf(sendFrame) + rtt}.
 */
final class FrameTimeline {
    private long[] ends = new long[4096];
    private int known;

    void setEnd(int frame, long endNanos) {
        if (frame >= ends.length) {
            ends = java.util.Arrays.copyOf(ends, Math.max(frame + 1, ends.length * 2));
        }
        ends[frame] = endNanos;
        known = Math.max(known, frame + 1);
    }

    /** End of a frame; {@code Long.MAX_VALUE} while the frame is still running (its packets are not out yet). */
    long endOf(int frame) {
        return frame < known ? ends[frame] : Long.MAX_VALUE;
    }

    /** Whether the ack of a packet sent at the end of {@code frame} has arrived by {@code now}. */
    boolean ackArrived(int frame, long rttNanos, long nowNanos) {
        return endOf(frame) <= nowNanos - rttNanos;
    }
}
