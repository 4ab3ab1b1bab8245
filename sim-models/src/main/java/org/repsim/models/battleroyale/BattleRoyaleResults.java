package org.repsim.models.battleroyale;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.stats.Tally;

/**
 * Turns a finished run's probes and totals into the model's scalar metrics and quantile
 * summaries (names in {@link BattleRoyaleMetrics}, recorded against {@link BattleRoyaleModel#METRICS}).
 * A quantile with no sample is NaN.
 */
final class BattleRoyaleResults {
    /** Probabilities of the shot-latency quantile summary (a CDF at 1% steps). */
    static final double[] CDF_PROBABILITIES = cdfProbabilities();
    /** Probabilities of each far-error band's summary. */
    static final double[] ERROR_PROBABILITIES = {0.5, 0.9, 0.95, 0.99};

    private final FrameTotals totals;
    private final double durationS;
    private final NetDispatch dispatch;
    private final NetFlush flush;
    private final CharacterInterleaving interleaving;
    private final ShotLatencyProbe probe;
    private final ConnectionTraffic traffic;
    private final FarCharacterError error;
    private final List<Double> bandEdgesM;

    BattleRoyaleResults(FrameTotals totals, double durationS, NetDispatch dispatch, NetFlush flush,
                        CharacterInterleaving interleaving, ShotLatencyProbe probe, ConnectionTraffic traffic,
                        FarCharacterError error, List<Double> bandEdgesM) {
        this.totals = totals;
        this.durationS = durationS;
        this.dispatch = dispatch;
        this.flush = flush;
        this.interleaving = interleaving;
        this.probe = probe;
        this.traffic = traffic;
        this.error = error;
        this.bandEdgesM = bandEdgesM;
    }

    SortedMap<String, Double> metrics() {
        FrameTotals t = totals;
        MetricSet.Recorder m = BattleRoyaleModel.METRICS.recorder();
        m.put(BattleRoyaleMetrics.TICK_HZ, t.tickHz());
        m.put(BattleRoyaleMetrics.FRAME_MS, t.msPerFrame(t.workS()));
        m.put(BattleRoyaleMetrics.FRAME_INTERVAL_MS, t.msPerFrame(t.intervalNanos / 1e9));
        // Phase times from the phases themselves: Net Flush also holds the Unreal pass's own
        // top-level timer scopes (ServerReplicateActors, TickChannels, SendPackets, FlushNetDormancy).
        m.put(BattleRoyaleMetrics.NET_DISPATCH_MS, t.msPerFrame(t.dispatchS));
        m.put(BattleRoyaleMetrics.NET_SEND_FLUSH_MS, t.msPerFrame(t.sendFlushS));
        m.put(BattleRoyaleMetrics.SIMULATE_MS, t.msPerFrame(t.simulateS));
        m.put(BattleRoyaleMetrics.NET_FLUSH_MS, t.msPerFrame(t.flushS));
        m.put(BattleRoyaleMetrics.ACTORS_SERIALIZED_PER_FRAME, t.perFrame(flush.serialized()));
        m.put(BattleRoyaleMetrics.CHARACTER_PAIRS_CONSIDERED_PER_FRAME, t.perFrame(interleaving.considered()));
        m.put(BattleRoyaleMetrics.ACTORS_CONSIDERED_PER_CONNECTION, flush.consideredPerConnection());
        m.put(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT, interleaving.considered() == 0 ? 0.0
                : 100.0 * interleaving.skipped() / interleaving.considered());
        m.put(BattleRoyaleMetrics.MESSAGES_DISPATCHED_PER_FRAME, t.perFrame(dispatch.messagesDispatched()));
        m.put(BattleRoyaleMetrics.SHOTS_PER_S, dispatch.shotsDispatched() / durationS);
        Tally latency = probe.latencyMs();
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_MEAN_MS, latency.mean());
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_P50_MS, quantile(latency, 0.50));
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_P95_MS, quantile(latency, 0.95));
        m.put(BattleRoyaleMetrics.SHOT_LATENCY_P99_MS, quantile(latency, 0.99));
        m.put(BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS, probe.queueDelayMs().mean());
        // Per open connection: connections close when their player dies.
        double connectionSeconds = t.aliveMean() * durationS;
        m.put(BattleRoyaleMetrics.BYTES_PER_CONNECTION_S,
                connectionSeconds == 0 ? 0.0 : traffic.totalBytes() / connectionSeconds);
        m.put(BattleRoyaleMetrics.SENDS_PER_CONNECTION_S,
                connectionSeconds == 0 ? 0.0 : traffic.sends() / connectionSeconds);
        m.put(BattleRoyaleMetrics.ALIVE_MEAN, t.aliveMean());
        for (int b = 0; b < error.bands(); b++) {
            String label = BattleRoyaleMetrics.bandLabel(bandEdgesM, b);
            m.put(BattleRoyaleMetrics.FAR_ERROR_P50 + "." + label, error.band(b).quantile(0.50));
            m.put(BattleRoyaleMetrics.FAR_ERROR_P95 + "." + label, error.band(b).quantile(0.95));
        }
        for (int s = 0; s < FarCharacterError.REPORTED_SKIP_STEPS; s++) {
            String label = BattleRoyaleMetrics.skipLabel(s);
            m.put(BattleRoyaleMetrics.FAR_ERROR_P50 + "." + label, error.skipStep(s).quantile(0.50));
            m.put(BattleRoyaleMetrics.FAR_ERROR_P95 + "." + label, error.skipStep(s).quantile(0.95));
        }
        return m.values();
    }

    List<Quantiles> distributions() {
        List<Quantiles> d = new ArrayList<>();
        Tally latency = probe.latencyMs();
        double[] v = new double[CDF_PROBABILITIES.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = quantile(latency, CDF_PROBABILITIES[i]);
        }
        d.add(new Quantiles(BattleRoyaleMetrics.SHOT_LATENCY_DISTRIBUTION, CDF_PROBABILITIES, v));
        for (int b = 0; b < error.bands(); b++) {
            double[] e = new double[ERROR_PROBABILITIES.length];
            for (int i = 0; i < e.length; i++) {
                e[i] = error.band(b).quantile(ERROR_PROBABILITIES[i]);
            }
            d.add(new Quantiles(BattleRoyaleMetrics.FAR_ERROR_DISTRIBUTION + "."
                    + BattleRoyaleMetrics.bandLabel(bandEdgesM, b), ERROR_PROBABILITIES.clone(), e));
        }
        return d;
    }

    private static double quantile(Tally t, double p) {
        return t.count() == 0 ? Double.NaN : t.quantile(p);
    }

    private static double[] cdfProbabilities() {
        double[] p = new double[101];
        for (int i = 0; i <= 100; i++) {
            p[i] = i / 100.0;
        }
        return p;
    }
}
