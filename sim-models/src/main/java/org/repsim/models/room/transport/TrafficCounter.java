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
        frames++;
        messages += f.messages();
        bytes += f.bytes();
        if (f.stateKind() != StateEncoder.NOTHING) {
            stateMessages++;
            if (f.stateKind() == StateEncoder.FULL) {
                fullStateBytes += f.stateBytes();
            } else {
                deltaBytes += f.stateBytes();
            }
        }
    }

    public long frames() {
        return frames;
    }

    public long messages() {
        return messages;
    }

    public long bytes() {
        return bytes;
    }

    public long stateMessages() {
        return stateMessages;
    }

    public long fullStateBytes() {
        return fullStateBytes;
    }

    public long deltaBytes() {
        return deltaBytes;
    }
}
