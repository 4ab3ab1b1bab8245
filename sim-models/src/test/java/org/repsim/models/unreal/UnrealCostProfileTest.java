package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.models.unreal.cost.CostKey;
import org.repsim.models.unreal.cost.UnrealCostProfile;

class UnrealCostProfileTest {
    @Test
    void theShippedProfileHasEveryKeyEachWithACommentAbove() throws IOException {
        UnrealCostProfile p = UnrealCostProfile.load("ue58-editor");
        assertEquals(CostKey.values().length, p.values().size());
        String text;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(
                UnrealCostProfile.SHIPPED_FOLDER + "ue58-editor.yaml")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].startsWith("#") && lines[i].contains(":")) {
                String key = lines[i].substring(0, lines[i].indexOf(':'));
                assertTrue(sharedComment(lines, i), "key '" + key + "' has no comment naming its source");
            }
        }
    }

    /** Keys listed right after another key share the comment above the first. */
    private static boolean sharedComment(String[] lines, int i) {
        int j = i - 1;
        while (j >= 0 && lines[j].matches("^[a-z0-9_]+:.*")) {
            j--;
        }
        return j >= 0 && lines[j].startsWith("#");
    }

    @Test
    void overridesReplaceKeysAndRejectUnknownOnes() {
        UnrealCostProfile p = UnrealCostProfile.ue58Editor().withOverrides(Map.of("compare_call_us", 1.5));
        assertEquals(1.5, p.get(CostKey.COMPARE_CALL_US), 0.0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> UnrealCostProfile.ue58Editor().withOverrides(Map.of("compare_cal_us", 1.0)));
        assertTrue(e.getMessage().contains("compare_cal_us"));
    }

    @Test
    void unknownProfileNamesAreReportedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> UnrealCostProfile.load("no-such-profile"));
        assertTrue(e.getMessage().contains("no-such-profile"));
    }

    @Test
    void keyDescriptorsCarryUnitAndMeaning() {
        for (CostKey k : UnrealCostProfile.KEYS) {
            assertTrue(!k.unit().isEmpty() && !k.meaning().isEmpty(), k.key());
        }
    }

    @Test
    void aBrokenFileIsReportedWithItsPathAndKey(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        java.nio.file.Path bad = dir.resolve("bad.yaml");
        java.nio.file.Files.writeString(bad, "compare_call_us: fast\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> UnrealCostProfile.load(bad.toString()));
        assertTrue(e.getMessage().contains("bad.yaml") && e.getMessage().contains("compare_call_us"), e.getMessage());
        java.nio.file.Files.writeString(bad, "a: [1,\n");
        e = assertThrows(IllegalArgumentException.class, () -> UnrealCostProfile.load(bad.toString()));
        assertTrue(e.getMessage().contains("bad.yaml") && e.getMessage().contains("line"), e.getMessage());
    }
}
