package org.repsim.models.battleroyale;

import org.repsim.engine.param.Param;

/**
 * Client uplink behaviour and network path, the same for every client.
 *
 * @param inputRateHz       movement messages a client sends per second (assumption: 30 Hz; the
 *                          diary gives no client send rate)
 * @param shotsPerSecond    mean shots fired per alive player per second (Poisson); each shot
 *                          leaves with the client's next input message
 * @param oneWayLatencyMs   mean one-way latency of a connection
 * @param latencySpreadMs   per-connection base latency is uniform in mean ± spread
 * @param jitterMs          per-packet extra delay, uniform in [0, jitter)
 */
public record ClientLinkSpec(
        @Param(doc = "movement messages per second", dflt = "30", min = Param.POSITIVE) double inputRateHz,
        @Param(key = "shots_per_s", doc = "mean shots per alive player per second", dflt = "0.2", min = 0)
        double shotsPerSecond,
        @Param(doc = "mean one-way latency", dflt = "30", min = 0) double oneWayLatencyMs,
        @Param(doc = "per-connection latency uniform in mean ± spread", dflt = "20", min = 0) double latencySpreadMs,
        @Param(doc = "per-packet extra delay, uniform [0, jitter)", dflt = "5", min = 0) double jitterMs) {
    public ClientLinkSpec {
        if (!(inputRateHz > 0.0) || shotsPerSecond < 0.0 || oneWayLatencyMs < 0.0 || latencySpreadMs < 0.0
                || latencySpreadMs > oneWayLatencyMs || jitterMs < 0.0) {
            throw new IllegalArgumentException(
                    "client link needs input rate > 0, shots >= 0, 0 <= latency spread <= latency, jitter >= 0");
        }
    }

    public static ClientLinkSpec defaults() {
        return new ClientLinkSpec(30.0, 0.2, 30.0, 20.0, 5.0);
    }
}
