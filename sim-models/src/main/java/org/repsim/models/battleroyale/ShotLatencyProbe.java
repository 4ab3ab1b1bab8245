package org.repsim.models.battleroyale;

import org.repsim.engine.stats.Tally;

/**
 * End-to-end shot latency: from the moment the shot leaves client A, through arrival at the
 * server, waiting for the next frame's Net Dispatch, dispatch, the queued RPC waiting for a send
 * phase (Net Send Flush or Net Flush), to arrival at client B (the shooter's nearest other alive
 * player, the one being shot at). Also the queueing part alone: dispatch done → sent.
 */
final class ShotLatencyProbe {
    private final Tally latencyMs = new Tally();
    private final Tally queueDelayMs = new Tally();

    void record(double shotSentS, double dispatchedS, double serverSentS, double arrivedS) {
        latencyMs.add((arrivedS - shotSentS) * 1e3);
        queueDelayMs.add((serverSentS - dispatchedS) * 1e3);
    }

    Tally latencyMs() {
        return latencyMs;
    }

    Tally queueDelayMs() {
        return queueDelayMs;
    }
}
