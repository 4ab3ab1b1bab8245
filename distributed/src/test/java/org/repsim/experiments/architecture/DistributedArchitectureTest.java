package org.repsim.experiments.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The experiments module's layering and package-cycle rules ({@link ArchitectureRules}, from its
 * test jar) over the main code of every module, this one included: the distributed layer may use
 * experiments and nothing uses it. Only this module's class path holds all of them.
 */
class DistributedArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // The experiments test jar (these rules and their deliberately broken fixtures), when
            // a full build resolves it as a jar rather than as target/test-classes.
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages(ArchitectureRules.REPSIM);

    @Test
    void modulesAreLayeredWithDistributedOnTop() {
        for (String module : new String[] {"distributed", "experiments", "engine"}) {
            assertFalse(MAIN.that(JavaClass.Predicates.resideInAPackage("org.repsim." + module + "..")).isEmpty(), module);
        }
        ArchitectureRules.LAYERING.check(MAIN);
    }

    @Test
    void noPackageCyclesAtAnyLevel() {
        ArchitectureRules.NO_PACKAGE_CYCLES.check(MAIN);
    }
}
