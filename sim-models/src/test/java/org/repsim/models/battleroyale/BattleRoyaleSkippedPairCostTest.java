package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.UnrealCosts;

/**
 * A (character, connection) pair that interleaving skips still pays the consider/prioritize step
 * that decided to skip it (pubg-interleaving.md). The Unreal pass charges it itself: every pair of
 * the consider list on an open connection is prioritized, whatever then drops it (issue 14 moved
 * the charge there from Net Flush's own scope). The non-character actors are charged once per open
 * connection per frame.
 */
class BattleRoyaleSkippedPairCostTest {
    private static final String PRIORITIZE = "ServerReplicateActors/GatherPrioritize/Prioritize";
    private static final String CONSIDER = "ServerReplicateActors/GatherPrioritize/Consider";
    private static final String REPLICATE = "ServerReplicateActors/ReplicateActor";

    private static RunOutput run(DistanceInterleaving rule, int alive) {
        return BattleRoyaleModel.run(BattleRoyaleScenario.defaults().withInterleaving(rule)
                        .withAliveCurve(AliveCurve.constant(alive)), BattleRoyaleTestProfiles.CALIBRATED,
                BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(2.0, 6.0), new RandomStreams(3, 0));
    }

    @Test
    void everySkippedDecisionIsPrioritizedInThePassAtTheScaledCost() {
        RunOutput out = run(DistanceInterleaving.published(), 60);
        double considered = out.metrics().get(BattleRoyaleMetrics.CHARACTER_PAIRS_CONSIDERED_PER_FRAME);
        double skipped = considered * out.metrics().get(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT) / 100.0;
        double prioritized = BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, PRIORITIZE);
        double replicated = BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, REPLICATE);
        // Most pairs are skipped at 60 alive on 8 km, so the check is not vacuous.
        assertTrue(skipped > 0.5 * considered, "skipped " + skipped + " of " + considered);
        // Prioritized = replicated + skipped + the pairs of woken other actors that are not relevant
        // to the connection: every due actor once per open connection, never more.
        double consideredActors = BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, CONSIDER);
        assertTrue(prioritized >= replicated + skipped - 1e-6, prioritized + " < " + replicated + " + " + skipped);
        assertTrue(prioritized <= 60 * consideredActors + 1e-6, prioritized + " > 60 x " + consideredActors);
        // By hand: prioritize_us scaled like every per-actor key, to the profile's pair cost over
        // the Unreal profile's moving-character pair (prioritize + ReplicateActor + wrapper +
        // deleted-subobject check + serialize call + one property).
        CostProfile u = BattleRoyaleTestProfiles.UNREAL;
        double pairUs = u.value(UnrealCosts.PRIORITIZE_US) + u.value(UnrealCosts.REPLICATE_ACTOR_US)
                + u.value(UnrealCosts.REPLICATE_PROPERTIES_US) + u.value(UnrealCosts.DELETED_SUBOBJECT_CHECK_US)
                + u.value(UnrealCosts.SERIALIZE_CALL_US) + u.value(UnrealCosts.SERIALIZE_PROPERTY_US);
        double expectedUs = u.value(UnrealCosts.PRIORITIZE_US) * (BattleRoyaleTestProfiles.CALIBRATED
                .value(BattleRoyaleCosts.FLUSH_PER_SERIALIZED_ACTOR_PER_CONNECTION_NS) / 1e3) / pairUs;
        double ms = BattleRoyaleMatchesUnrealModelTest.inclusive(out, PRIORITIZE);
        assertEquals(expectedUs, ms * 1e3 / prioritized, expectedUs * 1e-6);
        assertTrue(out.timers().find("NetFlush/InterleavingSkippedPairs").isEmpty(), "no second charge in Net Flush");
    }

    @Test
    void withInterleavingOffNothingIsSkippedAndOtherActorsArePerOpenConnection() {
        RunOutput out = run(DistanceInterleaving.off(), 60);
        double considered = out.metrics().get(BattleRoyaleMetrics.CHARACTER_PAIRS_CONSIDERED_PER_FRAME);
        assertEquals(0.0, out.metrics().get(BattleRoyaleMetrics.REPLICATIONS_SKIPPED_PCT), 0.0);
        double prioritized = BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, PRIORITIZE);
        double replicated = BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, REPLICATE);
        double consideredActors = BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, CONSIDER);
        assertTrue(prioritized >= replicated && prioritized <= 60 * consideredActors + 1e-6,
                prioritized + " vs " + replicated + ", " + consideredActors);
        assertTrue(considered > 0);
        assertEquals(60.0, BattleRoyaleMatchesUnrealModelTest.callsPerFrame(out, "NetFlush/OtherReplicatedActors"), 1e-9);
        assertEquals(60 * BattleRoyaleTestProfiles.CALIBRATED.value(BattleRoyaleCosts.FLUSH_OTHER_ACTORS_PER_CONNECTION_NS) / 1e6,
                BattleRoyaleMatchesUnrealModelTest.inclusive(out, "NetFlush/OtherReplicatedActors"), 1e-6);
    }
}
