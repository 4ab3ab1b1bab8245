package org.repsim.models.room.server;

import org.repsim.engine.cost.CostLedger;
import org.repsim.models.room.encode.EncodeWork;

/**
 * The work of the room server's single core, priced: while a job (a received message, a flush
 * tick, a timer) is handled, every operation charges its {@link UnitCosts unit cost} to a ledger
 * scope and to the job; {@link #takeJobNanos} hands the job's total over as its service time.
 * The load step feeds those service times to the kernel's FIFO queue, so utilisation and
 * queueing delay come out of the queue, not out of a formula; the in-process benchmark only
 * reads what was charged.
 *
 * <p>Besides the work itself the core pays what Node.js pays around it: the event-loop turn that
 * picks a job up ({@link #loopTurn}, charged by whoever knows the loop's schedule), a socket
 * write per frame unless the socket was corked and already written in this job, and
 * young-generation GC for the JS heap that receiving and sending allocate. The encoder's own
 * output strings are not counted here: their GC is part of the fitted stringify cost, which was
 * measured with it.
 */
public final class ServerCpu {
    private final UnitCosts costs;
    private final CostLedger ledger;
    private final boolean corkSockets;
    private final double sendGcNanos;
    private final int turnScope;
    private final int receiveScope;
    private final int timerScope;
    private final int stateScope;
    private final int flushScope;
    private final int encodeScope;
    private final int stringifyScope;
    private final int compareScope;
    private final int temporaryScope;
    private final int eventScope;
    private final int frameScope;
    private final int writeScope;
    private final int gcScope;

    private double jobNanos;
    private long job;
    private long socketWrites;
    private double encoderNanos;
    private long flushes;
    private long bytesStringified;
    private long fieldsCompared;

    /** A server that leaves its sockets uncorked, as {@code ws} does: every frame is its own write. */
    public ServerCpu(UnitCosts costs, CostLedger ledger) {
        this(costs, ledger, false);
    }

    /**
     * @param corkSockets the server corks a socket at its first send in a job and uncorks it
     *                    when the job ends, so the frames one job sends to one socket share a write
     */
    public ServerCpu(UnitCosts costs, CostLedger ledger, boolean corkSockets) {
        this.costs = costs;
        this.ledger = ledger;
        this.corkSockets = corkSockets;
        this.sendGcNanos = costs.sendHeapBytesPerFrame() * costs.gcPerByteNanos();
        turnScope = ledger.scope("loop_turn");
        receiveScope = ledger.scope("receive");
        timerScope = ledger.scope("timer");
        stateScope = ledger.scope("state_change");
        flushScope = ledger.scope("flush");
        encodeScope = ledger.scope("encode");
        stringifyScope = ledger.scope("stringify", encodeScope);
        compareScope = ledger.scope("compare", encodeScope);
        temporaryScope = ledger.scope("temporaries", encodeScope);
        eventScope = ledger.scope("event_stringify");
        int send = ledger.scope("send");
        frameScope = ledger.scope("frame", send);
        writeScope = ledger.scope("write", send);
        gcScope = ledger.scope("gc");
    }

    /** The event loop woke up (or polled again) and found the current job ready. */
    public void loopTurn() {
        charge(turnScope, costs.loopTurnNanos());
    }

    /**
     * A client message of {@code bytes} was received and parsed: its text and parse tree, and
     * the read's buffers, are young garbage once the handler returns.
     */
    public void receive(int bytes) {
        charge(receiveScope, costs.receivePerMessageNanos() + bytes * costs.receivePerByteNanos());
        charge(gcScope, (costs.receiveHeapBytesPerMessage() + bytes) * costs.gcPerByteNanos());
    }

    /** A timer fired: a room's flush tick or its game's end. */
    void timer() {
        charge(timerScope, costs.timerNanos());
    }

    void stateChange() {
        charge(stateScope, costs.stateChangeNanos());
    }

    /** A room's flush tick fired. */
    public void flushTick() {
        charge(flushScope, costs.flushNanos());
    }

    /** A pass that sends the room's state to its seats began (a flush, or an unbatched broadcast). */
    public void stateBroadcast() {
        if (ledger.measuring()) {
            flushes++;
        }
        ledger.count(encodeScope, 1);
    }

    /** Charges what the encoder counted and clears the counter. */
    public void encode(EncodeWork work) {
        double s = work.bytesStringified() * costs.stringifyPerByteNanos();
        double c = work.fieldsCompared() * costs.comparePerFieldNanos();
        double t = work.temporaries() * costs.temporaryNanos();
        charge(stringifyScope, s);
        charge(compareScope, c);
        charge(temporaryScope, t);
        if (ledger.measuring()) {
            encoderNanos += s + c + t;
            bytesStringified += work.bytesStringified();
            fieldsCompared += work.fieldsCompared();
        }
        work.clear();
    }

    /** An event message (chat, reaction, notice) was stringified once for all its recipients. */
    void eventStringified(int bytes) {
        charge(eventScope, bytes * costs.stringifyPerByteNanos());
    }

    /**
     * A frame of {@code bytes} goes out on the seat's socket: ws frames it and hands it to the
     * socket, which writes it at once, or, corked, once per job for all its frames.
     */
    public void send(Seat seat, int bytes) {
        charge(frameScope, costs.sendPerFrameNanos() + bytes * costs.sendPerByteNanos());
        charge(gcScope, sendGcNanos);
        if (!corkSockets || seat.writtenInJob != job) {
            seat.writtenInJob = job;
            charge(writeScope, costs.socketWriteNanos());
            if (ledger.measuring()) {
                socketWrites++;
            }
        }
    }

    /**
     * A batching frame's text was joined from its messages: a new string of {@code bytes} on the
     * JS heap (an unbatched frame is the encoder's own string, already counted).
     */
    public void frameJoined(int bytes) {
        charge(gcScope, bytes * costs.gcPerByteNanos());
    }

    /** Ends the current job: the CPU time charged since the last call, rounded to whole nanoseconds. */
    public long takeJobNanos() {
        long nanos = Math.round(jobNanos);
        jobNanos = 0;
        job++;
        return nanos;
    }

    /** Socket writes in the measured window (one per frame unless sockets are corked). */
    public long socketWrites() {
        return socketWrites;
    }

    /** Encoder CPU (stringify + compare + temporaries) in the measured window. */
    public double encoderNanos() {
        return encoderNanos;
    }

    /** Bytes the encoders stringified in the measured window. */
    public long bytesStringified() {
        return bytesStringified;
    }

    /** Fields the encoders compared in the measured window. */
    public long fieldsCompared() {
        return fieldsCompared;
    }

    /** State broadcasts (flushes) in the measured window. */
    public long flushes() {
        return flushes;
    }

    private void charge(int scope, double nanos) {
        if (nanos == 0) {
            return; // e.g. no fields compared by a full-state encoder: no call to count
        }
        jobNanos += nanos;
        ledger.charge(scope, 1, nanos);
    }
}
