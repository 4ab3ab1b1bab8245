package org.repsim.experiments.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.all;

import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;

/**
 * The module layering and the no-package-cycles rule of RepSim, as ArchUnit rules over a
 * package root: {@code org.repsim} for the real code ({@link ArchitectureTest}), a fixture root
 * for the tests that show the rules fail when broken ({@link ArchitectureRulesFailTest}).
 */
final class ArchitectureRules {
    /** The real code's root package. */
    static final String REPSIM = "org.repsim";

    /** The no-cycles rule of the real code, at every level (see {@link #noCycles}). */
    static final ArchRule NO_PACKAGE_CYCLES = noCycles(REPSIM);

    /** The layering of the real code (see {@link #layering}). */
    static final ArchRule LAYERING = layering(REPSIM);

    private ArchitectureRules() {
    }

    /**
     * The modules as layers: {@code engine} uses no other RepSim package; {@code models} and
     * {@code results} use only {@code engine}; {@code charts} uses {@code engine} and
     * {@code results}, never {@code models} or {@code experiments}; {@code bench} (the
     * benchmarks) uses {@code engine} and {@code models}, and only {@code experiments} uses it
     * (the {@code bench} command); only {@code distributed} (the Spark engine, a module of its
     * own) uses {@code experiments}, and nothing uses {@code distributed}. Every class under the
     * root belongs to one of these layers, so a new top-level package has to be placed in the
     * layering before it can exist. {@code results} and {@code bench} are optional only so that a
     * build without those modules still checks the rest; {@code distributed} because only its
     * own module's tests see it (DistributedArchitectureTest there).
     */
    static ArchRule layering(String root) {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("engine").definedBy(root + ".engine..")
                .layer("models").definedBy(root + ".models..")
                .optionalLayer("results").definedBy(root + ".results..")
                .layer("charts").definedBy(root + ".charts..")
                .optionalLayer("bench").definedBy(root + ".bench..")
                .layer("experiments").definedBy(root + ".experiments..")
                .optionalLayer("distributed").definedBy(root + ".distributed..")
                .whereLayer("engine").mayNotAccessAnyLayer()
                .whereLayer("models").mayOnlyAccessLayers("engine")
                .whereLayer("results").mayOnlyAccessLayers("engine")
                .whereLayer("charts").mayOnlyAccessLayers("engine", "results")
                .whereLayer("bench").mayOnlyAccessLayers("engine", "models")
                .whereLayer("bench").mayOnlyBeAccessedByLayers("experiments")
                .whereLayer("experiments").mayOnlyBeAccessedByLayers("distributed")
                .whereLayer("distributed").mayNotBeAccessedByAnyLayer()
                .ensureAllClassesAreContainedInArchitecture()
                .because("the module graph is engine <- models, results <- charts <- experiments <- distributed,"
                        + " and models <- bench <- experiments");
    }

    /**
     * No cycle between packages, at every level: packages grouped by their first 1, 2, ...
     * segments below the root, down to every package on its own (the deepest level). Each level
     * is needed: {@code a.x -> b.y} and {@code b.z -> a.w} is no cycle between single packages
     * but one between {@code a} and {@code b}; {@code a -> a.x -> a} is a cycle only between
     * single packages. One violation per tangle, with the class dependencies that make it (see
     * {@link PackageTangles}, and there why not ArchUnit's own slice cycle check).
     */
    static ArchRule noCycles(String root) {
        return cyclesAtDepth(root, PackageTangles.EVERY_LEVEL);
    }

    /** Package groups of {@code depth} segments below the root form no cycle. */
    static ArchRule cyclesAtDepth(String root, int depth) {
        return all(new PackageTangles(root, depth)).should(beFreeOfCycles());
    }

    /** Violated by each strongly connected component of more than one package group. */
    private static ArchCondition<PackageTangles.Component> beFreeOfCycles() {
        return new ArchCondition<>("be free of cycles") {
            @Override
            public void check(PackageTangles.Component c, ConditionEvents events) {
                if (c.isTangle()) {
                    events.add(SimpleConditionEvent.violated(c, "Cycle among packages grouped at depth "
                            + c.level() + ": " + String.join(", ", c.groups()) + "\n    "
                            + String.join("\n    ", c.dependencies())));
                }
            }
        };
    }
}
