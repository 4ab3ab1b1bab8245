package org.repsim.experiments.bindings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.input.schema.ObjectSchema;
import org.repsim.models.battleroyale.AliveCurve;
import org.repsim.models.battleroyale.BattleRoyaleCostProfile;
import org.repsim.models.battleroyale.BattleRoyaleMetrics;
import org.repsim.models.battleroyale.BattleRoyaleModel;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.battleroyale.InterleavingPolicy;
import org.repsim.models.battleroyale.SpatialDistribution;

/**
 * Binding of the battle-royale model (org.repsim.models.battleroyale, pubg-interleaving.md):
 * map, players, movement, deaths, interleaving rule, Net Send Flush, clients. The keys and
 * defaults are the model records' declarations ({@link BattleRoyaleScenarioFile}).
 */
public final class BattleRoyaleBinding implements ModelBinding {
    private static final Conversions CONVERSIONS = Conversions.NONE
            .with(Conversion.viaRecord(SpatialDistribution.class, BattleRoyaleScenarioFile.Spawn.class,
                    BattleRoyaleScenarioFile.Spawn::toModel, Conversions.NONE))
            .with(Conversion.viaRecord(AliveCurve.class, BattleRoyaleScenarioFile.Alive.class,
                    BattleRoyaleScenarioFile.Alive::toModel, Conversions.NONE))
            .with(Conversion.viaRecord(InterleavingPolicy.class, BattleRoyaleScenarioFile.Interleaving.class,
                    BattleRoyaleScenarioFile.Interleaving::toModel, Conversions.NONE))
            .supplying(BattleRoyaleScenario.class, "errorBandEdgesM", BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M)
            .supplying(BattleRoyaleScenario.class, "wire", BattleRoyaleScenario.WireSizes.defaults());
    private static final ObjectSchema SCHEMA = RecordSchema.of("Battle-royale scenario (pubg-interleaving.md).",
            BattleRoyaleScenarioFile.class, CONVERSIONS);
    private static final UnrealProfiles UNREAL_PROFILES = new UnrealProfiles();

    @Override
    public String id() {
        return "battle-royale";
    }

    @Override
    public String summary() {
        return "Battle-royale server: frame phases, Net Send Flush, distance interleaving, shot latency";
    }

    @Override
    public ObjectSchema scenarioSchema() {
        return SCHEMA;
    }

    @Override
    public List<MetricInfo> metrics() {
        List<MetricInfo> m = new ArrayList<>();
        for (String name : BattleRoyaleMetrics.STATIC_METRICS) {
            m.add(new MetricInfo(name, unitOf(name), MetricKind.SCALAR, describe(name)));
        }
        m.add(new MetricInfo(BattleRoyaleMetrics.TICK_HZ_SERIES, "Hz", MetricKind.SERIES, "tick rate per second of match time"));
        m.add(new MetricInfo(BattleRoyaleMetrics.ALIVE_SERIES, "players", MetricKind.SERIES, "alive count per second of match time"));
        m.add(new MetricInfo(BattleRoyaleMetrics.FRAME_MS_SERIES, "ms", MetricKind.SERIES, "mean frame work per second of match time"));
        m.add(new MetricInfo(BattleRoyaleMetrics.SHOT_LATENCY_DISTRIBUTION, "ms", MetricKind.DISTRIBUTION,
                "shot latency, client A to client B (CDF at 1% steps)"));
        List<Double> edges = BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M;
        for (int b = 0; b <= edges.size(); b++) {
            m.add(new MetricInfo(BattleRoyaleMetrics.FAR_ERROR_DISTRIBUTION + "." + BattleRoyaleMetrics.bandLabel(edges, b),
                    "m", MetricKind.DISTRIBUTION, "far-character error in this distance band (p50, p90, p95, p99)"));
        }
        return m;
    }

