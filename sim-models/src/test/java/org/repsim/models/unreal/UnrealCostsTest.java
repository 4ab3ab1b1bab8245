package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;

class UnrealCostsTest {
    @Test
    void theShippedProfileHasEveryKeyEachWithASourceAndACommentAbove() throws IOException {
        CostProfile p = UnrealCosts.shipped("ue58-editor");
        assertEquals(UnrealCosts.KEYS.size(), p.values().size());
        Set<String> anchors = sourceAnchors();
        for (CostKey k : UnrealCosts.KEYS.keys()) {
            String source = p.source(k);
            Matcher cited = Pattern.compile("docs/sources\\.md#([a-z0-9-]+)").matcher(source);
            boolean citesAnchor = false;
            while (cited.find()) {
                assertTrue(anchors.contains(cited.group(1)),
                        k.name() + ": cites an anchor docs/sources.md does not have: " + source);
                citesAnchor = true;
            }
            assertTrue(source.startsWith("assumption: ") || citesAnchor,
                    k.name() + ": source names neither a published figure nor an assumption: " + source);
        }
        String text;
        try (InputStream in = UnrealCosts.class.getResourceAsStream("profiles/ue58-editor.yaml")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].matches("^  [a-z0-9_]+:\\s*$")) {
                assertTrue(sharedComment(lines, i), "key '" + lines[i].trim() + "' has no comment with its derivation");
            }
        }
    }

    /** The anchors of docs/sources.md, where every published figure a profile cites is listed. */
    private static Set<String> sourceAnchors() throws IOException {
        Matcher m = Pattern.compile("<a id=\"([a-z0-9-]+)\"></a>")
                .matcher(Files.readString(Path.of("../docs/sources.md")));
        Set<String> anchors = new HashSet<>();
        while (m.find()) {
            anchors.add(m.group(1));
        }
        assertTrue(anchors.size() > 10, "docs/sources.md lists its anchors");
        return anchors;
    }

    /** Keys listed right after another key share the comment above the first. */
    private static boolean sharedComment(String[] lines, int i) {
        int j = i - 1;
        while (j >= 0 && (lines[j].matches("^  [a-z0-9_]+:\\s*$") || lines[j].startsWith("    "))) {
            j--;
        }
        return j >= 0 && lines[j].trim().startsWith("#");
    }

    @Test
    void overridesReplaceKeysAndRejectUnknownOnes() {
        CostProfile p = UnrealCosts.shipped("ue58-editor").withOverrides(Map.of("compare_call_us", 1.5));
        assertEquals(1.5, p.value(UnrealCosts.COMPARE_CALL_US), 0.0);
        assertEquals(1500.0, p.nanos(UnrealCosts.COMPARE_CALL_US), 1e-9);
        CostProfileException e = assertThrows(CostProfileException.class,
                () -> UnrealCosts.shipped("ue58-editor").withOverrides(Map.of("compare_cal_us", 1.0)));
        assertTrue(e.getMessage().contains("compare_cal_us"));
    }

    @Test
    void inconsistentValuesAreRefusedNamingTheKey() {
        CostProfile p = UnrealCosts.shipped("ue58-editor").withOverrides(Map.of(
                UnrealCosts.FRAME_WORK_LEVEL_MIN_MS.name(), 40.0, UnrealCosts.FRAME_WORK_LEVEL_MAX_MS.name(), 30.0));
        CostProfileException e = assertThrows(CostProfileException.class, () -> new UnitCosts(p));
        assertEquals(UnrealCosts.FRAME_WORK_LEVEL_MAX_MS.name(), e.key());
    }

    @Test
    void unknownProfileNamesAreReportedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> UnrealCosts.shipped("no-such-profile"));
        assertTrue(e.getMessage().contains("no-such-profile"));
    }

    @Test
    void keyDescriptorsCarryUnitAndMeaningAndTheModelName() {
        assertEquals("unreal", UnrealCosts.KEYS.model());
        for (CostKey k : UnrealCosts.KEYS.keys()) {
            assertTrue(!k.unit().isEmpty() && !k.meaning().isEmpty(), k.name());
            // The unit suffix of the name is the declared unit.
            String suffix = k.name().substring(k.name().lastIndexOf('_') + 1);
            assertTrue(!k.isTime() || suffix.equals(k.unit()), k.name() + " is in " + k.unit());
        }
    }

    @Test
    void aBrokenFileIsReportedWithItsPathAndKey() {
        String text = "profile: bad\nmodel: unreal\ncosts:\n  compare_call_us:\n    value: fast\n"
                + "    source: \"assumption: none\"\n";
        CostProfileException e = assertThrows(CostProfileException.class,
                () -> CostProfile.parse(UnrealCosts.KEYS, "bad.yaml", text));
        assertTrue(e.getMessage().contains("bad.yaml") && e.getMessage().contains("compare_call_us"), e.getMessage());
        e = assertThrows(CostProfileException.class, () -> CostProfile.parse(UnrealCosts.KEYS, "bad.yaml", "a: [1,\n"));
        assertTrue(e.getMessage().contains("bad.yaml") && e.line() > 0, e.getMessage());
    }
}
