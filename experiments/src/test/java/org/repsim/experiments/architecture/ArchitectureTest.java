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
