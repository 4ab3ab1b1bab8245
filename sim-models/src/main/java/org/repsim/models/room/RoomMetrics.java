package org.repsim.models.room;

import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.run.Metric;

/**
 * The room model's results, declared once with their units: the scalars of a load step and of
 * the encode benchmark, the load step's CPU series and its two latency distributions.
 * {@link RoomModel#METRICS} is the set of all of them.
 */
final class RoomMetrics {
    // Both entry points
    static final Metric ROOMS = Metric.scalar("rooms", "rooms", "rooms on the server (benchmark: rooms that played a round)");
    static final Metric ENCODER_US_PER_FLUSH = Metric.scalar("encoder_us_per_flush", "us",
            "encoder CPU (stringify + compare + temporaries) per state broadcast");

    // Load step
    static final Metric USERS = Metric.scalar("users", "users", "virtual users of the load step");
    static final Metric PING_RTT_P50 = Metric.scalar("ping_rtt_p50_ms", "ms", "ping round trip, median (pong bypasses batching)");
    static final Metric PING_RTT_P95 = Metric.scalar("ping_rtt_p95_ms", "ms", "ping round trip, 95th percentile");
    static final Metric PING_RTT_P99 = Metric.scalar("ping_rtt_p99_ms", "ms", "ping round trip, 99th percentile");
    static final Metric PING_RTT_MEAN = Metric.scalar("ping_rtt_mean_ms", "ms", "ping round trip, mean");
    static final Metric PING_RTT_MAX = Metric.scalar("ping_rtt_max_ms", "ms", "ping round trip, largest");
    static final Metric INPUT_ECHO_P50 = Metric.scalar("input_echo_p50_ms", "ms",
            "input sent to the first state received that reflects it, median");
    static final Metric INPUT_ECHO_P95 = Metric.scalar("input_echo_p95_ms", "ms", "input echo, 95th percentile");
    static final Metric INPUT_ECHO_P99 = Metric.scalar("input_echo_p99_ms", "ms", "input echo, 99th percentile");
    static final Metric CPU_PCT = Metric.scalar("cpu_pct", "%", "server core busy time over the window");
    static final Metric CPU_WAIT_MEAN = Metric.scalar("cpu_wait_mean_ms", "ms", "mean wait of a job in the CPU queue");
    static final Metric FRAMES_PER_S = Metric.scalar("frames_per_s", "frames/s", "WebSocket frames sent to clients");
    static final Metric SOCKET_WRITES_PER_S = Metric.scalar("socket_writes_per_s", "writes/s",
            "socket writes (system calls) carrying those frames: one per frame unless sockets are corked");
    static final Metric MESSAGES_PER_S = Metric.scalar("messages_per_s", "messages/s",
            "JSON messages sent to clients (a batch frame holds several)");
    static final Metric STATE_MESSAGES_PER_S = Metric.scalar("state_messages_per_s", "messages/s",
            "state messages (full or delta) sent to clients");
    static final Metric UPSTREAM_MESSAGES_PER_S = Metric.scalar("upstream_messages_per_s", "messages/s",
            "messages sent by clients to the server");
    static final Metric BYTES_PER_S = Metric.scalar("bytes_per_s", "bytes/s", "bytes sent to clients (UTF-8 payload)");
    static final Metric BYTES_PER_USER_S = Metric.scalar("bytes_per_user_s", "bytes/s", "bytes sent per user");
    static final Metric FULL_STATE_BYTES_PER_USER_S = Metric.scalar("full_state_bytes_per_user_s", "bytes/s",
            "full-state message bytes sent per user");
    static final Metric DELTA_BYTES_PER_USER_S = Metric.scalar("delta_bytes_per_user_s", "bytes/s",
            "delta message bytes sent per user");
    static final Metric RESYNCS = Metric.scalar("resyncs", "requests", "resync requests received in the window");
    static final Metric DELTAS_DISCARDED = Metric.scalar("deltas_discarded", "messages",
            "state messages clients discarded for a seq gap");
    static final Metric FRAMES_DROPPED = Metric.scalar("frames_dropped", "frames", "server frames lost on the network");
    static final Metric FLUSHES_PER_S = Metric.scalar("flushes_per_s", "flushes/s",
            "state broadcasts (flush ticks with a change, or unbatched broadcasts)");