    private static String unitOf(String name) {
        if (name.endsWith("_ms") || name.startsWith("shot_latency") || name.startsWith("rpc_queue")) {
            return "ms";
        }
        if (name.startsWith("far_error")) {
            return "m";
        }
        if (name.endsWith("_hz")) {
            return "Hz";
        }
        if (name.endsWith("_pct")) {
            return "%";
        }
        if (name.startsWith("bytes")) {
            return "B/s";
        }
        if (name.endsWith("_s")) {
            return "1/s";
        }
        return name.endsWith("_per_frame") ? "per frame" : "players";
    }

    private static String describe(String name) {
        return switch (name) {
            case BattleRoyaleMetrics.TICK_HZ -> "server frames per second (emerges from the phases' work, capped)";
            case BattleRoyaleMetrics.FRAME_MS -> "work per frame: dispatch + send flush + simulate + flush";
            case BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT -> "(character, connection, frame) replications skipped by interleaving";
            case BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS -> "shot RPC wait from dispatch to send";
            default -> name.startsWith("far_error") ? "true position vs last position sent, by distance band / skip step"
                    : name.replace('_', ' ');
        };
    }

    @Override
    public List<String> keyMetrics() {
        return List.of(BattleRoyaleMetrics.TICK_HZ, BattleRoyaleMetrics.FRAME_MS, BattleRoyaleMetrics.NET_FLUSH_MS,
                BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT, BattleRoyaleMetrics.SHOT_LATENCY_P50_MS,
                BattleRoyaleMetrics.SHOT_LATENCY_P99_MS);
    }

    @Override
    public String defaultProfile() {
        return BattleRoyaleCostProfile.SHIPPED_NAME;
    }

    @Override
    public List<String> profileNames() {
        return List.of(BattleRoyaleCostProfile.SHIPPED_NAME);
    }

    @Override
    public List<String> fileKeys() {
        return List.of("scenario.unreal_profile");
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        BattleRoyaleCostProfile profile;
        try {
            String name = input.profile() == null ? defaultProfile() : input.profile();
            String resolved = name.equals(BattleRoyaleCostProfile.SHIPPED_NAME) ? name
                    : input.baseDir().resolve(name).toString();
            profile = BattleRoyaleCostProfile.load(resolved);
        } catch (IllegalArgumentException e) {
            throw new BindingException("profile", e.getMessage());
        }
        try {
            profile = profile.withOverrides(input.overrides());
        } catch (IllegalArgumentException e) {
            throw new BindingException("overrides", e.getMessage());
        }
        BattleRoyaleScenarioFile file = file(input.scenario());
        BattleRoyaleScenario scenario = file.scenario();
        // The Net Flush pass's Unreal profile is explicit (scenario.unreal_profile) and part of the identity.
        String unrealIdentity = UNREAL_PROFILES.profile("scenario.unreal_profile", file.unrealProfile(), input.baseDir())
                .values().toString();
        BattleRoyaleCostProfile costs = profile;
        String identity = java.util.Arrays.toString(costs.values()) + " unreal " + unrealIdentity;
        return new PreparedCell() {
            @Override
            public org.repsim.engine.run.RunOutput run(org.repsim.engine.run.RunWindow window,
                                                       org.repsim.engine.random.RandomStreams streams) {
                return BattleRoyaleModel.run(scenario, costs, window, streams);
            }

            @Override
            public String identity() {
                return identity;
            }
        };
    }

    /** Checked {@code scenario:} → the YAML-shaped record (the model's scenario inside), after the cross-field check. */
    static BattleRoyaleScenarioFile file(Map<String, Object> checked) throws BindingException {
        Map<String, Object> alive = RecordBinder.asMap(checked.get("alive"));
        BattleRoyaleScenarioFile.Alive a = RecordBinder.bind(BattleRoyaleScenarioFile.Alive.class, alive,
                "scenario.alive", Conversions.NONE);
        long players = (Long) checked.get("players");
        if (a.maxAlive() > players) {
            throw new BindingException("scenario.alive.count", "alive count " + a.maxAlive()
                    + " exceeds scenario.players " + players);
        }
        return RecordBinder.bind(BattleRoyaleScenarioFile.class, checked, "scenario", CONVERSIONS);
    }

    static BattleRoyaleScenario scenario(Map<String, Object> checked) throws BindingException {
        return file(checked).scenario();
    }
}
