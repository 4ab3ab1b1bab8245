package org.repsim.experiments.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.TestCli;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.results.AnalysisFiles;
import org.repsim.results.CellValue;
import org.repsim.results.ResultFiles;
import org.repsim.results.SensitivityRow;

/**
 * The analyses on the Unreal model: the rule that leaves a key out as uncharged is sound (every
 * such key, perturbed anyway, gives the base's bytes), a key charged only in warm-up is not left
 * out, and the catalog's two analyses give the same bytes for one and two threads.
 */
class UnrealAnalysisTest {
    private static final Path BASE = Path.of("catalog/_unreal-base.yaml").toAbsolutePath();

    @TempDir
    Path tmp;

    private Path file(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private static TestCli run(String... args) {
        return TestCli.run(new RunCommand(), args);
    }

    @Test
    void everyKeyLeftOutAsUnchargedLeavesEveryMetricUnchanged() throws IOException {
        String cell = "extends: " + BASE + "\nreplications: 1\nwarmup: 2s\nduration: 2s\n"
                + "scenario: {replication: {push_model: true, skip_undirtied: true}}\n";
        Path sensitivity = file("s.yaml", "name: s\n" + cell
                + "analysis: {kind: sensitivity, metric: server_replicate_actors_ms}\n");
        TestCli r = run(sensitivity.toString(), "--out", tmp.resolve("s").toString(), "--no-charts");
        assertEquals(0, r.exit(), r.err());
        Map<String, SensitivityRow> rows = new LinkedHashMap<>();
        AnalysisFiles.read(tmp.resolve("s/s")).sensitivity().forEach(row -> rows.put(row.key(), row));
        List<String> uncharged = rows.values().stream().filter(row -> row.status().equals(SensitivityRow.UNCHARGED))
                .map(SensitivityRow::key).toList();
        assertFalse(uncharged.isEmpty(), rows.keySet().toString());
        // Opened while warming up, never in the window: its window count is 0, yet it moves the results.
        assertEquals(SensitivityRow.CHARGED, rows.get("channel_open_us").status());

        // Each uncharged key perturbed anyway, with the base's random numbers: every metric the same bits.
        StringBuilder values = new StringBuilder("        - {label: base, set: {}}\n");
        List<String> keys = new ArrayList<>(uncharged);
        keys.add("channel_open_us");
        for (String k : keys) {
            values.append("        - {label: ").append(k).append(", set: {overrides.").append(k).append(": ")
                    .append(rows.get(k).keyValue() * 1.1).append("}}\n");
        }
        Path perturbed = file("p.yaml", "name: p\n" + cell + "common_random_numbers: true\nmatrix:\n  axes:\n"
                + "    - name: key\n      values:\n" + values);
        r = run(perturbed.toString(), "--out", tmp.resolve("p").toString(), "--no-charts");
        assertEquals(0, r.exit(), r.out() + r.err() + Files.readString(perturbed));
        Map<String, Map<String, Double>> byCell = new LinkedHashMap<>();
        for (CellValue v : ResultFiles.readCellValues(tmp.resolve("p/p"))) {
            byCell.computeIfAbsent(v.cell().value("key"), x -> new LinkedHashMap<>()).put(v.metric(), v.value());
        }
        for (String k : uncharged) {
            assertEquals(byCell.get("base"), byCell.get(k), k + " is reported uncharged but moves a metric");
        }
        assertNotEquals(byCell.get("base"), byCell.get("channel_open_us"));
    }

    @Test
    void theCatalogAnalysesAreTheSameBytesForOneAndTwoThreads() throws IOException {
        for (List<String> analysis : List.of(
                List.of("catalog/dormancy-crossover.yaml", "analysis.iterations=1"),
                List.of("catalog/main-condition-sensitivity.yaml",
                        "analysis.keys=[replicate_actor_us, compare_object_us, subobject_actor_us]"))) {
            for (String threads : List.of("1", "2")) {
                TestCli r = run(analysis.get(0), "--out", tmp.resolve("t" + threads).toString(), "--threads", threads,
                        "--replications", "2", "--set", analysis.get(1), "--set", "duration=2s");
                assertEquals(0, r.exit(), r.err());
            }
        }
        List<String> files;
        try (Stream<Path> s = Files.walk(tmp.resolve("t1"))) {
            files = s.filter(Files::isRegularFile).map(p -> tmp.resolve("t1").relativize(p).toString())
                    .filter(n -> !n.endsWith("run.log") && !n.startsWith(".cells")).sorted().toList();
        }
        assertTrue(files.contains("dormancy-crossover/crossover.csv"), files.toString());
        assertTrue(files.contains("main-condition-sensitivity/sensitivity.csv"), files.toString());
        assertTrue(files.contains("main-condition-sensitivity/charts/tornado.png"), files.toString());
        for (String f : files) {
            assertArrayEquals(Files.readAllBytes(tmp.resolve("t1").resolve(f)),
                    Files.readAllBytes(tmp.resolve("t2").resolve(f)), f + " differs between 1 and 2 threads");
        }
    }
}
