package org.repsim.models.room.transport;

import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.server.Seat;
import org.repsim.models.room.server.ServerCpu;

/**
 * How a transport sends a frame on a seat's socket: the send is charged to the server's CPU,
 * then the frame goes to the wire field by field ({@link Wire}). One place, so no frame leaves
 * uncharged whichever transport made it.
 */
final class FrameSender {
    private final ServerCpu cpu;
    private final Wire wire;

    FrameSender(ServerCpu cpu, Wire wire) {
        this.cpu = cpu;
        this.wire = wire;
    }

    /** A frame of {@code messages} messages, the last one a state message of {@code stateKind} (or none). */
    void send(Seat seat, String text, int bytes, int messages, int stateKind, long stateSeq, int stateBytes,
              long echoSentNanos, int phase, int turn) {
        cpu.send(seat, bytes);
        wire.send(seat.client(), seat.socket(), text, bytes, messages, stateKind, stateSeq, stateBytes, echoSentNanos,
                -1, phase, turn);
    }

    /** One event in a frame of its own. */
    void event(Seat seat, String json, int bytes) {
        send(seat, json, bytes, 1, StateEncoder.NOTHING, 0, 0, -1, -1, -1);
    }

    /** The pong to ping {@code pingId}, in a frame of its own. */
    void pong(Seat seat, String json, int bytes, long pingId) {
        cpu.send(seat, bytes);
        wire.send(seat.client(), seat.socket(), json, bytes, 1, StateEncoder.NOTHING, 0, 0, -1, pingId, -1, -1);
    }
}
