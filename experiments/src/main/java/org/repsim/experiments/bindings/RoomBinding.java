package org.repsim.experiments.bindings;

import java.nio.file.Path;
import java.util.List;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.fingerprint.ContentDigest;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunWindow;
import org.repsim.experiments.schema.EnumSchema;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.experiments.schema.StringSchema;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.yaml.YamlReader;
import org.repsim.models.room.RoomBenchmark;
import org.repsim.models.room.RoomCosts;
import org.repsim.models.room.RoomModel;
import org.repsim.models.room.RoomScenario;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.transport.TransportMode;

/**
 * Binding of the room-server model (org.repsim.models.room, docs/room-model.md): WebSocket rooms,
 * the four transports (plus "new", all changes together), virtual-client load steps, and the
 * in-process encode benchmark ({@code mode: benchmark}). Keys and defaults are the model record's
 * declarations ({@link RoomScenarioFile}).
 */
public final class RoomBinding implements ModelBinding {
    private static final List<String> TRANSPORTS = TransportMode.PRESETS.stream().map(TransportMode::name).toList();
    private static final ObjectSchema SCHEMA = RecordSchema.of("Room-server scenario (docs/room-model.md).",
            RoomScenarioFile.class, conversions(Path.of(".")));
    private static final ProfileResolver PROFILES = new ProfileResolver(RoomCosts.KEYS, RoomCosts.SHIPPED,
            RoomCosts::shipped);

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
        return SCHEMA;
    }

    /**
     * Transport presets by name; the game catalog from a file relative to the experiment
     * ({@code baseDir}), loaded when a cell is prepared.
     */
    static Conversions conversions(Path baseDir) {
        return Conversions.NONE
                .with(new Conversion<>(TransportMode.class, new EnumSchema(TRANSPORTS),
                        (v, key) -> TransportMode.named((String) v)))
                .with(new Conversion<>(GameCatalog.class, StringSchema.any(), (v, key) -> catalog((String) v, baseDir, key)));
    }

    /** A games file is read and composed as every user YAML file is; its problem is the message at {@code keyPath}. */
    private static GameCatalog catalog(String games, Path baseDir, String keyPath) throws BindingException {
        if (games.equals("shipped")) {
            return GameCatalog.shipped();
        }
        String display = baseDir.resolve(games).toString();
        try {
            String text = UserFile.text(baseDir.resolve(games), display, "", YamlReader.MAX_BYTES);
            return GameCatalog.read(display, YamlReader.composeChecked(text, display));
        } catch (InvalidInputException e) {
            throw new BindingException(keyPath, e.problems().get(0).render());
        } catch (IllegalArgumentException e) {
            throw new BindingException(keyPath, e.getMessage());
        }
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
    public ProfileResolver profiles() {
        return PROFILES;
    }

    @Override
    public List<String> fileKeys() {
        return List.of("scenario.games");
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile costs = PROFILES.resolve("profile", input.profile(), input.baseDir(), input.overrides());
        RoomScenarioFile file = RecordBinder.bind(RoomScenarioFile.class, input.scenario(), "scenario",
                conversions(input.baseDir()));
        RoomScenario scenario = file.scenario();
        CostProfile profile = costs;
        // The catalog's records print every game, field and frequency (no hash order), so the digest
        // of that text changes whenever the games file's content does.
        String identity = ProfileResolver.identityOf(costs) + " games " + gamesDigest(scenario.catalog());
        if (file.mode() == RoomScenarioFile.Mode.BENCHMARK) {
            RoomBenchmark bench;
            try {
                bench = new RoomBenchmark(file.benchmarkRooms(), scenario.transport(), scenario.flushHz(),
                        scenario.catalog());
            } catch (IllegalArgumentException e) {
                throw new BindingException("scenario", e.getMessage());
            }
            CostEstimate benchCost = CostEstimate.of(file.benchmarkRooms() + " rooms × "
                    + scenario.seatsPerRoom() + " seats", file.benchmarkRooms(), scenario.seatsPerRoom());
            return cell((window, streams) -> RoomModel.benchmark(bench, profile, streams), identity,
                    window -> benchCost, 0);
        }
        return cell((window, streams) -> RoomModel.run(scenario, profile, window, streams), identity,
                window -> {
                    double seconds = window.endNanos() / 1e9;
                    return CostEstimate.of(String.format(java.util.Locale.ROOT, "%d users × %.0f s × %s flush/s",
                            scenario.users(), seconds, CostEstimate.format(scenario.flushHz())),
                            scenario.users(), seconds, scenario.flushHz());
                }, Math.round(1e9 / scenario.flushHz()));
    }

    /** A catalog and the digest of its text, the last one asked for. */
    private record CatalogDigest(GameCatalog catalog, String digest) {
    }

    private static volatile CatalogDigest lastDigest;

    /**
     * The digest of the catalog's text. Cells of one batch share the one shipped catalog
     * (GameCatalog.shipped), so its text is made and hashed once, not per cell.
     */
    private static String gamesDigest(GameCatalog catalog) {
        CatalogDigest last = lastDigest;
        if (last == null || last.catalog() != catalog) {
            last = new CatalogDigest(catalog, ContentDigest.sha256Hex(catalog.toString()));
            lastDigest = last;
        }
        return last.digest();
    }

    @Override
    public List<String> timerScopes() {
        return SCOPES;
    }

    /** ServerCpu's scopes (sim-models room/server). */
    private static final List<String> SCOPES = List.of("loop_turn", "receive", "timer", "state_change", "flush",
            "encode", "encode/stringify", "encode/compare", "encode/temporaries", "event_stringify", "send",
            "send/frame", "send/write", "gc");

    private interface Runner {
        RunOutput run(RunWindow window, RandomStreams streams);
    }

    private static PreparedCell cell(Runner runner, String identity,
                                     java.util.function.Function<RunWindow, CostEstimate> cost, long minFramePeriod) {
        return new PreparedCell() {
            @Override
            public RunOutput run(RunWindow window, RandomStreams streams) {
                return runner.run(window, streams);
            }

            @Override
            public String identity() {
                return identity;
            }

            @Override
            public CostEstimate estimate(RunWindow window) {
                return cost.apply(window);
            }

            @Override
            public long minFramePeriodNanos() {
                return minFramePeriod;
            }
        };
    }
}
