package org.repsim.models.room.transport;

import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.server.Room;
import org.repsim.models.room.server.Seat;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.server.Transport;

/** Before batching: every event and every state message goes out as its own frame as soon as it exists. */
final class ImmediateTransport implements Transport {
    private final StateOutput states;
    private final ServerCpu cpu;
    private final Wire wire;

    ImmediateTransport(StateEncoder encoder, ServerCpu cpu, Wire wire, boolean keepText) {
        this.states = new StateOutput(encoder, cpu, keepText);
        this.cpu = cpu;
        this.wire = wire;
    }

    @Override
    public void broadcast(Room room, String eventJson, int bytes) {
        for (int s = 0; s < room.seatCount(); s++) {
            Seat seat = room.seat(s);
            if (seat.connected()) {
                send(seat, eventJson, bytes);
            }
        }
    }

    @Override
    public void stateChanged(Room room) {
        states.beginBroadcast();
        for (int s = 0; s < room.seatCount(); s++) {
            Seat seat = room.seat(s);
            if (seat.connected()) {
                sendState(room, seat);
            }
        }
    }

    @Override
    public void requestFull(Seat seat) {
        seat.requireFull();
        states.beginBroadcast();
        sendState(seat.room(), seat);
    }

    @Override
    public void pong(Seat seat, String json, int bytes, long pingId) {
        cpu.send(bytes);
        wire.send(seat.client(), seat.socket(), json, bytes, 1, StateEncoder.NOTHING, 0, 0, -1, pingId, -1, -1);
    }

    @Override
    public void flushTick(Room room) {
        throw new IllegalStateException("an unbatched transport has no flush tick");
    }

    @Override
    public boolean usesFlushTick() {
        return false;
    }

    private void sendState(Room room, Seat seat) {
        if (states.encode(room, seat)) {
            cpu.send(states.bytes);
            wire.send(seat.client(), seat.socket(), states.text, states.bytes, 1, states.kind, states.seq, states.bytes,
                    states.echoSentNanos, -1, room.phase(), room.turn());
        }
    }

    /** An event: its own frame. */
    private void send(Seat seat, String eventJson, int bytes) {
        cpu.send(bytes);
        wire.send(seat.client(), seat.socket(), eventJson, bytes, 1, StateEncoder.NOTHING, 0, 0, -1, -1, -1, -1);
    }
}
