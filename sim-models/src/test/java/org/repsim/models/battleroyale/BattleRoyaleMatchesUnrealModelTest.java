package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.UnrealModel;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.connection.NetworkSpec;
import org.repsim.models.unreal.UnrealCosts;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * Acceptance: with interleaving off, the battle-royale model's replication equals the plain
 * Unreal model's for the same world. Same world: n characters, one owned by each of n
 * connections, all relevant to all (cull distance beyond the map), 60 ms round trips, byte caps
 * raised, 25 Hz cap (40 ms: the same whole-nanosecond frame length in both models) and frames
 * short enough to run at the cap in both, the same seed (so the same NextUpdateTime draws).
 */
class BattleRoyaleMatchesUnrealModelTest {
    static final int N = 6;
    static final RunWindow WINDOW = RunWindow.ofSeconds(2.0, 10.0);

    static CostProfile unrealCosts() {
        // The shipped Unreal costs, minus its own non-replication frame work (the battle-royale
        // model has its Simulate phase instead).
        return BattleRoyaleTestProfiles.UNREAL.withOverrides(Map.of(UnrealCosts.FRAME_WORK_LEVEL_MIN_MS.name(), 0.0,
                UnrealCosts.FRAME_WORK_LEVEL_MAX_MS.name(), 0.0, UnrealCosts.FRAME_WORK_JITTER_SD_MS.name(), 0.0));
    }

    static RunOutput battleRoyale(DistanceInterleaving policy) {
        BattleRoyaleScenario s = BattleRoyaleScenario.defaults().withPlayers(N, AliveCurve.constant(N))
                .withMap(100.0, 1000.0).withOtherActors(List.of()).withInterleaving(policy)
                .withMaxTickRate(25.0).withConnectionRate(ReplicationSettings.RAISED_RATE_BYTES_PER_SECOND)
                .withClient(new ClientLinkSpec(30.0, 0.0, 30.0, 0.0, 0.0));
        return BattleRoyaleModel.runUnscaled(s, BattleRoyaleTestProfiles.LIGHT, unrealCosts(), WINDOW, new RandomStreams(17, 0));
    }

    static RunOutput plainUnreal() {
        List<ActorGroup> groups = new ArrayList<>();
        for (int c = 0; c < N; c++) {
            groups.add(new ActorGroup(BattleRoyaleActorClasses.CHARACTER, 1, c, true));
        }
        UnrealScenario s = new UnrealScenario(List.of(BattleRoyaleActorClasses.character(1000.0)), groups, N,
                ReplicationSettings.defaults().withMaxTickRate(25.0).withRates(ReplicationSettings.RAISED_RATE_BYTES_PER_SECOND,
                        ReplicationSettings.RAISED_RATE_BYTES_PER_SECOND),
                new NetworkSpec(60.0, 0.0), List.of());
        return UnrealModel.run(s, unrealCosts(), WINDOW, new RandomStreams(17, 0));
    }

    static double inclusive(RunOutput out, String path) {
        TimerTree t = out.timers();
        return t.inclusiveMsPerFrame(t.find(path).orElseThrow());
    }

    static double callsPerFrame(RunOutput out, String path) {
        TimerTree t = out.timers();
        return t.callsPerFrame(t.find(path).orElseThrow());
    }

    @Test
    void interleavingOffReplicatesExactlyAsThePlainUnrealModel() {
        RunOutput br = battleRoyale(DistanceInterleaving.off());
        RunOutput ue = plainUnreal();
        assertEquals(ue.metrics().get("tick_hz"), br.metrics().get(BattleRoyaleMetrics.TICK_HZ), 1e-9);
        assertEquals(ue.metrics().get("replicate_actor_calls_per_frame"),
                callsPerFrame(br, "ServerReplicateActors/ReplicateActor"), 1e-9);
        assertEquals(ue.metrics().get("actors_sent_per_connection_frame") * N,
                br.metrics().get(BattleRoyaleMetrics.ACTORS_SERIALIZED_PER_FRAME), 1e-9);
        assertEquals(ue.metrics().get("server_replicate_actors_ms"), inclusive(br, "ServerReplicateActors"), 1e-9);
        assertEquals(ue.metrics().get("serialize_calls_per_frame"),
                callsPerFrame(br, "ServerReplicateActors/ReplicateActor/SerializeProperties"), 1e-9);
    }

    @Test
    void bothModelsChargeTheSameUnrealServerScopes() {
        // Both go through the one UnrealServer: every scope of its timer tree (game code,
        // ServerReplicateActors and its children, TickChannels, SendPackets) has the same calls
        // and time per frame in both runs.
        RunOutput br = battleRoyale(DistanceInterleaving.off());
        RunOutput ue = plainUnreal();
        int compared = 0;
        for (TimerTree.Scope s : ue.timers().scopes()) {
            if (s.path().equals("GameWork")) {
                continue;
            }
            TimerTree.Scope b = br.timers().find(s.path()).orElseThrow(() -> new AssertionError("no " + s.path()));
            assertEquals(callsPerFrame(ue, s.path()), callsPerFrame(br, b.path()), 1e-9, s.path());
            assertEquals(inclusive(ue, s.path()), inclusive(br, b.path()), 1e-9, s.path());
            compared++;
        }
        assertTrue(compared >= 12, "the whole server tree was compared");
    }

    @Test
    void anInterleavingStepOnTheSameWorldReplicatesLess() {
        // The comparison above is not vacuous: with a step "beyond 10 m, skip 1 frame" nearly
        // every pair on the 100 m map is skipped every other frame, and ReplicateActor is called
        // clearly less often than in the plain model.
        RunOutput br = battleRoyale(DistanceInterleaving.of(List.of(new DistanceInterleaving.Step(10.0, 1))));
        RunOutput ue = plainUnreal();
        assertTrue(callsPerFrame(br, "ServerReplicateActors/ReplicateActor")
                < ue.metrics().get("replicate_actor_calls_per_frame") * 0.8);
    }
}
