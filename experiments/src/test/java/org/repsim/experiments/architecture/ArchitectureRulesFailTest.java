package org.repsim.experiments.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The architecture rules are not vacuous: on small test-only fixtures that break them they
 * fail, naming the offending classes, and on a fixture that keeps them they pass.
 */
class ArchitectureRulesFailTest {
    private static final String FIXTURE = "org.repsim.experiments.architecture.fixture";

    private static JavaClasses fixture(String name) {
        return new ClassFileImporter().importPackages(FIXTURE + "." + name);
    }

    private static String violations(ArchRule rule, JavaClasses classes) {
        EvaluationResult result = rule.evaluate(classes);
        assertTrue(result.hasViolation(), "expected a violation of: " + rule.getDescription());
        return String.join("\n", result.getFailureReport().getDetails());
    }

    private static void assertMentions(String report, String... parts) {
        for (String p : parts) {
            assertTrue(report.contains(p), "'" + p + "' missing from:\n" + report);
        }
    }

    @Test
    void theRealCycleRuleFailsOnTwoPackagesThatUseEachOther() {
        // The very rule object that ArchitectureTest checks on the main code.
        String report = violations(ArchitectureRules.NO_PACKAGE_CYCLES, fixture("cycle"));
        assertMentions(report, "Cycle among", "fixture.cycle.a.Ping", "fixture.cycle.b.Pong");
    }

    @Test
    void theRealCycleRuleFailsOnARealCycleWhereverItIs() {
        // Both the fixture and the main code: a fixture cycle is still found in the full graph.
        JavaClasses both = new ClassFileImporter().importPackages(FIXTURE + ".cycle", "org.repsim.engine");
        assertMentions(violations(ArchitectureRules.NO_PACKAGE_CYCLES, both), "fixture.cycle.a.Ping");
    }

    @Test
    void aCycleBetweenPackageGroupsIsFoundThoughNoTwoPackagesFormOne() {
        JavaClasses grouped = fixture("grouped");
        String root = FIXTURE + ".grouped";
        assertMentions(violations(ArchitectureRules.cyclesAtDepth(root, 1), grouped),
                "depth 1: a, b", "a.x.Left -> ", "b.z.Back -> ");
        assertFalse(ArchitectureRules.cyclesAtDepth(root, 2).evaluate(grouped).hasViolation(),
                "a.x, a.w, b.y, b.z: no cycle among single packages");
        assertMentions(violations(ArchitectureRules.noCycles(root), grouped), "depth 1: a, b");
    }

    @Test
    void aTangleIsReportedOnceWithTheDependenciesThatMakeIt() {
        String report = violations(ArchitectureRules.NO_PACKAGE_CYCLES, fixture("cycle"));
        assertEquals(1, ArchitectureRules.NO_PACKAGE_CYCLES.evaluate(fixture("cycle"))
                .getFailureReport().getDetails().size(), report);
        assertMentions(report, "experiments.architecture.fixture.cycle.a, experiments.architecture.fixture.cycle.b",
                "fixture.cycle.a.Ping -> org.repsim.experiments.architecture.fixture.cycle.b.Pong",
                "fixture.cycle.b.Pong -> org.repsim.experiments.architecture.fixture.cycle.a.Ping");
    }

    @Test
    void aTangleSeenAgainWithCoarserGroupsIsNotReportedTwice() {
        String root = FIXTURE + ".nested";
        EvaluationResult result = ArchitectureRules.noCycles(root).evaluate(fixture("nested"));
        assertEquals(1, result.getFailureReport().getDetails().size(), result.getFailureReport().toString());
        assertMentions(String.join("\n", result.getFailureReport().getDetails()), "depth 2: a.x, b.y");
        assertTrue(ArchitectureRules.cyclesAtDepth(root, 1).evaluate(fixture("nested")).hasViolation(),
                "at depth 1 alone the same cycle is a, b");
    }

    @Test
    void theRulesPassOnACorrectlyLayeredAcyclicFixture() {
        JavaClasses good = fixture("good");
        assertFalse(ArchitectureRules.layering(FIXTURE + ".good").evaluate(good).hasViolation(),
                () -> ArchitectureRules.layering(FIXTURE + ".good").evaluate(good).getFailureReport().toString());
        assertFalse(ArchitectureRules.NO_PACKAGE_CYCLES.evaluate(good).hasViolation());
    }

    @Test
    void theLayeringFailsForEachForbiddenDependencyAndForAClassInNoLayer() {
        String report = violations(ArchitectureRules.layering(FIXTURE + ".bad"), fixture("bad"));
        for (List<String> edge : List.of(
                List.of("bad.engine.Kernel", "bad.experiments.Runner"),
                List.of("bad.models.Model", "bad.results.ResultFile"),
                List.of("bad.charts.Chart", "bad.models.Model"))) {
            assertTrue(report.lines().anyMatch(l -> l.contains(edge.get(0)) && l.contains(edge.get(1))),
                    edge + " missing from:\n" + report);
        }
        assertMentions(report, "bad.stray.Stray");
    }
}
