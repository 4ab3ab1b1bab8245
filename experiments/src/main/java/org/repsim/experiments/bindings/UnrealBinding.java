package org.repsim.experiments.bindings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.engine.run.MetricSet;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.schema.ObjectSchema;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.engine.run.Metric;
import org.repsim.models.unreal.UnrealCosts;
import org.repsim.models.unreal.UnrealModel;
import org.repsim.models.unreal.UnrealScenario;

/** Binding of the Unreal replication model ({@code model: unreal}). */
public final class UnrealBinding implements ModelBinding {
    private final ObjectSchema schema = UnrealScenarioSchema.build();
    // Profiles parsed once per distinct source; a cache only (never iterated into results).
    private final Map<String, CostProfile> profiles = new LinkedHashMap<>();

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
        return UnrealModel.METRICS;
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
        return UnrealCosts.SHIPPED;
    }

    @Override
    public List<ProfileKeyInfo> profileKeys() {
        return UnrealCosts.KEYS.keys().stream().map(k -> new ProfileKeyInfo(k.name(), k.unit(), k.meaning())).toList();
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile profile = profile(input.profile(), input.baseDir());
        for (String key : input.overrides().keySet()) {
            if (UnrealCosts.KEYS.find(key).isEmpty()) {
                List<String> keys = UnrealCosts.KEYS.keys().stream().map(CostKey::name).toList();
                throw new BindingException("overrides." + key, "unknown cost-profile key '" + key + "'"
                        + org.repsim.experiments.input.Suggest.didYouMean(key, keys));
            }
        }
        CostProfile effective;
        try {
            effective = profile.withOverrides(input.overrides());
        } catch (IllegalArgumentException | CostProfileException e) {
            throw new BindingException("overrides", e.getMessage());
        }
        UnrealScenario scenario = UnrealScenarioReader.read(input.scenario());
        String identity = effective.identity();
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

    private synchronized CostProfile profile(String nameOrPath, Path baseDir) throws BindingException {
        String source = ExperimentLoader.looksLikePath(nameOrPath)
                ? baseDir.resolve(nameOrPath).normalize().toString() : nameOrPath;
        CostProfile p = profiles.get(source);
        if (p == null) {
            try {
                p = ExperimentLoader.looksLikePath(nameOrPath) ? CostProfile.load(UnrealCosts.KEYS, Path.of(source))
                        : UnrealCosts.shipped(source);
            } catch (IllegalArgumentException | CostProfileException e) {
                throw new BindingException("profile", ExperimentLoader.looksLikePath(nameOrPath) ? e.getMessage()
                        : "unknown profile '" + nameOrPath + "' (shipped: " + String.join(", ", profileNames())
                        + "; or give a path to a profile file)");
            }
            profiles.put(source, p);
        }
        return p;
    }
}
