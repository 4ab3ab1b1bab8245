package org.repsim.experiments.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * RepSim's module layering and package-cycle rules hold for the main code of every module
 * (the experiments module's test class path sees them all; tests and fixtures are not checked).
 */
class ArchitectureTest {
    /**
     * Why the cycle check is switched off until issue 10's branches are merged: on the pre-merge
     * tree it reports four tangles, all being removed on those branches: charts (root, data,
     * kind, render, report, style), experiments (bindings, input, input.schema, input.yaml,
     * matrix, results, runner), models.room (root, client, server, transport) and models.unreal
     * (cost, dormancy, replication). The lead removes the {@code @Disabled} with the merge.
     */
    static final String CYCLES_REMOVED_ON_MERGE =
            "issue 10: package cycles are removed by the parallel branches; remove this @Disabled at the merge";

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ArchitectureRules.REPSIM);

    @Test
    void modulesAreLayered() {
        ArchitectureRules.LAYERING.check(MAIN);
    }

    @Test
    void noPackageCyclesAtAnyLevel() {
        ArchitectureRules.NO_PACKAGE_CYCLES.check(MAIN);
    }
}
