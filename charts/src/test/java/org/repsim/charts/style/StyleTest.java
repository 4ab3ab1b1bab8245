package org.repsim.charts.style;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.awt.Color;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class StyleTest {
    @Test
    void theUnitIsTheDeclaredOneAndTheNameDropsOnlyWordsThatSpellIt() {
        assertEquals("server frame (ms)", MetricLabel.of("server_frame_ms", "ms").axisLabel());
        assertEquals("server replicate actors (ms/frame)", MetricLabel.of("server_replicate_actors_ms", "ms/frame").axisLabel());
        assertEquals("sent (bytes/frame)", MetricLabel.of("sent_bytes_per_frame", "bytes/frame").axisLabel());
        assertEquals("tick rate (Hz)", MetricLabel.of("tick_rate_hz", "Hz").axisLabel());
        assertEquals("cpu (%)", MetricLabel.of("cpu_pct", "%").axisLabel());
        assertEquals("replicate actor (us/call)", MetricLabel.of("replicate_actor_us", "us/call").axisLabel());
        assertEquals("tick (Hz)", MetricLabel.of("tick_hz_over_time", "Hz").axisLabel(), "time is the x axis");
        assertEquals("far error p95 · band 0 70 (m)", MetricLabel.of("far_error_p95_m.band_0_70", "m").axisLabel());
    }

    @Test
    void nothingIsGuessedFromTheName() {
        assertEquals("server frame ms (bytes)", MetricLabel.of("server_frame_ms", "bytes").axisLabel(),
                "a declared unit that disagrees with the name is shown as declared");
        assertEquals("cpu us per room", MetricLabel.of("cpu_us_per_room", "1").axisLabel(), "a pure number shows no unit");
        assertEquals("bytes per frame (bytes/frame)", MetricLabel.of("bytes_per_frame", "bytes/frame").axisLabel(),
                "a name that is only its unit stays whole");
        assertEquals("players (players)", MetricLabel.of("players", "players").axisLabel());
    }

    @Test
    void everyLabelInAChartGetsADistinctColour() {
        List<String> labels = List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k");
        Map<String, Color> colours = Palette.assign(labels);
        assertEquals(labels.size(), new HashSet<>(colours.values()).size());
        assertEquals(false, colours.containsValue(Palette.PUBLISHED), "black is kept for published markers");
    }

    @Test
    void theAssignmentDoesNotDependOnInputOrder() {
        assertEquals(Palette.assign(List.of("push-off", "push-on", "push+skip")),
                Palette.assign(List.of("push+skip", "push-off", "push-on")));
    }

    @Test
    void aLabelKeepsItsColourWhenOtherNonCollidingLabelsComeAndGo() {
        Color alone = Palette.assign(List.of("push-on")).get("push-on");
        // Only a label sorting before "push-on" and hashing to the same slot could take its colour.
        for (String other : List.of("push-off", "push+skip", "dormancy", "baseline", "zeta")) {
            Map<String, Color> pair = Palette.assign(List.of(other, "push-on"));
            Color preferredOther = Palette.assign(List.of(other)).get(other);
            if (!(other.compareTo("push-on") < 0 && preferredOther.equals(alone))) {
                assertEquals(alone, pair.get("push-on"), "with " + other);
            } else {
                assertNotEquals(alone, pair.get("push-on"));
            }
        }
    }

    @Test
    void numbersUseSignificantDigitsAndNoLocale() {
        assertEquals("38.2", NumberText.significant(38.24, 3));
        assertEquals("100", NumberText.significant(100.0, 3));
        assertEquals("1230", NumberText.significant(1234, 3));
        assertEquals("0.00123", NumberText.significant(0.0012345, 3));
        assertEquals("-5.5", NumberText.significant(-5.5, 3));
        assertEquals("0", NumberText.significant(0, 3));
    }

    @Test
    void logAxisTicksAreRoundNumbers() {
        assertEquals(List.of(20.0, 50.0, 100.0, 200.0, 500.0, 1000.0),
                DecadeLogAxis.values(16, 1000, new double[] {1, 2, 5}));
        assertEquals(List.of(0.3, 0.4), DecadeLogAxis.values(0.25, 0.45, new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9}));
    }
}
