package org.repsim.models.room.transport;

import org.repsim.models.room.encode.EncodeWork;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.server.Room;
import org.repsim.models.room.server.Seat;
import org.repsim.models.room.server.ServerCpu;

/**
 * The one place where a seat's state message is made, for both transports: run the encoder,
 * charge its work, and on a produced message advance the seat's seq and hand over its input echo.
 */
final class StateOutput {
    private final StateEncoder encoder;
    private final ServerCpu cpu;
    private final JsonWriter out;
    private final EncodeWork work = new EncodeWork();
    // Describes the message produced by the last encode() call.
    int kind;
    long seq;
    int bytes;
    String text; // null when only counting
    long echoSentNanos;

    /** {@code keepText}: make the messages' text (for clients that read it), else only count their bytes. */
    StateOutput(StateEncoder encoder, ServerCpu cpu, boolean keepText) {
        this.encoder = encoder;
        this.cpu = cpu;
        this.out = JsonWriter.of(keepText);
    }

    void beginBroadcast() {
        encoder.beginFlush();
        cpu.stateBroadcast();
    }

    /** Makes the seat's next state message; false when nothing it sees changed. */
    boolean encode(Room room, Seat seat) {
        out.reset();
        kind = encoder.encode(room.state(), seat.index(), seat.memory(), seat.seq() + 1, seat.needsFull(), out, work);
        cpu.encode(work);
        if (kind == StateEncoder.NOTHING) {
            return false;
        }
        echoSentNanos = seat.stateSent();
        seq = seat.seq();
        bytes = out.utf8Length();
        text = out.text();
        return true;
    }
}
