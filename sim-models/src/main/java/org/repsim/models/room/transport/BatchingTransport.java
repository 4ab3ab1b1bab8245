package org.repsim.models.room.transport;

import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.json.JsonWriter;
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
    private final FrameSender sender;
    private final JsonWriter frame;

    BatchingTransport(StateEncoder encoder, ServerCpu cpu, Wire wire, boolean keepText) {
        this.states = new StateOutput(encoder, cpu, keepText);
        this.cpu = cpu;
        this.sender = new FrameSender(cpu, wire);
        this.frame = JsonWriter.of(keepText);
    }

    @Override
    public void broadcast(Room room, String eventJson, int bytes) {
        for (int s = 0; s < room.seatCount(); s++) {
            Seat seat = room.seat(s);
            if (seat.connected()) {
                seat.outbox().add(eventJson, bytes);
                room.oweFlush();
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
    public void pong(Seat seat, String json, int bytes, long pingId) {
        // Pong is used to sync clocks: batching it would add up to a tick to the measurement.
        sender.pong(seat, json, bytes, pingId);
    }

    @Override
    public void flushTick(Room room) {
        cpu.flushTick();
        if (!room.flushOwed()) {
            return; // every connected seat's outbox is empty and its state up to date
        }
        boolean broadcastStarted = false;
        for (int s = 0; s < room.seatCount(); s++) {
            Seat seat = room.seat(s);
            if (!seat.connected()) {
                continue;
            }
            boolean state = false;
            if (room.dirty() || seat.needsFull()) {
                if (!broadcastStarted) {
                    states.beginBroadcast();
                    broadcastStarted = true;
                }
                state = states.encode(room, seat);
            }
            Outbox box = seat.outbox();
            if (box.isEmpty() && !state) {
                continue;
            }
            frame.reset().beginArray();
            for (int i = 0; i < box.size(); i++) {
                frame.raw(box.get(i), box.bytes(i));
            }
            if (state) {
                frame.raw(states.text, states.bytes);
            }
            frame.endArray();
            cpu.frameJoined(frame.utf8Length());
            int messages = box.size() + (state ? 1 : 0);
            box.clear();
            sender.send(seat, frame.text(), frame.utf8Length(), messages, state ? states.kind : StateEncoder.NOTHING,
                    state ? states.seq : 0, state ? states.bytes : 0, state ? states.echoSentNanos : -1,
                    state ? room.phase() : -1, state ? room.turn() : -1);
        }
        room.flushed();
    }

    @Override
    public boolean usesFlushTick() {
        return true;
    }
}
