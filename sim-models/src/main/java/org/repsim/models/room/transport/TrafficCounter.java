package org.repsim.models.room.transport;

import org.repsim.models.room.encode.StateEncoder;

/** Server-to-client traffic as the clients receive it: frames, JSON messages, bytes, state bytes by kind. */
public final class TrafficCounter {
    private long frames;
    private long messages;
    private long bytes;
    private long stateMessages;
    private long fullStateBytes;
    private long deltaBytes;

    public void count(Frame f) {
        count(f.messages(), f.bytes(), f.stateKind(), f.stateBytes());
    }

    /** A frame in flight, by slot. */
    public void count(FramesInFlight frames, int slot) {
        count(frames.messages(slot), frames.bytes(slot), frames.stateKind(slot), frames.stateBytes(slot));
    }

    private void count(int frameMessages, int frameBytes, int stateKind, int stateBytes) {
        frames++;
        messages += frameMessages;
        bytes += frameBytes;
        if (stateKind != StateEncoder.NOTHING) {
            stateMessages++;
            if (stateKind == StateEncoder.FULL) {
                fullStateBytes += stateBytes;
            } else {
                deltaBytes += stateBytes;
            }
        }
    }

    /** What has been counted so far. */
    public Totals totals() {
        return new Totals(frames, messages, bytes, stateMessages, fullStateBytes, deltaBytes);
    }

    /**
     * Counted traffic: WebSocket frames, the JSON messages they carry, their bytes, and the state
     * messages among them with their bytes split into full states and deltas.
     */
    public record Totals(long frames, long messages, long bytes, long stateMessages, long fullStateBytes,
                         long deltaBytes) {
    }
}
