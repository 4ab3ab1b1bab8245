package org.repsim.models.room.client;

import org.repsim.engine.stats.Tally;

/** What the virtual clients measure, over the measured window. */
public final class ClientObservations {
    /** Ping round trip, ms. */
    public final Tally pingRttMs = new Tally();
    /** Input sent to first state message reflecting it received, ms. */
    public final Tally inputEchoMs = new Tally();
    public long resyncRequestsSent;
    public long deltasDiscarded;
    public long framesLost;
    /** State messages whose decoded state was checked against the frame's own seq (decoding clients). */
    public long statesDecoded;

    public void clear() {
        pingRttMs.clear();
        inputEchoMs.clear();
        resyncRequestsSent = 0;
        deltasDiscarded = 0;
        framesLost = 0;
        statesDecoded = 0;
    }
}
