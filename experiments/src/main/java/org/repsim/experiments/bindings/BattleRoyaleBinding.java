package org.repsim.experiments.bindings;

import java.util.List;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.run.MetricSet;
import java.util.Map;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.models.battleroyale.AliveCurve;
import org.repsim.models.battleroyale.BattleRoyaleCosts;
import org.repsim.models.battleroyale.BattleRoyaleMetrics;
import org.repsim.models.battleroyale.BattleRoyaleModel;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.battleroyale.SpatialDistribution;

/**
 * Binding of the battle-royale model (org.repsim.models.battleroyale, docs/battle-royale-model.md):
 * map, players, movement, deaths, interleaving rule, Net Send Flush, clients. The keys and defaults
 * are the model records' declarations ({@link BattleRoyaleScenarioFile}).
 */
public final class BattleRoyaleBinding implements ModelBinding {
    private static final Conversions CONVERSIONS = Conversions.NONE
            .with(Conversion.viaRecord(SpatialDistribution.class, BattleRoyaleScenarioFile.Spawn.class,
                    BattleRoyaleScenarioFile.Spawn::toModel, Conversions.NONE))
            .with(Conversion.viaRecord(AliveCurve.class, BattleRoyaleScenarioFile.Alive.class,
                    BattleRoyaleScenarioFile.Alive::toModel, Conversions.NONE))
            .with(InterleavingFile.CONVERSION)
            .supplying(BattleRoyaleScenario.class, "errorBandEdgesM", BattleRoyaleScenario.DEFAULT_ERROR_BAND_EDGES_M)
            .supplying(BattleRoyaleScenario.class, "wire", BattleRoyaleScenario.WireSizes.defaults());
    private static final ObjectSchema SCHEMA = RecordSchema.of("Battle-royale scenario (docs/battle-royale-model.md).",
            BattleRoyaleScenarioFile.class, CONVERSIONS);
    private static final ProfileResolver PROFILES = new ProfileResolver(BattleRoyaleCosts.KEYS,
            BattleRoyaleCosts.SHIPPED, BattleRoyaleCosts::shipped);

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
    public MetricSet metrics() {
        return BattleRoyaleModel.METRICS;
    }

    @Override
    public List<String> keyMetrics() {
        return List.of(BattleRoyaleMetrics.TICK_HZ, BattleRoyaleMetrics.FRAME_MS, BattleRoyaleMetrics.NET_FLUSH_MS,
                BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT, BattleRoyaleMetrics.SHOT_LATENCY_P50_MS,
                BattleRoyaleMetrics.SHOT_LATENCY_P99_MS);
    }

    @Override
    public ProfileResolver profiles() {
        return PROFILES;
    }

    @Override
    public List<String> fileKeys() {
        return List.of("scenario.unreal_profile");
    }

    /** BattleRoyaleModel's frame phases and their children, plus the Unreal tree of its Net Flush pass. */
    private static final List<String> SCOPES = scopes();

    private static List<String> scopes() {
        List<String> out = new java.util.ArrayList<>(List.of("NetDispatch", "NetDispatch/MovementMessage",
                "NetDispatch/ShotMessage", "NetSendFlush", "NetSendFlush/ConnectionSend", "NetSendFlush/RpcSerialize",
                "Simulate", "NetFlush", "NetFlush/RpcSerialize",
                "NetFlush/OtherReplicatedActors"));
        out.addAll(UnrealBinding.SCOPES);
        return List.copyOf(out);
    }

    @Override
    public List<String> timerScopes() {
        return SCOPES;
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile costs = PROFILES.resolve("profile", input.profile(), input.baseDir(), input.overrides());
        BattleRoyaleScenarioFile file = file(input.scenario());
        BattleRoyaleScenario scenario = file.scenario();
        // The Net Flush pass's Unreal profile is explicit (scenario.unreal_profile) and part of the identity.
        CostProfile unreal = UnrealBinding.PROFILES.resolve("scenario.unreal_profile", file.unrealProfile(),
                input.baseDir(), java.util.Map.of());
        String identity = ProfileResolver.identityOf(costs, unreal);
        return new PreparedCell() {
            @Override
            public org.repsim.engine.run.RunOutput run(org.repsim.engine.run.RunWindow window,
                                                       org.repsim.engine.random.RandomStreams streams) {
                return BattleRoyaleModel.run(scenario, costs, unreal, window, streams);
            }

            @Override
            public String identity() {
                return identity;
            }

            @Override
            public CostEstimate estimate(org.repsim.engine.run.RunWindow window) {
                // Each player's connection considers every player's character: players² pairs per frame.
                double frames = Math.ceil(window.endNanos() / 1e9 * scenario.maxTickRateHz());
                return CostEstimate.of(String.format(java.util.Locale.ROOT, "%.0f frames × %d players²", frames,
                        scenario.players()), frames, scenario.players(), scenario.players());
            }

            @Override
            public long minFramePeriodNanos() {
                return Math.round(1e9 / scenario.maxTickRateHz());
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
