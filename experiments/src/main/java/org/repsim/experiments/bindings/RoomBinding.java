package org.repsim.experiments.bindings;

import java.util.List;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.experiments.input.schema.BoolSchema;
import org.repsim.experiments.input.schema.EnumSchema;
import org.repsim.experiments.input.schema.Field;
import org.repsim.experiments.input.schema.IntSchema;
import org.repsim.experiments.input.schema.NumberSchema;
import org.repsim.experiments.input.schema.ObjectSchema;
import org.repsim.experiments.input.schema.StringSchema;
import org.repsim.models.room.RoomBenchmark;
import org.repsim.models.room.RoomCosts;
import org.repsim.models.room.RoomModel;
import org.repsim.models.room.RoomScenario;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.transport.TransportMode;

/**
 * Binding of the room-server model (org.repsim.models.room, room-server.md): WebSocket rooms,
 * the four transports (plus "new", all changes together), virtual-client load steps, and the
 * in-process encode benchmark ({@code mode: benchmark}). Defaults are
 * {@link RoomScenario#defaults}; YAML keys are snake_case versions of its components.
 */
public final class RoomBinding implements ModelBinding {
    private static final NumberSchema NON_NEGATIVE = NumberSchema.atLeast(0.0);
    private static final NumberSchema POSITIVE = new NumberSchema(1e-9, Double.POSITIVE_INFINITY);
    private static final List<String> TRANSPORTS = TransportMode.PRESETS.stream().map(TransportMode::name).toList();

    @Override
    public String id() {
        return "room";
    }

    @Override
    public String summary() {
        return "Room server (WebSocket JSON): batching, field deltas, cheap encoder, CPU queue, load steps";
    }

    @Override
    public ObjectSchema scenarioSchema() {
        RoomScenario d = RoomScenario.defaults(120, TransportMode.NEW);
        return new ObjectSchema("Room-server scenario (room-server.md).", List.of(
                Field.optional("mode", new EnumSchema(List.of("load_step", "benchmark")), "load_step",
                        "load_step: virtual clients against one server core; benchmark: rooms play one round each in process"),
                Field.optional("transport", new EnumSchema(TRANSPORTS), "new",
                        "old (frame per message, full state), batching, deltas, deltas_cheap, new (all three)"),
                Field.optional("users", new IntSchema(1, 100_000), (long) d.users(), "virtual users (load step)"),
                Field.optional("seats_per_room", new IntSchema(1, 6), (long) d.seatsPerRoom(), "users per room"),
                Field.optional("flush_hz", POSITIVE, d.flushHz(), "flush ticks per second per room (batching)"),
                Field.optional("ping_interval_s", POSITIVE, d.pingIntervalSeconds(), "ping period per client"),
                Field.optional("pick_delay_min_s", NON_NEGATIVE, d.pickDelayMinSeconds(), "game pick delay after the turn comes, min"),
                Field.optional("pick_delay_max_s", NON_NEGATIVE, d.pickDelayMaxSeconds(), "game pick delay, max"),
                Field.optional("play_again_min_s", NON_NEGATIVE, d.playAgainMinSeconds(), "play-again delay after a round, min"),
                Field.optional("play_again_max_s", NON_NEGATIVE, d.playAgainMaxSeconds(), "play-again delay, max"),
                Field.optional("chat_mean_s", POSITIVE, d.chatMeanSeconds(), "mean time between a client's chat lines"),
                Field.optional("reaction_mean_s", POSITIVE, d.reactionMeanSeconds(), "mean time between a client's reactions"),
                Field.optional("reconnects_per_user_hour", NON_NEGATIVE, d.reconnectsPerUserHour(), "socket drops per user-hour"),
                Field.optional("reconnect_delay_min_s", POSITIVE, d.reconnectDelayMinSeconds(), "reconnect delay, min"),
                Field.optional("reconnect_delay_max_s", POSITIVE, d.reconnectDelayMaxSeconds(), "reconnect delay, max"),
                Field.optional("drop_rate", new NumberSchema(0.0, 0.999), d.dropRate(), "probability a server frame is lost (seq gaps)"),
                Field.optional("network_one_way_ms", NON_NEGATIVE, d.networkOneWayMs(), "one-way network latency"),
                Field.optional("network_jitter_ms", NON_NEGATIVE, d.networkJitterMs(), "extra uniform one-way latency [0, jitter]"),
                Field.optional("join_spread_s", NON_NEGATIVE, d.joinSpreadSeconds(), "clients join uniformly over this span"),
                Field.optional("resync_throttle_s", NON_NEGATIVE, d.resyncThrottleSeconds(), "at most one resync request per client per span"),
                Field.optional("decode_states", new BoolSchema(), false, "clients parse every frame and rebuild the state (slower)"),
                Field.optional("games", StringSchema.any(), "shipped",
                        "game catalog: 'shipped' (24 games) or a YAML file relative to the experiment file"),
                Field.optional("benchmark_rooms", new IntSchema(1, 100_000), 48L, "benchmark: rooms, each playing one round")));
    }

