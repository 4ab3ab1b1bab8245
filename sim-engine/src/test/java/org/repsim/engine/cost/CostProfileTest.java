package org.repsim.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Loading, checking, overriding and identifying a cost profile, per CostProfile's file format. */
class CostProfileTest {
    static final CostKey SEND = new CostKey("send_us", "us", "one send call");
    static final CostKey FRAME = new CostKey("frame_ms", "ms", "fixed frame overhead");
    static final CostKey COMPARE = new CostKey("compare_ns", "ns", "one property compare");
    static final CostKey HEADER = new CostKey("header_bits", "bits", "packet header size");
    static final CostKeySet KEYS = new CostKeySet("test", List.of(SEND, FRAME, COMPARE, HEADER));

    /** Line numbers below refer to this text (1-based). */
    static final String VALID = String.join("\n",
            "profile: test-build",                                     // 1
            "model: test",                                             // 2
            "description: a profile for tests",                        // 3
            "# a comment with the derivation of everything below",     // 4
            "costs:",                                                  // 5
            "  send_us:",                                              // 6
            "    value: 2.5",                                          // 7
            "    source: \"doc.md table 3: 25 us / 10 sends\"",        // 8
            "  frame_ms:",                                             // 9
            "    value: 1.5",                                          // 10
            "    source: \"assumption: typical idle frame\"",          // 11
            "  compare_ns:",                                           // 12
            "    value: 40",                                           // 13
            "    source: \"doc.md §2\"",                               // 14
            "  header_bits:",                                          // 15
            "    value: 96",                                           // 16
            "    source: \"RFC 768 + RFC 791\"",                       // 17
            "");

    private static CostProfile parse(String text) {
        return CostProfile.parse(KEYS, "test.yaml", text);
    }

    private static CostProfileException refused(String text) {
        return assertThrows(CostProfileException.class, () -> parse(text));
    }

    private static String replaceLine(int line, String with) {
        String[] lines = VALID.split("\n", -1);
        lines[line - 1] = with;
        return String.join("\n", lines);
    }

    private static String removeLines(int from, int to) {
        String[] lines = VALID.split("\n", -1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            if (i + 1 < from || i + 1 > to) {
                b.append(lines[i]).append(i + 1 < lines.length ? "\n" : "");
            }
        }
        return b.toString();
    }

    @Test
    void aValidFileGivesEveryValueAndSource() {
        CostProfile p = parse(VALID);
        assertEquals("test-build", p.name());
        assertEquals("a profile for tests", p.description());
        assertEquals("test.yaml", p.origin());
        assertSame(KEYS, p.keys());
        assertEquals(2.5, p.value(SEND));
        assertEquals(1.5, p.value(FRAME));
        assertEquals(40.0, p.value(COMPARE));
        assertEquals(96.0, p.value(HEADER));
        assertEquals("doc.md table 3: 25 us / 10 sends", p.source(SEND));
        assertEquals("doc.md §2", p.source(COMPARE));
        assertTrue(p.isAssumption(FRAME));
        assertFalse(p.isAssumption(SEND));
        assertEquals(List.of("send_us", "frame_ms", "compare_ns", "header_bits"), List.copyOf(p.values().keySet()));
    }

    @Test
    void nanosConvertsTheKeysTimeUnit() {
        CostProfile p = parse(VALID);
        assertEquals(2_500.0, p.nanos(SEND), 1e-9);
        assertEquals(1_500_000.0, p.nanos(FRAME), 1e-9);
        assertEquals(40.0, p.nanos(COMPARE), 0.0);
        assertThrows(IllegalStateException.class, () -> p.nanos(HEADER), "bits are not a time");
        assertEquals(3e9, new CostKey("x_s", "s", "").toNanos(3), 0.0);
    }

    @Test
    void aKeyOfAnotherModelIsRefused() {
        CostProfile p = parse(VALID);
        assertThrows(IllegalArgumentException.class, () -> p.value(new CostKey("other_us", "us", "")));
        assertThrows(IllegalArgumentException.class, () -> p.value(new CostKey("send_us", "ms", "same name")));
    }

