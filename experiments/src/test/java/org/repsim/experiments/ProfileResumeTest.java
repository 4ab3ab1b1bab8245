package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.results.Manifest;
import org.repsim.results.ManifestFile;
import org.repsim.results.ResultFiles;
import org.repsim.results.SummaryRow;

/**
 * Cell identity covers the content of every cost-profile file a cell uses, for each real model:
 * an experiment naming a copy of the shipped profile is run, rerun unedited with {@code --resume}
 * (every cell reused, same bytes), then one value of the copy is edited and the rerun with
 * {@code --resume} must recompute every cell (new configuration hashes, the edited cost visible
 * in a metric). The profile's path string in the experiment file does not change, so only the
 * content hash ({@code ProfileResolver.identityOf}) can tell the cells apart.
 */
class ProfileResumeTest {
    private static final String PROFILES = "/org/repsim/models/";

    @TempDir
    Path tmp;

    /** The result of one {@code run}: its folder's manifest, summary and run.log. */
    private record Run(Manifest manifest, List<SummaryRow> summary, String runLog, byte[] summaryBytes) {
        Map<String, String> configHashes() {
            Map<String, String> out = new LinkedHashMap<>();
            manifest.cells().forEach(c -> out.put(c.cell(), c.configHash()));
            return out;
        }

