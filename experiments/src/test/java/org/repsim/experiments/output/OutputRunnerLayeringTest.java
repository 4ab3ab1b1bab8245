package org.repsim.experiments.output;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The runner produces cells, the output stage turns them into files: the output may use the runner,
 * never the other way round (so the two packages cannot form a cycle).
 */
class OutputRunnerLayeringTest {
    @Test
    void theRunnerDoesNotDependOnTheOutputStage() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.repsim.experiments");
        noClasses().that().resideInAPackage("org.repsim.experiments.runner..").should().dependOnClassesThat()
                .resideInAPackage("org.repsim.experiments.output..").check(classes);
    }
}
