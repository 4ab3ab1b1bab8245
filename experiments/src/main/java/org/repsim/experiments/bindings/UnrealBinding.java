package org.repsim.experiments.bindings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.MetricSet;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.schema.ObjectSchema;
import org.repsim.models.unreal.UnrealModel;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.cost.CostKey;
import org.repsim.models.unreal.cost.UnrealCostProfile;

/** Binding of the Unreal replication model ({@code model: unreal}). */
public final class UnrealBinding implements ModelBinding {
    /** Time series the model reports (RunOutput.series); names overlap scalar metrics on purpose. */
    private static final List<Metric> SERIES = List.of(
            Metric.series("tick_hz", "Hz", "tick rate over simulated time"),
            Metric.series("frame_ms", "ms", "frame length over simulated time"),
            Metric.series("server_replicate_actors_ms", "ms", "ServerReplicateActors over time"),
            Metric.series("bytes_per_second", "bytes/s", "bytes sent per second"),
            Metric.series("active_objects_per_frame", "actors", "active network objects over time"));

    /**
     * The model's scalar declarations (UnrealModel.METRICS) plus the series it reports. Built here
     * until the model exposes its own MetricSet.
     */
    private static final MetricSet METRICS = metricSet();

    private static MetricSet metricSet() {
        List<Metric> out = new ArrayList<>();
        for (org.repsim.models.unreal.MetricInfo m : UnrealModel.METRICS) {
            out.add(Metric.scalar(m.name(), m.unit(), m.meaning()));
        }
        out.addAll(SERIES);
        return new MetricSet(out);
    }

    private final ObjectSchema schema = UnrealScenarioSchema.build();
    // Profiles parsed once per distinct source; a cache only (never iterated into results).
    private final Map<String, UnrealCostProfile> profiles = new LinkedHashMap<>();

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
        return schema;
    }

    @Override
    public MetricSet metrics() {
        return METRICS;
    }

    @Override
    public List<String> keyMetrics() {
        return List.of("server_replicate_actors_ms", "replicate_actor_us", "tick_hz", "bytes_per_frame");
    }

    @Override
    public String defaultProfile() {
        return "ue58-editor";
    }

    @Override
    public List<String> profileNames() {
        return List.of("ue58-editor");
    }

    @Override
    public List<ProfileKeyInfo> profileKeys() {
        return UnrealCostProfile.KEYS.stream().map(k -> new ProfileKeyInfo(k.key(), k.unit(), k.meaning())).toList();
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        UnrealCostProfile profile = profile(input.profile(), input.baseDir());
        for (String key : input.overrides().keySet()) {
            if (CostKey.of(key) == null) {
                List<String> keys = UnrealCostProfile.KEYS.stream().map(CostKey::key).toList();
                throw new BindingException("overrides." + key, "unknown cost-profile key '" + key + "'"
                        + org.repsim.experiments.input.Suggest.didYouMean(key, keys));
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

    private synchronized UnrealCostProfile profile(String nameOrPath, Path baseDir) throws BindingException {
        String source = ExperimentLoader.looksLikePath(nameOrPath)
                ? baseDir.resolve(nameOrPath).normalize().toString() : nameOrPath;
        UnrealCostProfile p = profiles.get(source);
        if (p == null) {
            try {
                p = UnrealCostProfile.load(source);
            } catch (IllegalArgumentException e) {
                throw new BindingException("profile", ExperimentLoader.looksLikePath(nameOrPath) ? e.getMessage()
                        : "unknown profile '" + nameOrPath + "' (shipped: " + String.join(", ", profileNames())
                        + "; or give a path to a profile file)");
            }
            profiles.put(source, p);
        }
        return p;
    }
}
