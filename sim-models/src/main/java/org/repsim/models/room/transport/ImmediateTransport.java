package org.repsim.models.room.transport;

import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.server.Room;
import org.repsim.models.room.server.Seat;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.server.Transport;

/** Before batching: every event and every state message goes out as its own frame as soon as it exists. */
final class ImmediateTransport implements Transport {
    private final StateOutput states;
    private final FrameSender sender;

    ImmediateTransport(StateEncoder encoder, ServerCpu cpu, Wire wire, boolean keepText) {
        this.states = new StateOutput(encoder, cpu, keepText);
        this.sender = new FrameSender(cpu, wire);
    }

    @Override
    public void broadcast(Room room, String eventJson, int bytes) {
        for (int s = 0; s < room.seatCount(); s++) {
            Seat seat = room.seat(s);
            if (seat.connected()) {
                sender.event(seat, eventJson, bytes);
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
        sender.pong(seat, json, bytes, pingId);
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
            sender.send(seat, states.text, states.bytes, 1, states.kind, states.seq, states.bytes, states.echoSentNanos,
                    room.phase(), room.turn());
        }
    }
}
