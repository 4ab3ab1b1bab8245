package org.repsim.models.unreal;

import java.util.List;
import java.util.Map;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;

/** Shared helpers for the Unreal model tests: the shipped profile, fixed-length frames, runs. */
final class Runs {
    static final CostProfile PROFILE = UnrealCosts.shipped("ue58-editor");
    /** The brief's measurement window: 20 s warm-up, 30 s measured. */
    static final RunWindow BRIEF_WINDOW = RunWindow.ofSeconds(20, 30);

    private Runs() {
    }

    /**
     * The profile with non-replication work fixed at {@code ms} per frame (no run-to-run level,
     * no jitter), so a test controls frame length: 50 ms keeps every frame above the longest
     * NextUpdateTime interval (10 + 33.3 ms), 10 ms keeps every frame at the 30 Hz cap.
     */
    static CostProfile fixedWork(double ms) {
        return PROFILE.withOverrides(Map.of(UnrealCosts.FRAME_WORK_LEVEL_MIN_MS.name(), ms,
                UnrealCosts.FRAME_WORK_LEVEL_MAX_MS.name(), ms, UnrealCosts.FRAME_WORK_JITTER_SD_MS.name(), 0.0));
    }

    static UnrealRun run(UnrealScenario s, CostProfile p, double warmup, double seconds, long seed) {
        return UnrealModel.simulate(s, p, RunWindow.ofSeconds(warmup, seconds), new RandomStreams(seed, 0));
    }

    /** {@code actors} actors of {@code cls}, brief settings (caps raised), given workloads. */
    static UnrealScenario lab(ActorClassSpec cls, int actors, int connections, PushCondition c, List<WorkloadSpec> w) {
        return UnrealScenario.briefLab(cls, actors, connections, c, 0.0).withWorkloads(w);
    }

    static UnrealScenario lab(ActorClassSpec cls, ActorGroup group, int connections, PushCondition c,
                              List<WorkloadSpec> w) {
        return UnrealScenario.briefLab(cls, 0, connections, c, 0.0).withActors(List.of(cls), List.of(group))
                .withWorkloads(w);
    }
}
