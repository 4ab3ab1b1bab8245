package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The cost profile's derivation (see the data file) assumed a world: 90 alive, interleaving off,
 * every character relevant to every client, 30 Hz input. Running that world must land back on the
 * brief's calibration figures (Net Flush 43.2 ms = 41% of the frame, Net Dispatch ≈ 42 ms) — if
 * the model counted operations differently from the derivation, it would not.
 */
class BattleRoyaleCalibrationTest {

    @Test
    void calibrationWorldReproducesTheBriefsPhaseTimesAt90Alive() {
        RunOutput out = BattleRoyaleModel.run(BattleRoyaleScenario.defaults()
                        .withInterleaving(InterleavingPolicy.off()).withAliveCurve(AliveCurve.constant(90)),
                BattleRoyaleTestProfiles.CALIBRATED, BattleRoyaleTestProfiles.UNREAL, RunWindow.ofSeconds(2.0, 20.0), new RandomStreams(1, 0));
        double flush = out.metrics().get(BattleRoyaleMetrics.NET_FLUSH_MS);
        double frame = out.metrics().get(BattleRoyaleMetrics.FRAME_MS);
        assertEquals(43.2, flush, 43.2 * 0.02);
        assertEquals(0.41, flush / frame, 0.01);
        assertEquals(42.0, out.metrics().get(BattleRoyaleMetrics.NET_DISPATCH_MS), 42.0 * 0.03);
        // Every character to every connection, the owner's own included (assumption A2).
        assertEquals(90.0 * 90.0, out.metrics().get(BattleRoyaleMetrics.ACTORS_SERIALIZED_PER_FRAME), 90.0 * 90 * 0.01);
    }

    @Test
    void profileFileNamesEveryKeyWithItsSourceAndRejectsAMissingOne() {
        CostProfile p = BattleRoyaleTestProfiles.CALIBRATED;
        assertEquals(146_656, p.value(BattleRoyaleCosts.DISPATCH_PER_MESSAGE_NS), 1e-9);
        for (CostKey k : BattleRoyaleCosts.KEYS.keys()) {
            assertFalse(p.source(k).isBlank(), k.name());
        }
        String text = "profile: x\nmodel: battle-royale\ncosts:\n  dispatch_per_message_ns:\n    value: 1\n"
                + "    source: \"assumption: test\"\n";
        CostProfileException e = assertThrows(CostProfileException.class,
                () -> CostProfile.parse(BattleRoyaleCosts.KEYS, "x.yaml", text));
        assertTrue(e.getMessage().contains("x.yaml") && e.getMessage().contains("simulate_per_alive_character_ns"),
                e.getMessage());
    }

    @Test
    void notANumberIsReportedWithKeyAndFile() {
        String text = "profile: y\nmodel: battle-royale\ncosts:\n  dispatch_per_message_ns:\n    value: fast\n"
                + "    source: \"assumption: test\"\n";
        CostProfileException e = assertThrows(CostProfileException.class,
                () -> CostProfile.parse(BattleRoyaleCosts.KEYS, "y.yaml", text));
        assertTrue(e.getMessage().contains("y.yaml") && e.getMessage().contains("dispatch_per_message_ns")
                && e.getMessage().contains("fast"), e.getMessage());
    }

    @Test
    void unknownShippedNamesAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BattleRoyaleCosts.shipped("pubg-2017"));
        assertTrue(e.getMessage().contains("pubg-2017"));
    }
}