        double mean(String cell, String metric) {
            return summary.stream().filter(r -> r.cell().label().equals(cell) && r.metric().equals(metric))
                    .mapToDouble(SummaryRow::mean).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + metric + " for cell " + cell));
        }

        /** run.log's cell lines: "  <cell>  reused" or "  <cell>  1.23s". */
        long reusedCells() {
            return runLog.lines().filter(l -> l.startsWith("  ") && l.endsWith("  reused")).count();
        }

        long recomputedCells() {
            return runLog.lines().filter(l -> l.startsWith("  ") && l.matches(".*  [0-9.]+s$")).count();
        }
    }

    private Path copyShipped(String modelDir, String profile) throws IOException {
        Path target = Files.createDirectories(tmp.resolve("costs")).resolve(profile + ".yaml");
        try (InputStream in = getClass().getResourceAsStream(PROFILES + modelDir + "/profiles/" + profile + ".yaml")) {
            assertTrue(in != null, "shipped profile " + modelDir + "/" + profile + " not on the class path");
            Files.copy(in, target);
        }
        return target;
    }

    /** Sets {@code costs.<key>.value} of a profile file to {@code value} (the old value must differ). */
    private static void edit(Path profile, String key, double value) throws IOException {
        String text = Files.readString(profile);
        Matcher m = Pattern.compile("(?m)^(  " + Pattern.quote(key) + ":\\n    value: )([^\\n]+)$").matcher(text);
        assertTrue(m.find(), key + " not found in " + profile);
        assertNotEquals(value, Double.parseDouble(m.group(2)), "the edit must change " + key);
        Files.writeString(profile, m.replaceFirst("$1" + value));
    }

    private Run run(Path experiment, String name, String... extra) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of(experiment.toString(), "--out", tmp.resolve("o").toString(),
                "--no-charts", "--threads", "2"));
        args.addAll(List.of(extra));
        TestCli r = TestCli.run(new RunCommand(ModelRegistry.standard()), args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        Path dir = tmp.resolve("o").resolve(name);
        return new Run(ManifestFile.read(dir.resolve(ManifestFile.NAME)), ResultFiles.read(dir).summary(),
                Files.readString(dir.resolve("run.log")), Files.readAllBytes(dir.resolve(ResultFiles.SUMMARY)));
    }

    /** Runs, resumes unedited (all reused), and returns the first run. */
    private Run runAndResumeUnedited(Path experiment, String name) throws IOException {
        Run first = run(experiment, name);
        assertEquals(2, first.recomputedCells(), first.runLog());
        Run again = run(experiment, name, "--resume");
        assertEquals(2, again.reusedCells(), "an unedited profile reuses every cell:\n" + again.runLog());
        assertEquals(first.configHashes(), again.configHashes());
        assertArrayEquals(first.summaryBytes(), again.summaryBytes(), "reused cells give the same summary bytes");
        return first;
    }

    /**
     * Raises {@code key} of {@code profile} to {@code value}, reruns with {@code --resume} and
     * asserts: no cell reused, every cell's configuration hash new, and {@code metric} (which the
     * dearer cost feeds) higher in every cell than in {@code before}.
     */
    private Run assertEditRecomputesEveryCell(Path experiment, String name, Run before, Path profile, String key,
                                              double value, String metric) throws IOException {
        edit(profile, key, value);
        Run after = run(experiment, name, "--resume");
        assertEquals(0, after.reusedCells(), "an edited profile must not reuse a cell:\n" + after.runLog());
        assertEquals(2, after.recomputedCells(), after.runLog());
        assertEquals(before.configHashes().keySet(), after.configHashes().keySet());
        for (String cell : before.configHashes().keySet()) {
            assertNotEquals(before.configHashes().get(cell), after.configHashes().get(cell), "config hash of " + cell);
            assertTrue(after.mean(cell, metric) > before.mean(cell, metric),
                    "a dearer " + key + " raises " + metric + " in " + cell + ": " + before.mean(cell, metric) + " -> "
                            + after.mean(cell, metric));
        }
        return after;
    }

    private Path experiment(String text) throws IOException {
        return Files.writeString(tmp.resolve("e.yaml"), text);
    }

    @Test
    void unrealCellsAreRecomputedWhenTheirProfileFileChanges() throws IOException {
        Path profile = copyShipped("unreal", "ue58-editor");
        Path e = experiment("""
                name: pu
                model: unreal
                seed: 3
                replications: 1
                warmup: 200ms
                duration: 500ms
                profile: costs/ue58-editor.yaml
                scenario:
                  actors: [{class: Full, count: 20}]
                matrix:
                  axes:
                    - {name: connections, path: scenario.connections, values: [1, 2]}
                """);
        Run before = runAndResumeUnedited(e, "pu");
        assertEditRecomputesEveryCell(e, "pu", before, profile, "replicate_actor_us", 9.0, "server_replicate_actors_ms");
    }

    @Test
    void battleRoyaleCellsAreRecomputedWhenItsProfileOrItsUnrealProfileChanges() throws IOException {
        Path profile = copyShipped("battleroyale", "pubg-late-2018");
        Path unreal = copyShipped("unreal", "ue58-editor");
        Path e = experiment("""
                name: pbr
                model: battle-royale
                seed: 4
                replications: 1
                warmup: 200ms
                duration: 500ms
                profile: costs/pubg-late-2018.yaml
                scenario:
                  map_size_m: 500
                  players: 6
                  alive: {count: 6}
                  unreal_profile: costs/ue58-editor.yaml
                matrix:
                  axes:
                    - name: send-flush
                      values:
                        - {label: "off", set: {scenario.net_send_flush: false}}
                        - {label: "on", set: {scenario.net_send_flush: true}}
                """);
        Run before = runAndResumeUnedited(e, "pbr");
        Run afterOwn = assertEditRecomputesEveryCell(e, "pbr", before, profile, "simulate_base_ns", 5_000_000.0,
                "simulate_ms");

        // The Net Flush pass's Unreal profile (scenario.unreal_profile) is a hidden input unless identity covers it.
        // sra_connection_us is one of the keys the battle-royale bridge keeps at the Unreal profile's value.
        assertEditRecomputesEveryCell(e, "pbr", afterOwn, unreal, "sra_connection_us", 400.0, "net_flush_ms");
        assertEquals(2, run(e, "pbr", "--resume").reusedCells(), "and the edited files are then reused as they are");
    }

    @Test
    void roomCellsAreRecomputedWhenTheirProfileFileChanges() throws IOException {
        Path profile = copyShipped("room", "room-node-ws");
        Path e = experiment("""
                name: pr
                model: room
                seed: 5
                replications: 1
                warmup: 500ms
                duration: 1s
                profile: costs/room-node-ws.yaml
                scenario:
                  join_spread_s: 0.2
                matrix:
                  axes:
                    - {name: users, path: scenario.users, values: [6, 12]}
                """);
        Run before = runAndResumeUnedited(e, "pr");
        assertEditRecomputesEveryCell(e, "pr", before, profile, "send_us_per_frame", 500.0, "cpu_pct");
    }
}
