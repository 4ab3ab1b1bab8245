package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.experiments.cli.ValidateCommand;

/**
 * Every class of bad input yields one located message (file:line:column: key.path: wording),
 * exit code 2, no stack trace, and no output folder.
 */
class BadInputTest {
    @TempDir
    Path tmp;

    private static final String GOOD = """
            model: fake
            seed: 7
            replications: 2
            scenario:
              rate: 1
            matrix:
              axes:
                - name: rate
                  path: scenario.rate
                  values: [1, 2]
            charts:
              - id: values
                kind: lines
                metrics: [value]
                x: rate
            """;

    private Path write(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    /** Runs `repsim run` on the file and checks the common contract of refused input. */
    private String refused(Path file) {
        Path out = tmp.resolve("out");
        TestCli r = TestCli.run(new RunCommand(FakeBinding.registry(new FakeBinding())), file.toString(), "--out",
                out.toString());
        assertEquals(2, r.exit(), r.err());
        assertFalse(Files.exists(out), "output folder must not be touched");
        assertFalse(r.err().contains("Exception"), "no stack trace: " + r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        // validate finds whatever run refuses: the same located lines (run adds its summary line).
        TestCli v = TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), file.toString());
        assertEquals(2, v.exit(), v.err());
        r.err().lines().filter(l -> !l.endsWith("nothing was run.")).forEach(l -> assertTrue(v.err().contains(l),
                "validate must report <" + l + ">; it said:\n" + v.err()));
        return r.err();
    }

    private static void assertHas(String err, String expected) {
        assertTrue(err.contains(expected), "expected <" + expected + "> in:\n" + err);
    }

