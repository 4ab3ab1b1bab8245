package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.UnrealCosts;

/**
 * A (character, connection) pair that interleaving skips still pays the consider/prioritize step
 * that decided to skip it (pubg-interleaving.md), once per skipped decision, at the pass's own
 * prioritize cost; the non-character actors are charged once per open connection per frame.
 */
class BattleRoyaleSkippedPairCostTest {
    private static RunOutput run(InterleavingPolicy rule, int alive) {
        return BattleRoyaleModel.run(BattleRoyaleScenario.defaults().withInterleaving(rule)
                        .withAliveCurve(AliveCurve.constant(alive)), BattleRoyaleTestProfiles.CALIBRATED,
                BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(2.0, 6.0), new RandomStreams(3, 0));
    }

    @Test
    void everySkippedDecisionPaysOneScaledPrioritize() {
        RunOutput out = run(InterleavingPolicy.published(), 60);
        double considered = out.metrics().get(BattleRoyaleMetrics.CHARACTER_PAIRS_CONSIDERED_PER_FRAME);
        double skippedPct = out.metrics().get(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT);
        double calls = BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, "NetFlush/InterleavingSkippedPairs");
        assertEquals(considered * skippedPct / 100.0, calls, considered * 0.002);
        // By hand: prioritize_us scaled like every per-actor key, to the profile's pair cost over
        // the Unreal profile's moving-character pair (prioritize + ReplicateActor + wrapper +
        // deleted-subobject check + serialize call + one property).
        CostProfile u = BattleRoyaleTestProfiles.UNREAL;
        double pairUs = u.value(UnrealCosts.PRIORITIZE_US) + u.value(UnrealCosts.REPLICATE_ACTOR_US)
                + u.value(UnrealCosts.REPLICATE_PROPERTIES_US) + u.value(UnrealCosts.DELETED_SUBOBJECT_CHECK_US)
                + u.value(UnrealCosts.SERIALIZE_CALL_US) + u.value(UnrealCosts.SERIALIZE_PROPERTY_US);
        double expectedUs = u.value(UnrealCosts.PRIORITIZE_US) * (BattleRoyaleTestProfiles.CALIBRATED
                .value(BattleRoyaleCosts.FLUSH_PER_SERIALIZED_ACTOR_PER_CONNECTION_NS) / 1e3) / pairUs;
        double ms = BattleRoyaleMatchesUnrealModelTest.inclusive(out, "NetFlush/InterleavingSkippedPairs");
        assertEquals(expectedUs, ms * 1e3 / calls, expectedUs * 1e-6);
    }

    @Test
    void withInterleavingOffNothingIsSkippedAndOtherActorsArePerOpenConnection() {
        RunOutput out = run(InterleavingPolicy.off(), 60);
        assertEquals(0.0, BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, "NetFlush/InterleavingSkippedPairs"), 0.0);
        assertEquals(60.0, BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, "NetFlush/OtherReplicatedActors"), 1e-9);
        assertEquals(60 * BattleRoyaleTestProfiles.CALIBRATED.value(BattleRoyaleCosts.FLUSH_OTHER_ACTORS_PER_CONNECTION_NS) / 1e6,
                BattleRoyaleMatchesUnrealModelTest.inclusive(out, "NetFlush/OtherReplicatedActors"), 1e-6);
    }
}
