package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
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
                BattleRoyaleCostProfile.calibrated(), RunWindow.ofSeconds(2.0, 20.0), new RandomStreams(1, 0));
        double flush = out.metrics().get(BattleRoyaleMetrics.NET_FLUSH_MS);
        double frame = out.metrics().get(BattleRoyaleMetrics.FRAME_MS);
        assertEquals(43.2, flush, 43.2 * 0.02);
        assertEquals(0.41, flush / frame, 0.01);
        assertEquals(42.0, out.metrics().get(BattleRoyaleMetrics.NET_DISPATCH_MS), 42.0 * 0.03);
        // Every character to every connection, the owner's own included (assumption A2).
        assertEquals(90.0 * 90.0, out.metrics().get(BattleRoyaleMetrics.ACTORS_SERIALIZED_PER_FRAME), 90.0 * 90 * 0.01);
    }

    @Test
    void profileFileNamesEveryKeyAndRejectsAMissingOne() {
        BattleRoyaleCostProfile p = BattleRoyaleCostProfile.calibrated();
        assertEquals(146_656, p.dispatchPerMessageNs(), 1e-9);
        Executable missing = () -> BattleRoyaleCostProfile.read(new StringReader("dispatch_per_message_ns = 1\n"), "x.properties");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, missing);
        assertEquals("x.properties: missing key simulate_per_alive_character_ns", e.getMessage());
    }

    @Test
    void notANumberIsReportedWithKeyAndFile() throws IOException {
        String text = "dispatch_per_message_ns = fast\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BattleRoyaleCostProfile.read(new StringReader(text), "y.properties"));
        assertEquals("y.properties: key dispatch_per_message_ns is not a number: fast", e.getMessage());
    }
}