    @Test
    void loadsAShippedResourceBesideItsAnchorClass() {
        // test-build.yaml beside this class is VALID, as a resource.
        CostProfile p = CostProfile.resource(KEYS, CostProfileTest.class, "test-build.yaml");
        assertEquals(parse(VALID).identity(), p.identity());
        assertEquals("test-build.yaml", p.origin());
        CostProfileException e = assertThrows(CostProfileException.class,
                () -> CostProfile.resource(KEYS, CostProfileTest.class, "no-such.yaml"));
        assertEquals("no-such.yaml", e.origin());
    }

    @Test
    void aMissingKeyIsNamedWithALine() {
        CostProfileException e = refused(removeLines(9, 11));
        assertEquals("costs.frame_ms", e.key());
        assertTrue(e.line() > 0, "line " + e.line());
        assertEquals("test.yaml", e.origin());
        assertTrue(e.column() > 0, "column " + e.column());
        assertTrue(e.getMessage().startsWith("test.yaml:" + e.line() + ":" + e.column() + ": costs.frame_ms: missing"),
                e.getMessage());
    }

    @Test
    void anUnknownKeyIsNamedAtItsLine() {
        CostProfileException e = refused(replaceLine(12, "  compare_nanos:"));
        assertEquals("costs.compare_nanos", e.key());
        assertEquals(12, e.line());
        assertTrue(e.problem().contains("compare_nanos"), e.problem());
        CostProfileException top = refused(replaceLine(3, "descripton: typo"));
        assertEquals("descripton", top.key());
        assertEquals(3, top.line());
        CostProfileException inEntry = refused(replaceLine(8, "    sauce: \"x\""));
        assertEquals("costs.send_us.sauce", inEntry.key());
        assertEquals(8, inEntry.line());
    }

    @Test
    void aMissingOrBlankSourceIsNamedAtTheKeysEntry() {
        for (String text : List.of(removeLines(8, 8), replaceLine(8, "    source: \"  \""))) {
            CostProfileException e = refused(text);
            assertEquals("costs.send_us.source", e.key());
            assertTrue(e.line() >= 6 && e.line() <= 8, "line " + e.line() + " is not in send_us's entry");
            assertTrue(e.problem().contains("assumption"), "says how to fill it in: " + e.problem());
        }
    }

    @Test
    void aValueThatIsNotANumberIsNamedAtItsLine() {
        CostProfileException e = refused(replaceLine(10, "    value: fast"));
        assertEquals("costs.frame_ms.value", e.key());
        assertEquals(10, e.line());
        assertTrue(e.problem().contains("fast"), e.problem());
        assertEquals(10, refused(replaceLine(10, "    value: [1, 2]")).line(), "a list is not a value");
        assertEquals(10, refused(replaceLine(10, "    value: .nan")).line());
    }

    @Test
    void aNegativeOrInfiniteValueIsNamedAtItsLine() {
        CostProfileException e = refused(replaceLine(13, "    value: -1"));
        assertEquals("costs.compare_ns.value", e.key());
        assertEquals(13, e.line());
        assertEquals(13, refused(replaceLine(13, "    value: 1e400")).line());
        assertEquals(0.0, parse(replaceLine(13, "    value: 0")).value(COMPARE), "zero is a cost");
    }

    @Test
    void aProfileOfAnotherModelIsRefusedAtTheModelLine() {
        CostProfileException e = refused(replaceLine(2, "model: room"));
        assertEquals("model", e.key());
        assertEquals(2, e.line());
        assertTrue(e.problem().contains("room") && e.problem().contains("test"), e.problem());
        CostProfileException missing = refused(removeLines(2, 2));
        assertEquals("model", missing.key());
        assertTrue(missing.line() > 0);
    }

    @Test
    void aKeyGivenTwiceIsRefused() {
        String twice = VALID + "  send_us:\n    value: 99\n    source: \"x\"\n";
        CostProfileException e = refused(twice);
        assertEquals("costs.send_us", e.key());
        assertEquals(18, e.line());
        CostProfileException value = refused(replaceLine(8, "    value: 3"));
        assertEquals("costs.send_us.value", value.key());
        assertEquals(8, value.line());
        CostProfileException model = refused(replaceLine(3, "model: test"));
        assertEquals("model", model.key());
        assertEquals(3, model.line());
    }

