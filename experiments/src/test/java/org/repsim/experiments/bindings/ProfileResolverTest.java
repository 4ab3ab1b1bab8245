package org.repsim.experiments.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;

/** profile: and overrides: resolved in one place, for any model's key set (a fake one here). */
class ProfileResolverTest {
    private static final CostKey COMPARE = new CostKey("compare_ns", "ns", "one property compare");
    private static final CostKey SEND = new CostKey("send_us", "us", "one packet send");
    private static final CostKeySet KEYS = new CostKeySet("fake", List.of(COMPARE, SEND));
    private static final CostProfile SHIPPED = CostProfile.of("lab", KEYS, Map.of("compare_ns", 10.0, "send_us", 2.0),
            "assumption: test");

    private final ProfileResolver resolver = new ProfileResolver(KEYS, List.of("lab"), name -> {
        if (!name.equals("lab")) {
            throw new CostProfileException(name, 0, "", "no such shipped cost profile");
        }
        return SHIPPED;
    });

    @TempDir
    Path dir;

    private static String file(String name, double compare) {
        return "profile: " + name + "\nmodel: fake\ncosts:\n"
                + "  compare_ns:\n    value: " + compare + "\n    source: \"assumption: test\"\n"
                + "  send_us:\n    value: 3\n    source: \"figure 2 of the test\"\n";
    }

    @Test
    void noProfileMeansTheFirstShippedOneAndANameLooksItUp() throws BindingException {
        assertEquals(SHIPPED, resolver.resolve("profile", null, dir, Map.of()));
        assertEquals(SHIPPED, resolver.resolve("profile", "lab", dir, Map.of()));
        assertEquals("lab", resolver.defaultName());
    }

    @Test
    void anUnknownShippedNameIsRefusedWithTheShippedOnes() {
        BindingException e = assertThrows(BindingException.class, () -> resolver.resolve("profile", "lob", dir, Map.of()));
        assertEquals("profile", e.keyPath());
        assertTrue(e.getMessage().contains("unknown profile 'lob'"), e.getMessage());
        assertTrue(e.getMessage().contains("did you mean 'lab'"), e.getMessage());
        assertTrue(e.getMessage().contains("shipped: lab"), e.getMessage());
    }

    @Test
    void aPathIsReadRelativeToTheExperimentAndReReadWhenItChanges() throws IOException, BindingException {
        Files.createDirectories(dir.resolve("costs"));
        Path f = dir.resolve("costs/mine.yaml");
        Files.writeString(f, file("mine", 12.5));
        CostProfile first = resolver.resolve("profile", "costs/mine.yaml", dir, Map.of());
        assertEquals(12.5, first.value(COMPARE));
        assertEquals(3000.0, first.nanos(SEND));
        assertEquals(first.identity(), resolver.resolve("profile", "costs/mine.yaml", dir, Map.of()).identity());

        Files.writeString(f, file("mine", 13.0));
        CostProfile second = resolver.resolve("profile", "costs/mine.yaml", dir, Map.of());
        assertEquals(13.0, second.value(COMPARE));
        assertNotEquals(first.identity(), second.identity());
    }

    @Test
    void aBrokenProfileFileIsReportedAtTheKeyNamingIt() throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, file("bad", 1.0).replace("  send_us:\n    value: 3\n    source: \"figure 2 of the test\"\n", ""));
        BindingException e = assertThrows(BindingException.class,
                () -> resolver.resolve("scenario.unreal_profile", "bad.yaml", dir, Map.of()));
        assertEquals("scenario.unreal_profile", e.keyPath());
        assertTrue(e.getMessage().startsWith(f + ":"), e.getMessage());
        assertTrue(e.getMessage().contains("costs.send_us: missing"), e.getMessage());

        e = assertThrows(BindingException.class, () -> resolver.resolve("profile", "absent.yaml", dir, Map.of()));
        assertEquals(dir.resolve("absent.yaml") + ":1:1: file not found", e.getMessage());
    }

    @Test
    void overridesReplaceValuesAndUnknownOrNegativeKeysAreRefusedByName() throws BindingException {
        CostProfile p = resolver.resolve("profile", null, dir, Map.of("send_us", 5.0));
        assertEquals(5.0, p.value(SEND));
        assertEquals(CostProfile.OVERRIDE_SOURCE, p.source(SEND));
        assertNotEquals(SHIPPED.identity(), p.identity());

        BindingException e = assertThrows(BindingException.class,
                () -> resolver.resolve("profile", null, dir, Map.of("compare_n", 1.0)));
        assertEquals("overrides.compare_n", e.keyPath());
        assertTrue(e.getMessage().contains("did you mean 'compare_ns'"), e.getMessage());

        e = assertThrows(BindingException.class, () -> resolver.resolve("profile", null, dir, Map.of("send_us", -1.0)));
        assertEquals("overrides.send_us", e.keyPath());
    }

    @Test
    void pathsAreToldFromNames() {
        assertTrue(ProfileResolver.looksLikePath("costs/mine.yaml"));
        assertTrue(ProfileResolver.looksLikePath("mine.yml"));
        assertTrue(!ProfileResolver.looksLikePath("ue58-editor"));
    }

    @Test
    void aCellIdentityCoversEveryProfileItUses() throws BindingException {
        CostProfile other = resolver.resolve("profile", null, dir, Map.of("send_us", 9.0));
        String both = ProfileResolver.identityOf(SHIPPED, other);
        assertTrue(both.contains(SHIPPED.identity()) && both.contains(other.identity()), both);
        assertNotEquals(ProfileResolver.identityOf(SHIPPED, SHIPPED), both);
        assertNotEquals(ProfileResolver.identityOf(other, SHIPPED), both);
    }
}
