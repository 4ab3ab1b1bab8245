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
 */
public final class ServerCpu {
    private final UnitCosts costs;
    private final CostLedger ledger;
    private final int receiveScope;
    private final int stateScope;
    private final int flushScope;
    private final int encodeScope;
    private final int stringifyScope;
    private final int compareScope;
    private final int temporaryScope;
    private final int eventScope;
    private final int sendScope;

    private double jobNanos;
    private double encoderNanos;
    private long flushes;
    private long bytesStringified;
    private long fieldsCompared;

    public ServerCpu(UnitCosts costs, CostLedger ledger) {
        this.costs = costs;
        this.ledger = ledger;
        receiveScope = ledger.scope("receive");
        stateScope = ledger.scope("state_change");
        flushScope = ledger.scope("flush");
        encodeScope = ledger.scope("encode");
        stringifyScope = ledger.scope("stringify", encodeScope);
        compareScope = ledger.scope("compare", encodeScope);
        temporaryScope = ledger.scope("temporaries", encodeScope);
        eventScope = ledger.scope("event_stringify");
        sendScope = ledger.scope("send");
    }

    /** A client message of {@code bytes} was received and parsed. */
    public void receive(int bytes) {
        charge(receiveScope, costs.receivePerMessageNanos() + bytes * costs.receivePerByteNanos());
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

    public void send(int bytes) {
        charge(sendScope, costs.sendPerFrameNanos() + bytes * costs.sendPerByteNanos());
    }

    /** Ends the current job: the CPU time charged since the last call, rounded to whole nanoseconds. */
    public long takeJobNanos() {
        long nanos = Math.round(jobNanos);
        jobNanos = 0;
        return nanos;
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
