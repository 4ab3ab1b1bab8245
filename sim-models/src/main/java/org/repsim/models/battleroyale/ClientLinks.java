package org.repsim.models.battleroyale;

import org.repsim.engine.random.RandomStream;

/**
 * The network path of each connection ("latency-jitter" stream): a base one-way latency drawn
 * once per connection (uniform in mean ± spread), plus per-packet jitter uniform in
 * [0, jitter). The same base serves both directions.
 */
final class ClientLinks {
    private final double[] baseOneWayS;
    private final double jitterS;
    private final RandomStream jitter;

    ClientLinks(int connections, ClientLinkSpec spec, RandomStream jitter) {
        this.jitter = jitter;
        this.jitterS = spec.jitterMs() / 1e3;
        this.baseOneWayS = new double[connections];
        for (int c = 0; c < connections; c++) {
            baseOneWayS[c] = jitter.uniform(spec.oneWayLatencyMs() - spec.latencySpreadMs(),
                    spec.oneWayLatencyMs() + spec.latencySpreadMs()) / 1e3;
        }
    }

    /** One-way delay of the next packet on connection {@code c}, in seconds. */
    double nextPacketDelayS(int c) {
        return jitterS > 0.0 ? baseOneWayS[c] + jitter.nextDouble() * jitterS : baseOneWayS[c];
    }

    /** Base one-way latency of connection {@code c}, seconds (its round trip is twice this). */
    double baseOneWayS(int c) {
        return baseOneWayS[c];
    }

    RandomStream stream() {
        return jitter;
    }
}
