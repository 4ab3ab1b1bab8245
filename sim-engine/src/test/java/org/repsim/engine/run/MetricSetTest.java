package org.repsim.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Metric families, the recorder's refusal of undeclared names, and look-up precedence. */
class MetricSetTest {
    private static final Metric BYTES = Metric.scalar("connection.<index>.bytes_per_frame", "bytes/frame", "b");
    private static final Metric PROPERTY =
            Metric.scalar("property.<layout>.<property>.compares_per_frame", "compares/frame", "c");
    private static final Metric CLASS = Metric.scalar("class.<layout>", "calls/frame", "l");
    private static final Metric TICK = Metric.scalar("tick_rate_hz", "Hz", "t");

    @Test
    void aFamilyMatchesItsMembersAndNothingElse() {
        assertTrue(BYTES.isFamily());
        assertFalse(TICK.isFamily());
        assertTrue(BYTES.matches("connection.3.bytes_per_frame"));
        assertTrue(BYTES.matches("connection.15.bytes_per_frame"));
        assertFalse(BYTES.matches("connection..bytes_per_frame"), "a placeholder is one or more characters");
        assertFalse(BYTES.matches("connection.3.bytes_per_frame_x"));
        assertFalse(BYTES.matches("xconnection.3.bytes_per_frame"));
        assertFalse(BYTES.matches("connection.3.packets_per_frame"));
        assertFalse(BYTES.matches("connection.<index>.bytes_per_frameX"));
    }

    @Test
    void onlyTheLastPlaceholderMaySpanDots() {
        // <layout> is not the last placeholder: one dot-free segment.
        assertTrue(PROPERTY.matches("property.Pawn.Health.compares_per_frame"));
        assertTrue(PROPERTY.matches("property.Pawn.Movement.Velocity.compares_per_frame"),
                "the last placeholder, <property>, spans 'Movement.Velocity'");
        assertFalse(PROPERTY.matches("property.Pawn.compares_per_frame"), "both placeholders need a value");
        Metric twoThenText = Metric.scalar("a.<x>.<y>", "1", "");
        assertTrue(twoThenText.matches("a.1.2.3"), "<y> is last: '2.3'");
        Metric firstOfTwo = Metric.scalar("a.<x>.b.<y>", "1", "");
        assertTrue(firstOfTwo.matches("a.1.b.2.3"));
        assertFalse(firstOfTwo.matches("a.1.x.b.2"), "<x> is not last: it cannot be '1.x'");
        // A name's only placeholder is its last one (documented), so it may span dots too.
        assertTrue(BYTES.matches("connection.3.x.bytes_per_frame"));
        assertTrue(CLASS.matches("class.Game.Pawn"));
    }

    @Test
    void regexCharactersInANameAreLiteral() {
        Metric m = Metric.scalar("ping.p99(ms).<x>", "ms", "");
        assertTrue(m.matches("ping.p99(ms).a"));
        assertFalse(m.matches("pingXp99(ms).a"), "the dot is a dot, not any character");
        assertFalse(Metric.scalar("a.b", "1", "").matches("aXb"));
    }

    @Test
    void theRecorderRefusesUndeclaredNamesAndKinds() {
        MetricSet set = MetricSet.of(TICK, BYTES, Metric.series("tick_rate_hz_series", "Hz", "s"));
        MetricSet.Recorder r = set.recorder();
        r.put(TICK, 30.0).put("connection.2.bytes_per_frame", 120.0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.put("tick_rate", 1.0));
        assertTrue(e.getMessage().contains("tick_rate"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> r.put("connection.2.packets_per_frame", 1.0));
        assertThrows(IllegalArgumentException.class, () -> r.put("tick_rate_hz_series", 1.0),
                "a series is not a scalar");
        assertThrows(IllegalArgumentException.class, () -> r.put(BYTES, 1.0), "a family needs a concrete name");
        assertThrows(IllegalArgumentException.class,
                () -> r.put(Metric.scalar("undeclared", "1", ""), 1.0), "a metric object not in the set");
        assertEquals(List.of("connection.2.bytes_per_frame", "tick_rate_hz"), List.copyOf(r.values().keySet()),
                "sorted names, refused values not recorded");
        assertThrows(UnsupportedOperationException.class, () -> r.values().put("x", 1.0));
        assertTrue(set.recorder().values().isEmpty(), "each recorder is fresh");
    }

    @Test
    void anExactDeclarationBeatsAFamilyWhateverTheDeclarationOrder() {
        Metric special = Metric.scalar("connection.0.bytes_per_frame", "bytes/frame (server)", "x");
        for (MetricSet set : List.of(MetricSet.of(BYTES, special), MetricSet.of(special, BYTES))) {
            assertEquals(Optional.of(special), set.find("connection.0.bytes_per_frame", Metric.Kind.SCALAR));
            assertEquals(Optional.of(BYTES), set.find("connection.1.bytes_per_frame", Metric.Kind.SCALAR));
            assertEquals(Optional.of("bytes/frame (server)"), set.unitOf("connection.0.bytes_per_frame"));
            assertEquals(Optional.of("bytes/frame"), set.unitOf("connection.1.bytes_per_frame"));
        }
    }

    @Test
    void findIsPerKindAndUnitOfCoversEveryKind() {
        Metric series = Metric.series("tick_rate_hz", "frames/s", "series of the same name");
        Metric dist = Metric.distribution("ping_ms", "ms", "d");
        MetricSet set = MetricSet.of(TICK, series, dist);
        assertEquals(Optional.of(series), set.find("tick_rate_hz", Metric.Kind.SERIES));
        assertEquals(Optional.of(TICK), set.find("tick_rate_hz", Metric.Kind.SCALAR));
        assertEquals(Optional.empty(), set.find("ping_ms", Metric.Kind.SCALAR));
        assertEquals(Optional.of("Hz"), set.unitOf("tick_rate_hz"), "scalar first");
        assertEquals(Optional.of("ms"), set.unitOf("ping_ms"));
        assertEquals(Optional.empty(), set.unitOf("nothing"));
    }

    @Test
    void declarationsAreCheckedAndImmutable() {
        assertThrows(IllegalArgumentException.class, () -> MetricSet.of(TICK, Metric.scalar("tick_rate_hz", "1", "")));
        assertThrows(IllegalArgumentException.class, () -> Metric.scalar("x", "", ""));
        assertThrows(IllegalArgumentException.class, () -> Metric.scalar("", "1", ""));
        MetricSet set = MetricSet.of(TICK);
        assertThrows(UnsupportedOperationException.class, () -> set.declared().add(BYTES));
        MetricSet more = set.with(List.of(BYTES));
        assertEquals(List.of(TICK, BYTES), more.declared());
        assertEquals(List.of(TICK), set.declared(), "with() leaves the original alone");
    }
}