    @Test
    void goodFileValidates() throws IOException {
        TestCli r = TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), write("ok.yaml", GOOD).toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("2 cells"), r.out());
    }

    @Test
    void unknownKeyIsNamedWithSuggestion() throws IOException {
        Path f = write("e.yaml", GOOD.replace("replications: 2", "replicatons: 2"));
        String err = refused(f);
        assertHas(err, f + ":3:1: replicatons: unknown key 'replicatons' (did you mean 'replications'?)");
    }

    @Test
    void unknownNestedScenarioKeyIsNamedWithPath() throws IOException {
        Path f = write("e.yaml", GOOD.replace("  rate: 1\n", "  rat: 1\n"));
        String err = refused(f);
        assertHas(err, f + ":5:3: scenario.rat: unknown key 'rat' (did you mean 'rate'?)");
    }

    @Test
    void wrongTypeIsNamed() throws IOException {
        Path f = write("e.yaml", GOOD.replace("seed: 7", "seed: seven"));
        assertHas(refused(f), f + ":2:7: seed: expected an integer, got 'seven'");
    }

    @Test
    void quotedNumberIsAString() throws IOException {
        Path f = write("e.yaml", GOOD.replace("  rate: 1\n", "  rate: 1\n  count: \"4\"\n"));
        assertHas(refused(f), f + ":6:10: scenario.count: expected an integer, got the quoted string \"4\"");
    }

    @Test
    void outOfRangeIsNamed() throws IOException {
        Path f = write("e.yaml", GOOD.replace("replications: 2", "replications: 0"));
        assertHas(refused(f), f + ":3:15: replications: value 0 is out of range (integer 1..10000)");
    }

    @Test
    void badAxisValueIsLocatedAtTheValue() throws IOException {
        Path f = write("e.yaml", GOOD.replace("values: [1, 2]", "values: [1, -2]"));
        String err = refused(f);
        assertHas(err, f + ":10:19: scenario.rate: value -2 is out of range (number >= 0)");
    }

    @Test
    void unknownProfileIsNamed() throws IOException {
        Path f = write("e.yaml", GOOD.replace("seed: 7", "seed: 7\nprofile: fancyy"));
        String err = refused(f);
        assertHas(err, f + ":3:1: profile: unknown profile 'fancyy' (did you mean 'fancy'?) (shipped: basic, fancy;");
        assertEquals(1, err.lines().filter(l -> l.contains("unknown profile")).count(), "one message, not one per cell");
    }

    @Test
    void unknownProfileOverrideKeyIsNamed() throws IOException {
        Path f = write("e.yaml", GOOD.replace("seed: 7", "seed: 7\noverrides:\n  unit_cots: 2"));
        assertHas(refused(f), f + ":4:3: overrides.unit_cots: unknown cost-profile key 'unit_cots' for model fake"
                + " (did you mean 'unit_cost'?)");
    }

    @Test
    void unknownChartMetricIsNamed() throws IOException {
        Path f = write("e.yaml", GOOD.replace("metrics: [value]", "metrics: [valeu]"));
        String err = refused(f);
        assertHas(err, f + ":14:15: charts[0].metrics[0]: unknown metric 'valeu' for model fake (did you mean 'value'?)");
    }

    @Test
    void chartAxisMustBeAMatrixAxis() throws IOException {
        Path f = write("e.yaml", GOOD.replace("x: rate", "x: rates"));
        assertHas(refused(f), f + ":15:8: charts[0].x: unknown axis 'rates' (did you mean 'rate'?)");
    }

    @Test
    void emptyAxisIsRefused() throws IOException {
        Path f = write("e.yaml", GOOD.replace("values: [1, 2]", "values: []"));
        assertHas(refused(f), f + ":10:15: matrix.axes[0].values: list is empty; at least 1 element required");
    }

    @Test
    void matrixFilteredToNothingIsRefused() throws IOException {
        Path f = write("e.yaml", GOOD.replace("values: [1, 2]", "values: [1, 2]\n  exclude:\n    - rate: [1, 2]"));
        assertHas(refused(f), f + ":7:3: matrix: the matrix is empty: exclude/only rules remove every cell");
    }

    @Test
    void axisPathMustNameAParameter() throws IOException {
        Path f = write("e.yaml", GOOD.replace("path: scenario.rate", "path: scenario.rates"));
        assertHas(refused(f), f + ":9:13: matrix.axes[0].path: unknown parameter 'scenario.rates' (did you mean 'rate'?)");
    }

    @Test
    void syntaxErrorIsLocated() throws IOException {
        Path f = write("e.yaml", "model: fake\nscenario: [1, 2\n");
        String err = refused(f);
        assertTrue(err.startsWith(f + ":3:1: YAML syntax error"), err);
    }

    @Test
    void aliasBombIsRefusedFast() throws IOException {
        StringBuilder b = new StringBuilder("model: fake\na0: &a0 [x, x]\n");
        for (int i = 1; i < 40; i++) {
            b.append("a").append(i).append(": &a").append(i).append(" [*a").append(i - 1).append(", *a").append(i - 1).append("]\n");
        }
        String err = refused(write("bomb.yaml", b.toString()));
        assertHas(err, "YAML refused");
    }

    @Test
    void hugeDocumentIsRefused() throws IOException {
        Path f = tmp.resolve("huge.yaml");
        Files.writeString(f, "model: fake\ndescription: \"" + "x".repeat(4 * 1024 * 1024) + "\"\n");
        assertHas(refused(f), f + ":1:1: file is larger than 3 MB; refusing to read it");
    }

    @Test
    void extendsCycleIsRefused() throws IOException {
        write("a.yaml", "extends: b.yaml\nmodel: fake\n");
        write("b.yaml", "extends: a.yaml\n");
        String err = refused(tmp.resolve("a.yaml"));
        assertHas(err, "b.yaml:1:10: extends: extends cycle: a.yaml -> b.yaml -> a.yaml");
    }

    @Test
    void missingExtendsTargetIsNamed() throws IOException {
        Path f = write("a.yaml", "extends: nope.yaml\nmodel: fake\n");
        assertHas(refused(f), f + ":1:10: extends: file not found: ");
    }

    @Test
    void badSetOverrideIsNamed() throws IOException {
        Path f = write("e.yaml", GOOD);
        Path out = tmp.resolve("out");
        TestCli r = TestCli.run(new RunCommand(FakeBinding.registry(new FakeBinding())), f.toString(), "--out",
                out.toString(), "--set", "scenario.count=500");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--set scenario.count=500:1:1: scenario.count: value 500 is out of range (integer 1..100)"), r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void everyProblemOfAFileIsReported() throws IOException {
        Path f = write("e.yaml", GOOD.replace("seed: 7", "seed: x").replace("replications: 2", "replications: -1"));
        String err = refused(f);
        assertHas(err, "seed: expected an integer");
        assertHas(err, "replications: value -1 is out of range");
        assertHas(err, "2 problems; nothing was run.");
    }

    @Test
    void unknownModelGetsASuggestion() throws IOException {
        Path f = write("e.yaml", GOOD.replace("model: fake", "model: fak"));
        assertHas(refused(f), f + ":1:8: model: unknown value 'fak' (did you mean 'fake'?); expected one of fake");
    }

    @Test
    void duplicateKeyIsRefused() throws IOException {
        Path f = write("e.yaml", GOOD.replace("seed: 7", "seed: 7\nseed: 8"));
        assertHas(refused(f), f + ":3:1: duplicate key 'seed'");
    }

    @Test
    void referenceToAMissingAxisValueIsNamed() throws IOException {
        Path f = write("e.yaml", GOOD + "reference:\n  - {cell: {rate: 3}, metric: value, value: 1}\n");
        assertHas(refused(f), f + ":17:19: reference[0].cell.rate: axis 'rate' has no value '3'; its values are 1, 2");
    }

    @Test
    void lockstepAxesNeedTheSameLength() throws IOException {
        Path f = write("e.yaml", GOOD.replace("values: [1, 2]",
                "values: [1, 2]\n    - {name: n, path: scenario.count, lockstep: rate, values: [1, 2, 3]}"));
        assertHas(refused(f), "matrix.axes[1].lockstep: axis 'n' has 3 values but its lockstep partner 'rate' has 2");
    }

    @Test
    void labelsCannotContainCellIdSeparators() throws IOException {
        Path f = write("e.yaml", GOOD.replace("values: [1, 2]", "values: [\"1,5\", 2]"));
        assertHas(refused(f), f + ":10:16: matrix.axes[0].values[0]: label '1,5' must be non-empty and contain no ','");
    }

    @Test
    void crossFieldRuleOfTheModelNamesTheCell() throws IOException {
        Path f = write("e.yaml", GOOD.replace("  rate: 1\n", "  rate: 1\n  mode: push\n").replace(
                "values: [1, 2]", "values: [1, 2]\n    - {name: count, path: scenario.count, values: [10, 60]}"));
        assertHas(refused(f), "scenario.count: push mode supports at most 50 objects (in cell rate=1,count=60)");
    }

    @Test
    void logAxisCannotShowZero() throws IOException {
        Path f = write("e.yaml", GOOD.replace("values: [1, 2]", "values: [0, 2]").replace("x: rate", "x: rate\n    log_x: true"));
        assertHas(refused(f), f + ":16:12: charts[0].log_x: a logarithmic x axis cannot show rate = 0 (values must be > 0)");
    }

    @Test
    void anOverriddenKeyIsLocatedInTheFileThatSetItLast() throws IOException {
        write("_base.yaml", "model: fake\nprofile: basic\n");
        Path f = write("child.yaml", "extends: _base.yaml\nseed: 3\nprofile: nope\n");
        assertHas(refused(f), f + ":3:1: profile: unknown profile 'nope'");
    }

    /** Declared ranges and cross-field rules of the real models, located at the key (list items included). */
    @Test
    void realModelScenarioProblemsAreLocatedAtTheirKey() throws IOException {
        Path f = write("u.yaml", """
                model: unreal
                scenario:
                  network: {loss: 2}
                """);
        TestCli r = TestCli.run(new ValidateCommand(), f.toString());
        assertEquals(2, r.exit(), r.err());
        assertHas(r.err(), f + ":3:19: scenario.network.loss: value 2 is out of range (number 0..0.99)");

        Path g = write("g.yaml", """
                model: unreal
                scenario:
                  actors:
                    - {class: Full, count: 10}
                    - {class: Fulll, count: 10}
                """);
        r = TestCli.run(new ValidateCommand(), g.toString());
        assertEquals(2, r.exit(), r.err());
        assertHas(r.err(), g + ":5:8: scenario.actors[1].class: unknown actor class 'Fulll'");

        Path b = write("b.yaml", """
                model: battle-royale
                scenario:
                  players: 10
                  alive: {count: 20}
                """);
        r = TestCli.run(new ValidateCommand(), b.toString());
        assertEquals(2, r.exit(), r.err());
        assertHas(r.err(), b + ":4:11: scenario.alive.count: alive count 20 exceeds scenario.players 10");
    }

    /** A fast array's and the writer's cross-field rules, each one message located at its mapping. */
    @Test
    void fastArrayProblemsAreLocatedAtTheirProperty() throws IOException {
        Path f = oneProperty("fa.yaml", "{name: Items, type: fast_array, items: 10}");
        String err = refusedByValidate(f);
        assertHas(err, f + ":6:11: scenario.classes[0].properties[0]: property 'Items': a fast_array needs"
                + " item_properties (the wire types of its item struct's members)");
        assertEquals(1, err.lines().filter(l -> l.startsWith(f.toString())).count(), err);

        Path g = oneProperty("fb.yaml", "{name: Value, type: int32, items: 10}");
        assertHas(refusedByValidate(g), g + ":6:11: scenario.classes[0].properties[0]: property 'Value': items,"
                + " max_items and item_properties apply only to type fast_array");

        Path m = oneProperty("fc.yaml", "{name: Items, type: fast_array, items: 10, item_properties: [int32, struct]}");
        assertHas(refusedByValidate(m), m + ":6:");
        assertHas(refusedByValidate(m), "scenario.classes[0].properties[0].item_properties[1]");

        Path h = write("fd.yaml", """
                model: unreal
                scenario:
                  writer: {rate: 1, item_add_fraction: 0.7, item_remove_fraction: 0.5}
                """);
        assertHas(refusedByValidate(h), h + ":3:3: scenario.writer: writer item_add_fraction + item_remove_fraction"
                + " must be in [0, 1] (given 0.7 + 0.5)");
    }

    /** An Unreal file whose one class has the one property {@code property} (a YAML flow mapping). */
    private Path oneProperty(String name, String property) throws IOException {
        return write(name, """
                model: unreal
                scenario:
                  classes:
                    - name: Manager
                      properties:
                        - %s
                  actors: [{class: Manager, count: 1}]
                """.formatted(property));
    }

    /** What `repsim validate` of the real models prints when it refuses {@code file} (exit 2). */
    private static String refusedByValidate(Path file) {
        TestCli r = TestCli.run(new ValidateCommand(), file.toString());
        assertEquals(2, r.exit(), r.err());
        return r.err();
    }

    /** An Error while loading (here: out of memory preparing one cell) is one message naming the cell, exit 1. */
    @Test
    void runningOutOfMemoryIsOneMessageNamingTheCell() throws IOException {
        FakeBinding fake = new FakeBinding();
        fake.exhaustOnRate = 2;
        Path f = write("e.yaml", GOOD);
        Path out = tmp.resolve("out");
        java.io.StringWriter err = new java.io.StringWriter();
        picocli.CommandLine cli = org.repsim.experiments.cli.RepsimCommand.configure(
                new picocli.CommandLine(new RunCommand(FakeBinding.registry(fake))));
        cli.setErr(new java.io.PrintWriter(err, true));
        cli.setOut(new java.io.PrintWriter(new java.io.StringWriter(), true));
        int exit = org.repsim.experiments.cli.RepsimCommand.execute(cli, f.toString(), "--out", out.toString());
        assertEquals(1, exit, err.toString());
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertHas(err.toString(), "repsim: out of memory (Java heap space (injected)) while loading " + f
                + ", cell rate=2. Give the JVM more memory, e.g. REPSIM_JAVA_OPTS=-Xmx8g ./repsim ...");
        assertFalse(err.toString().contains("\tat "), err.toString());
        assertFalse(Files.exists(out));
    }

    /** Above the budget validate refuses as run does; --force accepts; list shows the cost without refusing. */
    @Test
    void budgetIsCheckedByValidateAndLiftedByForce() throws IOException {
        Path f = write("e.yaml", GOOD);
        // 2 cells × 2 replications × (50 s / 10 ms = 5000 frames) × 4 objects = 80000 units.
        TestCli refused = TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), f.toString(),
                "--budget", "79999");
        assertEquals(2, refused.exit(), refused.err());
        assertHas(refused.err(), "estimated cost 80000 work units exceeds the budget of 79999");
        TestCli forced = TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), f.toString(),
                "--budget", "79999", "--force");
        assertEquals(0, forced.exit(), forced.err());
        assertHas(forced.out(), "estimated cost 80000 work units");
        TestCli atBudget = TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), f.toString(),
                "--budget", "80000");
        assertEquals(0, atBudget.exit(), atBudget.err());
        TestCli list = TestCli.run(new org.repsim.experiments.cli.ListCommand(FakeBinding.registry(new FakeBinding())),
                f.toString(), "--budget", "1");
        assertEquals(0, list.exit(), list.err());
        assertHas(list.out(), "  rate=1  [20000 per replication: 5000 frames × 4 objects]");
    }

    /** validate --out checks the output folder as run does; without --out it is not checked. */
    @Test
    void validateChecksTheOutputFolderWhenGiven() throws IOException {
        Path f = write("e.yaml", GOOD);
        Path plain = write("plain", "x");
        TestCli r = TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), f.toString(),
                "--out", plain.resolve("sub").toString());
        assertEquals(2, r.exit(), r.err());
        assertHas(r.err(), "--out " + plain.resolve("sub") + ":1:1: cannot be created: " + plain + " is a file, not a folder");
        assertEquals(0, TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), f.toString()).exit());
    }

    /** Problems of several files come sorted by file, then line. */
    @Test
    void problemsOfSeveralFilesAreSorted() throws IOException {
        Path b = write("b.yaml", GOOD.replace("seed: 7", "seed: x").replace("replications: 2", "replications: 0"));
        Path a = write("a.yaml", GOOD.replace("x: rate", "x: rat"));
        TestCli r = TestCli.run(new ValidateCommand(FakeBinding.registry(new FakeBinding())), b.toString(), a.toString());
        assertEquals(2, r.exit(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(3, lines.size(), r.err());
        assertTrue(lines.get(0).startsWith(a + ":15:8: charts[0].x"), r.err());
        assertTrue(lines.get(1).startsWith(b + ":2:7: seed"), r.err());
        assertTrue(lines.get(2).startsWith(b + ":3:15: replications"), r.err());
    }

    @Test
    void verifyRefusesZeroThreads() {
        TestCli r = TestCli.run(new org.repsim.experiments.cli.VerifyCommand(), tmp.toString(), "--threads", "0");
        assertEquals(2, r.exit(), r.err());
        assertHas(r.err(), "--threads must be at least 1, got 0");
    }
}
