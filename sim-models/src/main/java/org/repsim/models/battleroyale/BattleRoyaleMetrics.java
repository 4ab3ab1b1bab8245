package org.repsim.models.battleroyale;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Metric names of the battle-royale model. The band and skip names depend on the scenario's
 * error band edges; {@link #STATIC_METRICS} is the list for the default edges (70, 400, 1000 m),
 * which every shipped experiment uses.
 */
public final class BattleRoyaleMetrics {
    public static final String TICK_HZ = "tick_hz";
    public static final String FRAME_MS = "frame_ms";
    public static final String FRAME_INTERVAL_MS = "frame_interval_ms";
    public static final String NET_DISPATCH_MS = "net_dispatch_ms";
    public static final String NET_SEND_FLUSH_MS = "net_send_flush_ms";
    public static final String SIMULATE_MS = "simulate_ms";
    public static final String NET_FLUSH_MS = "net_flush_ms";
    public static final String ACTORS_SERIALIZED_PER_FRAME = "actors_serialized_per_frame";
    public static final String CHARACTER_PAIRS_CONSIDERED_PER_FRAME = "character_pairs_considered_per_frame";
    public static final String ACTORS_CONSIDERED_PER_CONNECTION = "actors_considered_per_connection_frame";
    public static final String REPLICATIONS_SKIPPED_PCT = "replications_skipped_pct";
    public static final String MESSAGES_DISPATCHED_PER_FRAME = "messages_dispatched_per_frame";
    public static final String SHOTS_PER_S = "shots_per_s";
    public static final String SHOT_LATENCY_MEAN_MS = "shot_latency_mean_ms";
    public static final String SHOT_LATENCY_P50_MS = "shot_latency_p50_ms";
    public static final String SHOT_LATENCY_P95_MS = "shot_latency_p95_ms";
    public static final String SHOT_LATENCY_P99_MS = "shot_latency_p99_ms";
    public static final String RPC_QUEUE_DELAY_MEAN_MS = "rpc_queue_delay_mean_ms";
    public static final String BYTES_PER_CONNECTION_S = "bytes_per_connection_s";
    public static final String SENDS_PER_CONNECTION_S = "sends_per_connection_s";
    public static final String ALIVE_MEAN = "alive_mean";
    public static final String FAR_ERROR_P50 = "far_error_p50_m";
    public static final String FAR_ERROR_P95 = "far_error_p95_m";

    /** Time series (one sample per second of the measured window). */
    public static final String TICK_HZ_SERIES = "tick_hz_over_time";
    public static final String ALIVE_SERIES = "alive_over_time";
    public static final String FRAME_MS_SERIES = "frame_ms_over_time";

    /** Quantile summaries (for CDF charts). */
    public static final String SHOT_LATENCY_DISTRIBUTION = "shot_latency_ms";
    public static final String FAR_ERROR_DISTRIBUTION = "far_error_m";

    /** Every scalar metric for the default error band edges. */
    public static final List<String> STATIC_METRICS = names(BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M);

    private BattleRoyaleMetrics() {
    }

    /** Every scalar metric a run with these error band edges reports, sorted as in the output. */
    public static List<String> names(List<Double> bandEdgesM) {
        List<String> names = new ArrayList<>(List.of(TICK_HZ, FRAME_MS, FRAME_INTERVAL_MS, NET_DISPATCH_MS,
                NET_SEND_FLUSH_MS, SIMULATE_MS, NET_FLUSH_MS, ACTORS_SERIALIZED_PER_FRAME,
                CHARACTER_PAIRS_CONSIDERED_PER_FRAME, ACTORS_CONSIDERED_PER_CONNECTION, REPLICATIONS_SKIPPED_PCT, MESSAGES_DISPATCHED_PER_FRAME,
                SHOTS_PER_S, SHOT_LATENCY_MEAN_MS, SHOT_LATENCY_P50_MS, SHOT_LATENCY_P95_MS, SHOT_LATENCY_P99_MS,
                RPC_QUEUE_DELAY_MEAN_MS, BYTES_PER_CONNECTION_S, SENDS_PER_CONNECTION_S, ALIVE_MEAN));
        for (String stat : List.of(FAR_ERROR_P50, FAR_ERROR_P95)) {
            for (int b = 0; b <= bandEdgesM.size(); b++) {
                names.add(stat + "." + bandLabel(bandEdgesM, b));
            }
            for (int s = 0; s < FarCharacterError.REPORTED_SKIP_STEPS; s++) {
                names.add(stat + "." + skipLabel(s));
            }
        }
        names.sort(null);
        return List.copyOf(names);
    }

    /** "band_0_70", "band_70_400", ..., "band_1000_plus". */
    public static String bandLabel(List<Double> edges, int band) {
        String low = band == 0 ? "0" : metres(edges.get(band - 1));
        String high = band == edges.size() ? "plus" : metres(edges.get(band));
        return "band_" + low + "_" + high;
    }

    /** "skip_0" ... "skip_3"; the last also holds larger skips. */
    public static String skipLabel(int skip) {
        return "skip_" + skip;
    }

    private static String metres(double m) {
        return m == Math.rint(m) ? Long.toString((long) m) : String.format(Locale.ROOT, "%s", m).replace('.', 'p');
    }
}
