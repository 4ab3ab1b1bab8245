package org.repsim.experiments.bindings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.experiments.input.schema.BoolSchema;
import org.repsim.experiments.input.schema.EnumSchema;
import org.repsim.experiments.input.schema.Field;
import org.repsim.experiments.input.schema.IntSchema;
import org.repsim.experiments.input.schema.ListSchema;
import org.repsim.experiments.input.schema.NumberSchema;
import org.repsim.experiments.input.schema.ObjectSchema;
import org.repsim.experiments.input.schema.StringSchema;
import org.repsim.models.battleroyale.AliveCurve;
import org.repsim.models.battleroyale.BattleRoyaleCosts;
import org.repsim.models.battleroyale.BattleRoyaleMetrics;
import org.repsim.models.battleroyale.BattleRoyaleModel;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.battleroyale.ClientLinkSpec;
import org.repsim.models.battleroyale.InterleavingPolicy;
import org.repsim.models.battleroyale.MovementSpec;
import org.repsim.models.battleroyale.OtherActorKind;
import org.repsim.models.battleroyale.SpatialDistribution;
import org.repsim.models.unreal.UnrealCosts;

/**
 * Binding of the battle-royale model (org.repsim.models.battleroyale, pubg-interleaving.md):
 * map, players, movement, deaths, interleaving rule, Net Send Flush, clients. Defaults are
 * {@link BattleRoyaleScenario#defaults()}; the YAML keys are snake_case versions of its fields.
 */
