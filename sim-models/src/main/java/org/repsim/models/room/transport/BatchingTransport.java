package org.repsim.models.room.transport;

import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.json.Utf8;
import org.repsim.models.room.server.Outbox;
import org.repsim.models.room.server.Room;
import org.repsim.models.room.server.Seat;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.server.Transport;

/**
 * One frame per socket per flush tick: events wait in the socket's {@link Outbox}; on the room's
 * tick the outbox goes out as one array {@code [events..., state]} in processing order, the state
 * last (and only when it changed or a full state is owed). Pongs skip the outbox.
 */
final class BatchingTransport implements Transport {
    private final StateOutput states;
    private final ServerCpu cpu;
    private final Wire wire;
    private final JsonWriter frame = new JsonWriter();

    BatchingTransport(StateEncoder encoder, ServerCpu cpu, Wire wire) {
        this.states = new StateOutput(encoder, cpu);
        this.cpu = cpu;
        this.wire = wire;
    }

    @Override
    public void broadcast(Room room, String eventJson) {
        for (int s = 0; s < room.seatCount(); s++) {
            Seat seat = room.seat(s);
            if (seat.connected()) {
                seat.outbox().add(eventJson);
            }
        }
    }

    @Override
    public void stateChanged(Room room) {
        room.setDirty(true);
    }

    @Override
    public void requestFull(Seat seat) {
        seat.requireFull(); // sent on the next tick
    }

    @Override
    public void pong(Seat seat, String json, long pingId) {
        // Pong is used to sync clocks: batching it would add up to a tick to the measurement.
        send(new Frame(seat.client(), seat.socket(), json, Utf8.length(json), 1, StateEncoder.NOTHING, 0, 0, -1,
                pingId, -1, -1));
    }

    @Override
    public void flushTick(Room room) {
        cpu.flushTick();
        boolean broadcastStarted = false;
        for (int s = 0; s < room.seatCount(); s++) {
            Seat seat = room.seat(s);
            if (!seat.connected()) {
                continue;
            }
            String state = null;
            if (room.dirty() || seat.needsFull()) {
                if (!broadcastStarted) {
                    states.beginBroadcast();
                    broadcastStarted = true;
                }
                state = states.encode(room, seat);
            }
            Outbox box = seat.outbox();
            if (box.isEmpty() && state == null) {
                continue;
            }
            frame.reset().beginArray();
            for (int i = 0; i < box.size(); i++) {
                frame.raw(box.get(i));
            }
            if (state != null) {
                frame.raw(state);
            }
            frame.endArray();
            int messages = box.size() + (state == null ? 0 : 1);
            box.clear();
            send(new Frame(seat.client(), seat.socket(), frame.toString(), frame.utf8Length(), messages,
                    state == null ? StateEncoder.NOTHING : states.kind, state == null ? 0 : states.seq,
                    state == null ? 0 : states.bytes, state == null ? -1 : states.echoSentNanos, -1,
                    state == null ? -1 : room.phase(), state == null ? -1 : room.turn()));
        }
        room.setDirty(false);
    }

    @Override
    public boolean usesFlushTick() {
        return true;
    }

    private void send(Frame frame) {
        cpu.send(frame.bytes());
        wire.send(frame);
    }
}
