package org.repsim.models.battleroyale;

/**
 * Client uplink behaviour and network path, the same for every client.
 *
 * @param inputRateHz       movement messages a client sends per second (assumption: 30 Hz; the
 *                          brief gives no client send rate)
 * @param shotsPerSecond    mean shots fired per alive player per second (Poisson); each shot
 *                          leaves with the client's next input message
 * @param oneWayLatencyMs   mean one-way latency of a connection
 * @param latencySpreadMs   per-connection base latency is uniform in mean ± spread
 * @param jitterMs          per-packet extra delay, uniform in [0, jitter)
 */
public record ClientLinkSpec(double inputRateHz, double shotsPerSecond, double oneWayLatencyMs,
                             double latencySpreadMs, double jitterMs) {
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
