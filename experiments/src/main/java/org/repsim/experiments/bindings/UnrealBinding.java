package org.repsim.experiments.bindings;

import java.util.ArrayList;
import java.util.List;
import org.repsim.experiments.input.schema.ObjectSchema;
import org.repsim.models.unreal.UnrealModel;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.cost.CostKey;
import org.repsim.models.unreal.cost.UnrealCostProfile;

/** Binding of the Unreal replication model ({@code model: unreal}). */
public final class UnrealBinding implements ModelBinding {
    /** Time series the model reports (RunOutput.series); names overlap scalar metrics on purpose. */
    private static final List<MetricInfo> SERIES = List.of(
            new MetricInfo("tick_hz", "Hz", MetricKind.SERIES, "tick rate over simulated time"),
            new MetricInfo("frame_ms", "ms", MetricKind.SERIES, "frame length over simulated time"),
            new MetricInfo("server_replicate_actors_ms", "ms", MetricKind.SERIES, "ServerReplicateActors over time"),
            new MetricInfo("bytes_per_second", "bytes/s", MetricKind.SERIES, "bytes sent per second"),
            new MetricInfo("active_objects_per_frame", "actors", MetricKind.SERIES, "active network objects over time"));

    /** The shipped Unreal profile (also battle royale's default {@code scenario.unreal_profile}). */
    static final String DEFAULT_PROFILE = "ue58-editor";

    private final UnrealProfiles profiles = new UnrealProfiles();

    @Override
    public String id() {
        return "unreal";
    }

    @Override
    public String summary() {
        return "Unreal Engine server replication (push model, skip undirtied, dormancy)";
    }

    @Override
    public ObjectSchema scenarioSchema() {
        return UnrealScenarioReader.SCHEMA;
    }

    @Override
    public List<MetricInfo> metrics() {
        List<MetricInfo> out = new ArrayList<>();
        for (org.repsim.models.unreal.MetricInfo m : UnrealModel.METRICS) {
            out.add(new MetricInfo(m.name(), m.unit(), MetricKind.SCALAR, m.meaning()));
        }
        out.addAll(SERIES);
        return out;
    }

    @Override
    public List<String> keyMetrics() {
        return List.of("server_replicate_actors_ms", "replicate_actor_us", "tick_hz", "bytes_per_frame");
    }

    @Override
    public String defaultProfile() {
        return DEFAULT_PROFILE;
    }

    @Override
    public List<String> profileNames() {
        return List.of(DEFAULT_PROFILE);
    }

    @Override
    public List<org.repsim.engine.cost.CostKey> profileKeys() {
        return UnrealCostProfile.KEYS.stream()
                .map(k -> new org.repsim.engine.cost.CostKey(k.key(), k.unit(), k.meaning())).toList();
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        UnrealCostProfile profile = profiles.profile("profile", input.profile() == null ? DEFAULT_PROFILE
                : input.profile(), input.baseDir());
        for (String key : input.overrides().keySet()) {
            if (CostKey.of(key) == null) {
                List<String> keys = UnrealCostProfile.KEYS.stream().map(CostKey::key).toList();
                throw new BindingException("overrides." + key, "unknown cost-profile key '" + key + "'"
                        + org.repsim.experiments.input.problem.Suggest.didYouMean(key, keys));
            }
        }
        UnrealCostProfile effective;
        try {
            effective = profile.withOverrides(input.overrides());
        } catch (IllegalArgumentException e) {
            throw new BindingException("overrides", e.getMessage());
        }
        UnrealScenario scenario = UnrealScenarioReader.read(input.scenario());
        String identity = effective.values().toString();
        return new PreparedCell() {
            @Override
            public org.repsim.engine.run.RunOutput run(org.repsim.engine.run.RunWindow window,
                                                      org.repsim.engine.random.RandomStreams streams) {
                return UnrealModel.run(scenario, effective, window, streams);
            }

            @Override
            public String identity() {
                return identity;
            }
        };
    }
}
