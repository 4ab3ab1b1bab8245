package org.repsim.models.battleroyale;

import java.util.Arrays;

/**
 * RPCs produced while dispatching client messages wait here, per connection, until a send
 * phase flushes them: Net Send Flush when it is on, otherwise Net Flush (the diary: "queued in a
 * buffer and sent during Net Flush"). Shots are also remembered individually so that the send
 * time of each can feed the {@link ShotLatencyProbe}.
 */
final class RpcSendBuffer {
    private final int[] queuedRpcs;
    private final long[] queuedBytes;
    private int connectionsWithData;
    private long rpcs;

    private double[] shotSentS = new double[16];
    private double[] shotDispatchedS = new double[16];
    private int[] shotTarget = new int[16];
    private boolean[] shotMeasured = new boolean[16];
    private int shots;

    RpcSendBuffer(int connections) {
        queuedRpcs = new int[connections];
        queuedBytes = new long[connections];
    }

    void queue(int connection, int bytes) {
        if (queuedRpcs[connection] == 0) {
            connectionsWithData++;
        }
        queuedRpcs[connection]++;
        queuedBytes[connection] += bytes;
        rpcs++;
    }

    /** Remembers one shot whose RPC to {@code target} is queued (the RPC itself via {@link #queue}). */
    void trackShot(int target, double sentS, double dispatchedS, boolean measured) {
        if (shots == shotSentS.length) {
            int n = shots * 2;
            shotSentS = Arrays.copyOf(shotSentS, n);
            shotDispatchedS = Arrays.copyOf(shotDispatchedS, n);
            shotTarget = Arrays.copyOf(shotTarget, n);
            shotMeasured = Arrays.copyOf(shotMeasured, n);
        }
        shotSentS[shots] = sentS;
        shotDispatchedS[shots] = dispatchedS;
        shotTarget[shots] = target;
        shotMeasured[shots] = measured;
        shots++;
    }

    int connectionsWithData() {
        return connectionsWithData;
    }

    long queuedRpcs() {
        return rpcs;
    }

    long queuedBytes(int connection) {
        return queuedBytes[connection];
    }

    /**
     * Sends everything at {@code sendS}: shot RPCs reach their targets one packet delay later.
     * Byte accounting is left to the caller (RPCs share packets with whatever else the phase
     * sends), which reads {@link #queuedBytes} before calling this.
     */
    void sendAll(double sendS, ClientLinks links, ShotLatencyProbe probe) {
        for (int s = 0; s < shots; s++) {
            if (shotMeasured[s]) {
                double arrived = sendS + links.nextPacketDelayS(shotTarget[s]);
                probe.record(shotSentS[s], shotDispatchedS[s], sendS, arrived);
            }
        }
        shots = 0;
        Arrays.fill(queuedRpcs, 0);
        Arrays.fill(queuedBytes, 0L);
        connectionsWithData = 0;
        rpcs = 0;
    }
}
