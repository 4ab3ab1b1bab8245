package org.repsim.experiments.bindings;

import java.util.List;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.run.MetricSet;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.models.unreal.UnrealModel;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.UnrealCosts;

/** Binding of the Unreal replication model ({@code model: unreal}). */
public final class UnrealBinding implements ModelBinding {
    /** The shipped Unreal profile (also battle royale's default {@code scenario.unreal_profile}). */
    static final String DEFAULT_PROFILE = "ue58-editor";

    /** Unreal profiles: this model's {@code profile:} and battle royale's {@code scenario.unreal_profile}. */
    static final ProfileResolver PROFILES = new ProfileResolver(UnrealCosts.KEYS, UnrealCosts.SHIPPED,
            UnrealCosts::shipped);

    /**
     * The timer tree of {@code UnrealServer} (GameWork, the replication pass of the game driver
     * and of the optional replay driver, TickChannels, SendPackets); see ReplicationScopes,
     * IrisScopes and UnrealServer in sim-models. Battle royale's Net Flush pass runs an UnrealServer too.
     */
    static final List<String> SCOPES = scopes();

    private static List<String> scopes() {
        List<String> out = new java.util.ArrayList<>(List.of("GameWork", "GameWork/FlushNetDormancy",
                "GameWork/ProcessRemoteFunction"));
        for (String root : List.of("ServerReplicateActors", "DemoReplicateActors")) {
            for (String child : List.of("", "/GatherPrioritize", "/GatherPrioritize/Consider",
                    "/GatherPrioritize/Prioritize", "/ReplicateActor", "/ReplicateActor/CompareProperties",
                    "/ReplicateActor/SerializeProperties", "/ReplicateActor/DeletedSubobjectCheck",
                    "/ReplicateActor/ReplicateSubobjects", "/ChannelOpen")) {
                out.add(root + child);
            }
        }
        // The replication graph's own scopes (strategy replication_graph; the game driver only).
        for (String child : List.of("/GatherPrioritize/PrepareForReplication", "/GatherPrioritize/GatherLists",
                "/GatherPrioritize/DueCheck", "/GatherPrioritize/SortList", "/FastShared")) {
            out.add("ServerReplicateActors" + child);
        }
        // Iris's scopes (strategy iris; the game driver only; docs/iris.md).
        for (String child : List.of("/PreSendUpdate", "/PreSendUpdate/UpdateFiltering", "/PreSendUpdate/PollAndCopy",
                "/PreSendUpdate/Quantize", "/PreSendUpdate/PropagateDirtyChanges", "/PreSendUpdate/UpdatePrioritization",
                "/SendUpdate", "/SendUpdate/WriteObjects", "/SendUpdate/WriteObjects/SerializeMembers")) {
            out.add("ServerReplicateActors" + child);
        }
        out.addAll(List.of("TickChannels", "TickChannels/ChannelClose", "SendPackets"));
        return List.copyOf(out);
    }

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
    public MetricSet metrics() {
        return UnrealModel.METRICS;
    }

    @Override
    public List<String> keyMetrics() {
        return List.of("server_replicate_actors_ms", "replicate_actor_us", "tick_hz", "bytes_per_frame");
    }

    @Override
    public ProfileResolver profiles() {
        return PROFILES;
    }

    @Override
    public List<String> timerScopes() {
        return SCOPES;
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile effective = PROFILES.resolve("profile", input.profile(), input.baseDir(), input.overrides());
        UnrealScenario scenario = UnrealScenarioReader.read(input.scenario());
        return cell(scenario, effective);
    }

    private static PreparedCell cell(UnrealScenario scenario, CostProfile effective) {
        String identity = ProfileResolver.identityOf(effective);
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

            @Override
            public java.util.Optional<CostProfile> profile() {
                return java.util.Optional.of(effective);
            }

            @Override
            public PreparedCell withProfile(CostProfile profile) {
                if (!profile.keys().model().equals(UnrealCosts.KEYS.model())) {
                    throw new IllegalArgumentException("not an Unreal profile: " + profile.name());
                }
                return cell(scenario, profile);
            }

            @Override
            public CostEstimate estimate(org.repsim.engine.run.RunWindow window) {
                double hz = scenario.settings().maxTickRateHz();
                long actors = scenario.actors().stream().mapToLong(g -> g.count()).sum();
                double frames = Math.ceil(window.endNanos() / 1e9 * hz);
                return CostEstimate.of(String.format(java.util.Locale.ROOT,
                        "%.0f frames × %d actors × %d connections", frames, actors, scenario.connections()),
                        frames, actors, scenario.connections());
            }

            @Override
            public long minFramePeriodNanos() {
                return Math.round(1e9 / scenario.settings().maxTickRateHz());
            }
        };
    }
}
