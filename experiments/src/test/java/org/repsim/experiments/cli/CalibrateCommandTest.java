package org.repsim.experiments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.TestCli;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.Limits;

/** {@code repsim calibrate}, {@code repsim export insights} and {@code run --profile-uncertainty} end to end. */
class CalibrateCommandTest {
    static final Path PUSH_OFF = Path.of("../docs/calibrate/push-off.csv");

    @TempDir
    Path dir;

    private Path experiment() throws IOException {
        Path f = dir.resolve("lab.yaml");
        Files.writeString(f, """
                model: unreal
                profile: ue58-editor
                seed: 3
                replications: 2
                warmup: 3s
                duration: 4s
                matrix:
                  axes:
                    - name: condition
                      values:
                        - {label: push-off, set: {scenario.replication.push_model: false, scenario.replication.skip_undirtied: false}}
                        - {label: push+skip, set: {scenario.replication.push_model: true, scenario.replication.skip_undirtied: true}}
                """);
        return f;
    }

    private TestCli calibrate(String... args) {
        return TestCli.run(new CalibrateCommand(), args);
    }

    private void assertRefused(TestCli r, Path out, String... parts) {
        assertEquals(2, r.exit(), r.err());
        for (String p : parts) {
            assertTrue(r.err().contains(p), "'" + p + "' in: " + r.err());
        }
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void writesAProfileAnExperimentCanUseWithEveryKeysProvenance() throws IOException {
        Path out = dir.resolve("mine.yaml");
        TestCli r = calibrate(PUSH_OFF.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--out", out.toString(), "--replications", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("ReplicateActor") && r.out().contains("measured ms"), r.out());
        assertTrue(r.out().contains("warning: the predicted cell(s) condition=push+skip depend on cost keys"), "dependencies of the push+skip cell are named: " + r.out());
        String text = Files.readString(out);
        assertTrue(text.contains("fitted by repsim calibrate from push-off.csv (experiment lab, cell condition=push-off)"), text);
        assertTrue(text.contains("inherited from ue58-editor: "), text);
        Path use = dir.resolve("use.yaml");
        Files.writeString(use, "model: unreal\nprofile: mine.yaml\nwarmup: 1s\nduration: 1s\n");
        var spec = new ExperimentLoader(ModelRegistry.standard(), Limits.NONE).load(use, List.of());
        assertEquals("mine", spec.cells().get(0).prepared().profile().orElseThrow().name());
    }

    @Test
    void aCaptureWithMissingColumnsNamesThem() throws IOException {
        Path capture = dir.resolve("cut.csv");
        Files.writeString(capture, "Name,Count,I.Min\nServerReplicateActors,639,0.001\n");
        Path out = dir.resolve("p.yaml");
        assertRefused(calibrate(capture.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--out", out.toString()), out, capture + ":1:1: a ", "columns Incl, Excl");
    }

    @Test
    void anUnknownTimerScopeInTheMappingIsNamed() throws IOException {
        Path mapping = dir.resolve("map.yaml");
        Files.writeString(mapping, "model: unreal\ntimers:\n  - names: [MyReplicate]\n    scopes: [ServerReplicateActors/MyStep]\n");
        Path out = dir.resolve("p.yaml");
        assertRefused(calibrate(PUSH_OFF.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--mapping", mapping.toString(), "--out", out.toString()), out,
                mapping + ":3:5: scopes: ", "unknown model scope 'ServerReplicateActors/MyStep'");
    }

    @Test
    void aTimerTheUserMapsThatNoCaptureHasIsNamed() throws IOException {
        Path mapping = dir.resolve("mine.yaml");
        Files.writeString(mapping, "model: unreal\ntimers:\n  - names: [MyGame_ReplicateActor]\n"
                + "    scopes: [ServerReplicateActors/ReplicateActor]\n");
        Path out = dir.resolve("p.yaml");
        assertRefused(calibrate(PUSH_OFF.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--mapping", mapping.toString(), "--out", out.toString()), out,
                mapping + ":3:5: names: mapped timer MyGame_ReplicateActor is in no timer of", "push-off.csv");
    }

    @Test
    void aCaptureOfAnotherThreadOnlyIsRefused() throws IOException {
        Path capture = dir.resolve("render.csv");
        Files.writeString(capture, """
                Name,Count,Incl,I.Min,I.Max,I.Avg,I.Med,Excl,E.Min,E.Max,E.Avg,E.Med
                FRenderingThread::Tick,639,12.1,,,,,1.2,,,,
                RenderViewFamily,639,10.0,,,,,10.0,,,,
                """);
        Path out = dir.resolve("p.yaml");
        assertRefused(calibrate(capture.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--out", out.toString()), out, "render.csv", "another thread",
                "-threads=GameThread");
    }

    @Test
    void anEmptyRegionIsRefused() throws IOException {
        Path capture = dir.resolve("empty.csv");
        Files.writeString(capture, "Name,Count,Incl,I.Min,I.Max,I.Avg,I.Med,Excl,E.Min,E.Max,E.Avg,E.Med\n");
        Path out = dir.resolve("p.yaml");
        assertRefused(calibrate(capture.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--out", out.toString()), out, "empty.csv", "empty region");
    }

    @Test
    void countsThatContradictTheExperimentAreNamed() throws IOException {
        // The published capture with twice the ReplicateActor calls: four connections' worth.
        String text = Files.readString(PUSH_OFF).replace("ReplicateActor,1283628,", "ReplicateActor,2567256,");
        Path capture = dir.resolve("double.csv");
        Files.writeString(capture, text);
        Path out = dir.resolve("p.yaml");
        assertRefused(calibrate(capture.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--out", out.toString(), "--replications", "1"), out,
                "double.csv: timer 'ReplicateActor' has 4,017.6 calls per frame", "times the",
                "contradicts the experiment");
    }

    @Test
    void severalCellsNeedACellFilter() throws IOException {
        Path out = dir.resolve("p.yaml");
        assertRefused(calibrate(PUSH_OFF.toString(), "--experiment", experiment().toString(), "--out", out.toString()),
                out, "has 2 cells", "--cell");
    }

    @Test
    void perFrameCapturesGiveIntervalsThatRunsCanDrawFrom() throws IOException {
        // A CSV profiler file: ServerReplicateActors and the game thread per frame, seeded noise.
        StringBuilder csv = new StringBuilder("FrameTime,GameThreadTime,ServerReplicateActors\n");
        SplittableRandom rng = new SplittableRandom(9);
        for (int f = 0; f < 300; f++) {
            double sra = 4.3 + 0.3 * (rng.nextDouble() - 0.5);
            double game = 40 + 2 * (rng.nextDouble() - 0.5);
            csv.append(String.format(Locale.ROOT, "%.4f,%.4f,%.4f%n", game + 0.5, game, sra));
        }
        csv.append("[HasHeaderRowAtEnd],1\n");
        Path capture = dir.resolve("frames.csv");
        Files.writeString(capture, csv.toString());
        Path out = dir.resolve("perframe.yaml");
        TestCli r = calibrate(capture.toString(), "--experiment", experiment().toString(), "--cell",
                "condition=push-off", "--out", out.toString(), "--replications", "1", "--bootstrap", "40");
        assertEquals(0, r.exit(), r.err());
        Path draws = dir.resolve("perframe.draws.csv");
        assertTrue(Files.exists(draws), r.err());
        assertEquals(41, Files.readAllLines(draws).size(), "header + 40 draws");
        assertTrue(Files.readString(out).contains("95% interval ["), "intervals in the sources");

        Path use = dir.resolve("predict.yaml");
        Files.writeString(use, "model: unreal\nprofile: perframe.yaml\nseed: 4\nreplications: 3\nwarmup: 1s\nduration: 2s\n");
        TestCli one = TestCli.run(new RunCommand(), use.toString(), "--out", dir.resolve("a").toString(), "--no-charts",
                "--profile-uncertainty", "--threads", "1");
        assertEquals(0, one.exit(), one.err());
        TestCli two = TestCli.run(new RunCommand(), use.toString(), "--out", dir.resolve("b").toString(), "--no-charts",
                "--profile-uncertainty", "--threads", "2");
        assertEquals(0, two.exit(), two.err());
        String cellsA = Files.readString(dir.resolve("a/predict/cells.csv"));
        assertEquals(cellsA, Files.readString(dir.resolve("b/predict/cells.csv")), "deterministic, any thread count");
        TestCli point = TestCli.run(new RunCommand(), use.toString(), "--out", dir.resolve("c").toString(), "--no-charts");
        assertEquals(0, point.exit(), point.err());
        assertFalse(cellsA.equals(Files.readString(dir.resolve("c/predict/cells.csv"))),
                "the draws change the replications' unit costs");
    }

    @Test
    void uncertaintyNeedsDraws() throws IOException {
        Path use = dir.resolve("plain.yaml");
        Files.writeString(use, "model: unreal\nwarmup: 1s\nduration: 1s\n");
        TestCli r = TestCli.run(new RunCommand(), use.toString(), "--out", dir.resolve("o").toString(),
                "--profile-uncertainty");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("has no calibration draws"), r.err());
    }

    @Test
    void exportInsightsWritesEachCellsTimersThatReadBackAsACapture() throws IOException {
        Path use = dir.resolve("small.yaml");
        Files.writeString(use, "model: unreal\nseed: 2\nreplications: 1\nwarmup: 1s\nduration: 2s\n");
        assertEquals(0, TestCli.run(new RunCommand(), use.toString(), "--out", dir.resolve("r").toString(),
                "--no-charts").exit());
        TestCli r = TestCli.run(new ExportCommand.Insights(), dir.resolve("r/small").toString(), "--frames", "500");
        assertEquals(0, r.exit(), r.err());
        Path file = Path.of(r.out().strip());
        List<String> lines = Files.readAllLines(file);
        assertEquals("Name,Count,Incl,I.Min,I.Max,I.Avg,I.Med,Excl,E.Min,E.Max,E.Avg,E.Med", lines.get(0));
        String sra = lines.stream().filter(l -> l.startsWith("ServerReplicateActors,")).findFirst().orElseThrow();
        assertEquals("500", sra.split(",")[1], "one call per frame, 500 frames");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Dynamic Property Compare Time,")),
                "scopes get their engine timer names");
        TestCli bad = TestCli.run(new ExportCommand.Insights(), dir.toString());
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("not a results folder"), bad.err());
    }
}
