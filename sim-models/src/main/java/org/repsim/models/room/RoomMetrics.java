package org.repsim.models.room;

import java.util.List;

/** The metric names one room-server run reports (snake_case), for validation of experiment files. */
public final class RoomMetrics {
    private RoomMetrics() {
    }

    /** Metrics of {@link RoomModel#run}: one load step. */
    public static final List<String> LOAD_STEP = List.of(
            "users", "rooms",
            "ping_rtt_p50_ms", "ping_rtt_p95_ms", "ping_rtt_p99_ms", "ping_rtt_mean_ms", "ping_rtt_max_ms",
            "input_echo_p50_ms", "input_echo_p95_ms", "input_echo_p99_ms",
            "cpu_pct", "cpu_wait_mean_ms",
            "frames_per_s", "messages_per_s", "state_messages_per_s", "upstream_messages_per_s",
            "bytes_per_s", "bytes_per_user_s", "full_state_bytes_per_user_s", "delta_bytes_per_user_s",
            "resyncs", "deltas_discarded", "frames_dropped",
            "encoder_us_per_flush", "flushes_per_s");

    /** Metrics of {@link RoomModel#benchmark}: rooms each playing one round in process. */
    public static final List<String> BENCHMARK = List.of(
            "rooms", "flushes_per_room", "encode_us_per_room", "encoder_us_per_flush", "state_bytes_per_room",
            "full_state_bytes_per_room", "delta_bytes_per_room", "frames_per_room", "messages_per_room",
            "bytes_per_room", "cpu_us_per_room", "fields_compared_per_room", "bytes_stringified_per_room");

    /** Distributions ({@code RunOutput.distributions}) of a load step, for CDF charts. */
    public static final List<String> DISTRIBUTIONS = List.of("ping_rtt_ms", "input_echo_ms");

    /** CPU % in each simulated second of the measured window. */
    public static final String CPU_SERIES = "cpu_pct_by_second";

    /** Time series of a load step. */
    public static final List<String> SERIES = List.of(CPU_SERIES);
}
