package org.repsim.models.unreal.connection;

import org.repsim.engine.param.Param;

/**
 * Per-connection network: round-trip time and packet loss.
 *
 * @param rttMs          time from the end of the server frame that sent a packet to the arrival of
 *                       its ack; the server reads acks at the start of its frames, so on loopback
 *                       (RTT ≈ one client frame) the ack is seen one server frame later
 *                       (docs/sources.md#unreal-packets)
 * @param lossProbability independent loss probability per packet (NAK, resend)
 */
public record NetworkSpec(
        // 1000/60 ms: loopback, one 60 Hz client frame (as loopback() below).
        @Param(doc = "Round-trip time per connection.", dflt = "16.666666666666668", shown = "16.667 (loopback)",
                min = 0, max = 10_000)
        double rttMs,
        @Param(key = "loss", doc = "Packet loss probability.", dflt = "0", min = 0, max = 0.99) double lossProbability) {
    public NetworkSpec {
        if (!(rttMs >= 0)) {
            throw new IllegalArgumentException("rttMs must be >= 0");
        }
        if (!(lossProbability >= 0 && lossProbability < 1)) {
            throw new IllegalArgumentException("lossProbability must be in [0, 1)");
        }
    }

    /** Loopback as measured: RTT about one 60 Hz client frame, no loss. */
    public static NetworkSpec loopback() {
        return new NetworkSpec(1000.0 / 60.0, 0.0);
    }
}
