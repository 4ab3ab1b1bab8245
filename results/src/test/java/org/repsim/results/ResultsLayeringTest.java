package org.repsim.results;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The results module is the contract between experiments and charts: it may use only sim-engine and its libraries. */
class ResultsLayeringTest {
    @Test
    void resultsDependsOnlyOnTheEngineAndItsLibraries() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.repsim.results");
        noClasses().that().resideInAPackage("org.repsim.results..").should().dependOnClassesThat()
                .resideOutsideOfPackages("org.repsim.results..", "org.repsim.engine..", "java..",
                        "org.apache.commons.csv..", "com.fasterxml.jackson..")
                .check(classes);
    }
}