    @Override
    public MetricSet metrics() {
        return RoomModel.METRICS;
    }

    @Override
    public List<String> keyMetrics() {
        return List.of("cpu_pct", "ping_rtt_p99_ms", "bytes_per_user_s", "encoder_us_per_flush", "encode_us_per_room",
                "state_bytes_per_room");
    }

    @Override
    public String defaultProfile() {
        return RoomCosts.SHIPPED.get(0);
    }

    @Override
    public List<String> profileNames() {
        return RoomCosts.SHIPPED;
    }

    @Override
    public List<ProfileKeyInfo> profileKeys() {
        return RoomCosts.KEYS.keys().stream().map(k -> new ProfileKeyInfo(k.name(), k.unit(), k.meaning())).toList();
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile costs;
        try {
            String name = input.profile() == null ? defaultProfile() : input.profile();
            costs = RoomCosts.SHIPPED.contains(name) ? RoomCosts.shipped(name)
                    : CostProfile.load(RoomCosts.KEYS, input.baseDir().resolve(name));
        } catch (CostProfileException e) {
            throw new BindingException("profile", e.getMessage());
        }
        try {
            costs = costs.withOverrides(input.overrides());
        } catch (CostProfileException e) {
            throw new BindingException("overrides", e.getMessage());
        }
        Params p = input.scenario();
        GameCatalog catalog;
        try {
            String games = p.str("games");
            catalog = games.equals("shipped") ? GameCatalog.shipped() : GameCatalog.load(input.baseDir().resolve(games));
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario.games", e.getMessage());
        }
        TransportMode transport = TransportMode.named(p.str("transport"));
        CostProfile profile = costs;
        // String.hashCode is specified, so the identity is the same in every JVM (record hashCode of enums is not).
        String identity = "costs " + costs.identity() + " games " + Integer.toHexString(catalog.toString().hashCode());
        if (p.str("mode").equals("benchmark")) {
            RoomBenchmark bench;
            try {
                bench = new RoomBenchmark(p.int32("benchmark_rooms"), transport, p.num("flush_hz"), catalog);
            } catch (IllegalArgumentException e) {
                throw new BindingException("scenario", e.getMessage());
            }
            return cell((window, streams) -> RoomModel.benchmark(bench, profile, streams), identity);
        }
        RoomScenario scenario;
        try {
            scenario = new RoomScenario(p.int32("users"), p.int32("seats_per_room"), transport, p.num("flush_hz"),
                    p.num("ping_interval_s"), p.num("pick_delay_min_s"), p.num("pick_delay_max_s"),
                    p.num("play_again_min_s"), p.num("play_again_max_s"), p.num("chat_mean_s"), p.num("reaction_mean_s"),
                    p.num("reconnects_per_user_hour"), p.num("reconnect_delay_min_s"), p.num("reconnect_delay_max_s"),
                    p.num("drop_rate"), p.num("network_one_way_ms"), p.num("network_jitter_ms"), p.num("join_spread_s"),
                    p.num("resync_throttle_s"), p.bool("decode_states"), catalog);
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario", e.getMessage());
        }
        return cell((window, streams) -> RoomModel.run(scenario, profile, window, streams), identity);
    }

    private interface Runner {
        RunOutput run(RunWindow window, RandomStreams streams);
    }

    private static PreparedCell cell(Runner runner, String identity) {
        return new PreparedCell() {
            @Override
            public RunOutput run(RunWindow window, RandomStreams streams) {
                return runner.run(window, streams);
            }

            @Override
            public String identity() {
                return identity;
            }
        };
    }
}