    // Encode benchmark
    static final Metric FLUSHES_PER_ROOM = Metric.scalar("flushes_per_room", "flushes", "state broadcasts per room round");
    static final Metric ENCODE_US_PER_ROOM = Metric.scalar("encode_us_per_room", "us", "encoder CPU per room round");
    static final Metric STATE_BYTES_PER_ROOM = Metric.scalar("state_bytes_per_room", "bytes",
            "state message bytes (full + delta) per room round");
    static final Metric FULL_STATE_BYTES_PER_ROOM = Metric.scalar("full_state_bytes_per_room", "bytes",
            "full-state message bytes per room round");
    static final Metric DELTA_BYTES_PER_ROOM = Metric.scalar("delta_bytes_per_room", "bytes", "delta message bytes per room round");
    static final Metric FRAMES_PER_ROOM = Metric.scalar("frames_per_room", "frames", "WebSocket frames per room round");
    static final Metric MESSAGES_PER_ROOM = Metric.scalar("messages_per_room", "messages", "JSON messages per room round");
    static final Metric BYTES_PER_ROOM = Metric.scalar("bytes_per_room", "bytes", "bytes sent per room round");
    static final Metric CPU_US_PER_ROOM = Metric.scalar("cpu_us_per_room", "us", "all server CPU charged per room round");
    static final Metric FIELDS_COMPARED_PER_ROOM = Metric.scalar("fields_compared_per_room", "fields",
            "fields the encoder compared per room round");
    static final Metric BYTES_STRINGIFIED_PER_ROOM = Metric.scalar("bytes_stringified_per_room", "bytes",
            "bytes the encoder stringified per room round");

    // Load step: series and distributions
    static final Metric CPU_BY_SECOND = Metric.series("cpu_pct_by_second", "%", "server CPU in each simulated second of the window");
    static final Metric PING_RTT = Metric.distribution("ping_rtt_ms", "ms", "ping round trip (pong bypasses batching)");
    static final Metric INPUT_ECHO = Metric.distribution("input_echo_ms", "ms", "input sent to its state echo received");

    /** Scalars of one load step ({@link RoomModel#run}). */
    static final List<Metric> LOAD_STEP = List.of(USERS, ROOMS,
            PING_RTT_P50, PING_RTT_P95, PING_RTT_P99, PING_RTT_MEAN, PING_RTT_MAX,
            INPUT_ECHO_P50, INPUT_ECHO_P95, INPUT_ECHO_P99,
            CPU_PCT, CPU_WAIT_MEAN,
            FRAMES_PER_S, SOCKET_WRITES_PER_S, MESSAGES_PER_S, STATE_MESSAGES_PER_S, UPSTREAM_MESSAGES_PER_S,
            BYTES_PER_S, BYTES_PER_USER_S, FULL_STATE_BYTES_PER_USER_S, DELTA_BYTES_PER_USER_S,
            RESYNCS, DELTAS_DISCARDED, FRAMES_DROPPED,
            ENCODER_US_PER_FLUSH, FLUSHES_PER_S);

    /** Scalars of the encode benchmark ({@link RoomModel#benchmark}). */
    static final List<Metric> BENCHMARK = List.of(ROOMS, FLUSHES_PER_ROOM, ENCODE_US_PER_ROOM, ENCODER_US_PER_FLUSH,
            STATE_BYTES_PER_ROOM, FULL_STATE_BYTES_PER_ROOM, DELTA_BYTES_PER_ROOM, FRAMES_PER_ROOM, MESSAGES_PER_ROOM,
            BYTES_PER_ROOM, CPU_US_PER_ROOM, FIELDS_COMPARED_PER_ROOM, BYTES_STRINGIFIED_PER_ROOM);

    private RoomMetrics() {
    }

    /** Every declaration once: load-step scalars, the benchmark's own, then series and distributions. */
    static List<Metric> all() {
        List<Metric> all = new ArrayList<>(LOAD_STEP);
        for (Metric m : BENCHMARK) {
            if (!all.contains(m)) {
                all.add(m);
            }
        }
        all.add(CPU_BY_SECOND);
        all.add(PING_RTT);
        all.add(INPUT_ECHO);
        return all;
    }
}