    @Test
    void invalidYamlGivesItsLine() {
        CostProfileException e = refused(replaceLine(7, "    value: [2.5"));
        assertTrue(e.line() >= 7, "line " + e.line());
        assertTrue(e.problem().startsWith("not valid YAML"), e.problem());
    }

    @Test
    void overridesReplaceValuesAndProvenanceAndRejectUnknownKeys() {
        CostProfile p = parse(VALID);
        CostProfile o = p.withOverrides(Map.of("send_us", 4.0, "header_bits", 128.0));
        assertEquals(4.0, o.value(SEND));
        assertEquals(128.0, o.value(HEADER));
        assertEquals(1.5, o.value(FRAME), "other keys keep their value");
        assertEquals(CostProfile.OVERRIDE_SOURCE, o.source(SEND));
        assertEquals("assumption: typical idle frame", o.source(FRAME));
        assertEquals(2.5, p.value(SEND), "the original is unchanged");
        assertSame(p, p.withOverrides(Map.of()));
        CostProfileException e = assertThrows(CostProfileException.class,
                () -> p.withOverrides(Map.of("send_us", 1.0, "sned_us", 2.0)));
        assertEquals("sned_us", e.key());
        assertTrue(e.getMessage().contains("sned_us"), e.getMessage());
        assertThrows(CostProfileException.class, () -> p.withOverrides(Map.of("send_us", -2.0)));
        assertNotEquals(p.identity(), o.identity(), "an overridden profile is another profile");
    }

    @Test
    void identityFollowsEveryEditOfTheFile() {
        String id = parse(VALID).identity();
        assertEquals(id, parse(VALID).identity());
        assertEquals(64, id.length(), "SHA-256 in hex");
        assertNotEquals(id, parse(replaceLine(4, "# another comment entirely")).identity(), "a comment");
        assertNotEquals(id, parse("# leading comment\n" + VALID).identity(), "an added comment");
        assertNotEquals(id, parse(replaceLine(13, "    value: 40.0   # same number, other spelling")).identity(),
                "same values, other text");
        assertNotEquals(id, parse(replaceLine(13, "    value: 40.000001")).identity(), "a value");
        assertNotEquals(id, parse(replaceLine(14, "    source: \"doc.md §3\"")).identity(), "a source");
        assertNotEquals(id, parse(replaceLine(1, "profile: test-build-2")).identity(), "the name");
        assertNotEquals(id, parse(VALID).withOverrides(Map.of("compare_ns", 40.0)).identity(),
                "an override of the same value still changes the provenance");
    }

    @Test
    void aProfileBuiltInCodeNeedsEveryKeyAndOnlyThose() {
        Map<String, Double> all = Map.of("send_us", 1.0, "frame_ms", 2.0, "compare_ns", 3.0, "header_bits", 4.0);
        CostProfile p = CostProfile.of("code", KEYS, all, "assumption: test");
        assertEquals(2_000_000.0, p.nanos(FRAME), 0.0);
        CostProfileException missing = assertThrows(CostProfileException.class, () -> CostProfile.of("code", KEYS,
                Map.of("send_us", 1.0, "frame_ms", 2.0, "compare_ns", 3.0), "x"));
        assertEquals("header_bits", missing.key());
        java.util.Map<String, Double> extra = new java.util.TreeMap<>(all);
        extra.put("extra_us", 1.0);
        assertEquals("extra_us", assertThrows(CostProfileException.class,
                () -> CostProfile.of("code", KEYS, extra, "x")).key());
    }

    @Test
    void keysAreLowerSnakeCaseAndDeclaredOnce() {
        assertThrows(IllegalArgumentException.class, () -> new CostKey("SendUs", "us", ""));
        assertThrows(IllegalArgumentException.class, () -> new CostKeySet("m", List.of(SEND, SEND)));
        assertTrue(SEND.isTime());
        assertFalse(HEADER.isTime());
    }
}