public final class BattleRoyaleBinding implements ModelBinding {
    private static final NumberSchema NON_NEGATIVE = NumberSchema.atLeast(0.0);
    private static final NumberSchema POSITIVE = new NumberSchema(1e-9, Double.POSITIVE_INFINITY);

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
        BattleRoyaleScenario d = BattleRoyaleScenario.defaults();
        ObjectSchema spawn = new ObjectSchema("Spatial distribution of players at spawn.", List.of(
                Field.optional("distribution", new EnumSchema(List.of("uniform", "clustered", "shrinking_zone")),
                        "uniform", "uniform over the map, clustered drops, or a shrinking play zone"),
                Field.optional("drops", new IntSchema(1, 10_000), 8L, "clustered: number of drop points"),
                Field.optional("drop_radius_m", NON_NEGATIVE, 150.0, "clustered: Gaussian spread around a drop point"),
                Field.optional("zone_start_radius_m", POSITIVE, 4000.0, "shrinking_zone: radius at the start"),
                Field.optional("zone_end_radius_m", POSITIVE, 300.0, "shrinking_zone: final radius"),
                Field.optional("zone_shrink_start_s", NON_NEGATIVE, 0.0, "shrinking_zone: match time the zone starts shrinking"),
                Field.optional("zone_shrink_end_s", NON_NEGATIVE, 1500.0, "shrinking_zone: match time it reaches its final radius")));
        ObjectSchema movement = new ObjectSchema("Random-waypoint movement.", List.of(
                Field.optional("foot_speed_mps", NON_NEGATIVE, d.movement().footSpeedMps(), "running speed"),
                Field.optional("vehicle_speed_mps", NON_NEGATIVE, d.movement().vehicleSpeedMps(), "driving speed"),
                Field.optional("vehicle_fraction", new NumberSchema(0.0, 1.0), d.movement().vehicleFraction(),
                        "probability that a leg is driven"),
                Field.optional("wander_radius_m", POSITIVE, d.movement().wanderRadiusM(), "maximum leg length")));
        ObjectSchema alive = new ObjectSchema("Alive count over match time.", List.of(
                Field.optional("count", new IntSchema(0, 100_000), (long) d.aliveCurve().aliveAt(0.0),
                        "alive at match start (and all match long unless falls_to is given)"),
                Field.optional("falls_to", new IntSchema(0, 100_000), null, "none",
                        "alive count reached at over_s (linear fall)"),
                Field.optional("over_s", POSITIVE, 1800.0, "match time over which the count falls")));
        ObjectSchema step = new ObjectSchema("", List.of(
                Field.required("beyond_m", NON_NEGATIVE, "distance beyond which the step applies"),
                Field.required("skip", new IntSchema(0, 1000), "frames skipped between two replications")));
        ObjectSchema interleaving = new ObjectSchema("Distance-based replication interleaving.", List.of(
                Field.optional("rule", new EnumSchema(List.of("off", "published", "third_step", "custom")), "published",
                        "off; published (70 m: skip 1, 400 m: skip 2); third_step (published + skip 3 beyond third_step_beyond_m); custom (steps)"),
                Field.optional("third_step_beyond_m", POSITIVE, 1000.0, "third_step: distance of the skip-3 step"),
                Field.optional("steps", new ListSchema(step, 0), List.of(), "[]", "custom: the steps")));
        ObjectSchema client = new ObjectSchema("Client uplink and network path.", List.of(
                Field.optional("input_rate_hz", POSITIVE, d.client().inputRateHz(), "movement messages per second"),
                Field.optional("shots_per_s", NON_NEGATIVE, d.client().shotsPerSecond(), "mean shots per alive player per second"),
                Field.optional("one_way_latency_ms", NON_NEGATIVE, d.client().oneWayLatencyMs(), "mean one-way latency"),
                Field.optional("latency_spread_ms", NON_NEGATIVE, d.client().latencySpreadMs(),
                        "per-connection latency uniform in mean ± spread"),
                Field.optional("jitter_ms", NON_NEGATIVE, d.client().jitterMs(), "per-packet extra delay, uniform [0, jitter)")));
        ObjectSchema otherKind = new ObjectSchema("", List.of(
                Field.required("name", StringSchema.matching("[a-z][a-z0-9_]*", "lower-case word"), "kind name"),
                Field.required("per_km2", NON_NEGATIVE, "actors per square kilometre"),
                Field.required("changes_per_s", NON_NEGATIVE, "changes per actor per second"),
                Field.required("cull_distance_m", POSITIVE, "relevancy distance")));
        List<Object> otherDefaults = new ArrayList<>();
        for (OtherActorKind k : d.otherActors()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", k.name());
            m.put("per_km2", k.perKm2());
            m.put("changes_per_s", k.changesPerSecond());
            m.put("cull_distance_m", k.cullDistanceM());
            otherDefaults.add(m);
        }
        return new ObjectSchema("Battle-royale scenario (pubg-interleaving.md).", List.of(
                Field.optional("map_size_m", POSITIVE, d.mapSizeM(), "side of the square map"),
                Field.optional("players", new IntSchema(1, 100_000), (long) d.players(), "players (connections) at spawn"),
                object("spawn", spawn),
                object("movement", movement),
                object("alive", alive),
                Field.optional("other_actors", new ListSchema(otherKind, 0), otherDefaults,
                        "vehicle 1.2/km², door 30/km²", "other replicated actors as counts per area"),
                Field.optional("cull_distance_m", POSITIVE, d.cullDistanceM(), "character relevancy distance"),
                object("interleaving", interleaving),
                Field.optional("net_send_flush", new BoolSchema(), false, "send queued RPCs before Simulate"),
                Field.optional("max_tick_rate_hz", POSITIVE, d.maxTickRateHz(), "NetServerMaxTickRate"),
                Field.optional("connection_rate_bytes_per_s", POSITIVE, d.connectionRateBytesPerSecond(),
                        "each connection's replication byte rate (Unreal bandwidth bucket)"),
                object("client", client)));
    }

    /** A nested object whose default is all its fields' defaults (so absent = defaults). */
    private static Field object(String name, ObjectSchema schema) {
        Map<String, Object> defaults = new LinkedHashMap<>();
        for (Field f : schema.fields()) {
            defaults.put(f.name(), f.defaultValue());
        }
        return Field.optional(name, schema, defaults, "defaults below", schema.doc());
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
    public String defaultProfile() {
        return BattleRoyaleCosts.SHIPPED.get(0);
    }

    @Override
    public List<String> profileNames() {
        return BattleRoyaleCosts.SHIPPED;
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile profile;
        try {
            String name = input.profile() == null ? defaultProfile() : input.profile();
            profile = BattleRoyaleCosts.SHIPPED.contains(name) ? BattleRoyaleCosts.shipped(name)
                    : CostProfile.load(BattleRoyaleCosts.KEYS, input.baseDir().resolve(name));
        } catch (IllegalArgumentException | CostProfileException e) {
            throw new BindingException("profile", e.getMessage());
        }
        try {
            profile = profile.withOverrides(input.overrides());
        } catch (IllegalArgumentException | CostProfileException e) {
            throw new BindingException("overrides", e.getMessage());
        }
        BattleRoyaleScenario scenario = scenario(input.scenario());
        CostProfile costs = profile;
        // Net Flush's Unreal unit costs: the shipped Unreal profile, visibly, until experiment
        // files can name one; its content is part of the cell's identity.
        CostProfile unreal = UnrealCosts.shipped("ue58-editor");
        String identity = costs.identity() + "+" + unreal.identity();
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
        };
    }

    static BattleRoyaleScenario scenario(Params p) throws BindingException {
        int players = p.int32("players");
        AliveCurve curve;
        int count = p.int32("alive.count");
        if (p.has("alive.falls_to")) {
            int to = p.int32("alive.falls_to");
            curve = AliveCurve.linear(count, to, p.num("alive.over_s"));
        } else {
            curve = AliveCurve.constant(count);
        }
        if (curve.maxAlive() > players) {
            throw new BindingException("scenario.alive.count", "alive count " + curve.maxAlive()
                    + " exceeds scenario.players " + players);
        }
        SpatialDistribution spawn = switch (p.str("spawn.distribution")) {
            case "clustered" -> new SpatialDistribution.ClusteredDrops(p.int32("spawn.drops"), p.num("spawn.drop_radius_m"));
            case "shrinking_zone" -> zone(p);
            default -> new SpatialDistribution.Uniform();
        };
        InterleavingPolicy policy = switch (p.str("interleaving.rule")) {
            case "off" -> InterleavingPolicy.off();
            case "third_step" -> InterleavingPolicy.withThirdStep(p.num("interleaving.third_step_beyond_m"));
            case "custom" -> custom(p);
            default -> InterleavingPolicy.published();
        };
        List<OtherActorKind> others = new ArrayList<>();
        for (Params k : p.objects("other_actors")) {
            others.add(new OtherActorKind(k.str("name"), k.num("per_km2"), k.num("changes_per_s"), k.num("cull_distance_m")));
        }
        BattleRoyaleScenario d = BattleRoyaleScenario.defaults();
        try {
            return new BattleRoyaleScenario(p.num("map_size_m"), players, spawn,
                    new MovementSpec(p.num("movement.foot_speed_mps"), p.num("movement.vehicle_speed_mps"),
                            p.num("movement.vehicle_fraction"), p.num("movement.wander_radius_m")),
                    curve, others, p.num("cull_distance_m"), policy, p.bool("net_send_flush"), p.num("max_tick_rate_hz"),
                    new ClientLinkSpec(p.num("client.input_rate_hz"), p.num("client.shots_per_s"),
                            p.num("client.one_way_latency_ms"), p.num("client.latency_spread_ms"), p.num("client.jitter_ms")),
                    d.errorBandEdgesM(), d.wire(), p.num("connection_rate_bytes_per_s"));
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario", e.getMessage());
        }
    }

    private static SpatialDistribution zone(Params p) throws BindingException {
        try {
            return new SpatialDistribution.ShrinkingZone(p.num("spawn.zone_start_radius_m"), p.num("spawn.zone_end_radius_m"),
                    p.num("spawn.zone_shrink_start_s"), p.num("spawn.zone_shrink_end_s"));
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario.spawn", e.getMessage());
        }
    }

    private static InterleavingPolicy custom(Params p) throws BindingException {
        List<InterleavingPolicy.Step> steps = new ArrayList<>();
        for (Params s : p.objects("interleaving.steps")) {
            steps.add(new InterleavingPolicy.Step(s.num("beyond_m"), s.int32("skip")));
        }
        if (steps.isEmpty()) {
            throw new BindingException("scenario.interleaving.steps", "rule 'custom' needs at least one step");
        }
        try {
            return InterleavingPolicy.of(steps);
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario.interleaving.steps", e.getMessage());
        }
    }
}
