package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.matrix.CellSeeds;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.SetOverride;
import org.repsim.experiments.schema.yaml.YamlReader;
import org.repsim.experiments.schema.yaml.YamlWriter;

/** Matrix expansion: order, exclude/only, lockstep, multi-path values, extends, --set, stable cell seeds. */
class MatrixTest {
    @TempDir
    Path tmp;

    private ExperimentSpec load(String text, String... sets) throws IOException {
        Path f = tmp.resolve("m.yaml");
        Files.writeString(f, text);
        return new ExperimentLoader(FakeBinding.registry(new FakeBinding()))
                .load(f, java.util.Arrays.stream(sets).map(SetOverride::parse).toList());
    }

    private static List<String> ids(ExperimentSpec s) {
        return s.cells().stream().map(c -> c.cell().id()).toList();
    }

    @Test
    void cartesianProductFirstAxisSlowestWithExcludeAndOnly() throws IOException {
        ExperimentSpec s = load("""
                model: fake
                matrix:
                  axes:
                    - {name: a, path: scenario.mode, values: [poll, push]}
                    - {name: b, path: scenario.rate, values: [1, 2, 3]}
                  exclude:
                    - {a: push, b: 2}
                  only:
                    - {b: [1, 2]}
                """);
        assertEquals(List.of("a=poll,b=1", "a=poll,b=2", "a=push,b=1"), ids(s));
    }

    @Test
    void lockstepAxisZipsWithItsLeader() throws IOException {
        ExperimentSpec s = load("""
                model: fake
                matrix:
                  axes:
                    - {name: rate, path: scenario.rate, values: [1, 2]}
                    - {name: count, path: scenario.count, lockstep: rate, values: [10, 20]}
                """);
        assertEquals(List.of("rate=1,count=10", "rate=2,count=20"), ids(s));
    }

    @Test
    void noMatrixIsOneDefaultCell() throws IOException {
        assertEquals(List.of("default"), ids(load("model: fake\n")));
    }

    @Test
    void cellSeedDependsOnlyOnExperimentSeedAndCellId() throws IOException {
        ExperimentSpec small = load("model: fake\nseed: 3\nmatrix:\n  axes:\n    - {name: r, path: scenario.rate, values: [1, 4]}\n");
        ExperimentSpec big = load("model: fake\nseed: 3\nmatrix:\n  axes:\n    - {name: r, path: scenario.rate, values: [0.5, 1, 2, 4]}\n");
        CellPlan small4 = small.cells().get(1);
        CellPlan big4 = big.cells().get(3);
        assertEquals("r=4", big4.cell().id());
        assertEquals(small4.seed(), big4.seed());
        assertEquals(small4.configHash(), big4.configHash());
        assertEquals(CellSeeds.of(3, "r=4"), small4.seed());
        assertNotEquals(CellSeeds.of(3, "r=4"), CellSeeds.of(4, "r=4"));
        assertNotEquals(CellSeeds.of(3, "r=4"), CellSeeds.of(3, "r=1"));
    }

    @Test
    void extendsMergesMappingsAndReplacesOtherValues() throws IOException {
        Files.writeString(tmp.resolve("_base.yaml"), """
                name: base
                model: fake
                replications: 4
                scenario: {rate: 2, count: 7}
                """);
        ExperimentSpec s = load("extends: _base.yaml\nscenario: {rate: 3}\n", "replications=2");
        assertEquals("m", s.name());
        assertEquals(2, s.replications());
        String yaml = YamlWriter.write(s.resolved());
        assertEquals(true, yaml.contains("rate: 3") && yaml.contains("count: 7") && !yaml.contains("extends"), yaml);
    }

    @Test
    void resolvedDocumentSurvivesWriteAndReread() throws IOException {
        ExperimentSpec s = load("""
                model: fake
                description: "a: quoted, text # not a comment"
                matrix:
                  axes:
                    - name: mode
                      values:
                        - {label: push+skip, set: {scenario.mode: push}}
                """);
        String once = YamlWriter.write(s.resolved());
        String twice = YamlWriter.write(YamlReader.readString(once, "x"));
        assertEquals(once, twice);
    }
}
