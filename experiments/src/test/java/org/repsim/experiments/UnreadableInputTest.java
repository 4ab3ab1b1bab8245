package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.cli.CalibrateCommand;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.experiments.cli.VerifyCommand;
import org.repsim.experiments.schema.file.Fifos;
import org.repsim.experiments.schema.file.UnreadableFiles;

/**
 * Every file RepSim reads from a user, each named the way a user names it, as an endless
 * device, a folder, a FIFO, a missing file, an unreadable file and a file far over any limit:
 * the command exits 2 at once (never blocks, never fills the heap), with a message that names
 * the file and says what is wrong, no Java class name or stack trace, and writes nothing.
 */
class UnreadableInputTest {
    private static final Path PUSH_OFF = Path.of("../docs/calibrate/push-off.csv").toAbsolutePath();
    private static final String LAB = "model: unreal\nwarmup: 1s\nduration: 1s\n";

    @TempDir
    Path tmp;

    /** What is put where the reader looks, and what the message then says. */
    enum Kind {
        ENDLESS("is not a regular file"), FOLDER("is a folder, not a file"), FIFO("is not a regular file"),
        MISSING("file not found"), UNREADABLE("permission denied"), HUGE("file is larger than");

        final String says;

        Kind(String says) {
            this.says = says;
        }

        void placeAt(Path p) throws Exception {
            switch (this) {
                case ENDLESS -> {
                    assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");
                    Files.createSymbolicLink(p, Path.of("/dev/zero"));
                }
                case FOLDER -> Files.createDirectory(p);
                case FIFO -> Fifos.make(p);
                case MISSING -> { }
                case UNREADABLE -> UnreadableFiles.make(p);
                case HUGE -> {
                    try (RandomAccessFile raf = new RandomAccessFile(p.toFile(), "rw")) {
                        raf.setLength(5L << 30);   // sparse: over every limit, on no disk
                    }
                }
            }
        }
    }

    /**
     * One reader: where it looks for the file in a case folder, and the command that reads it.
     * {@code says} replaces a kind's wording where the command tells it otherwise (a PATH argument
     * that is a folder is a folder of experiments).
     */
    private record Reader(String name, String file, Setup setup, Command command, Map<Kind, String> says) {
    }

    @FunctionalInterface
    private interface Setup {
        void in(Path dir) throws Exception;
    }

    @FunctionalInterface
    private interface Command {
        TestCli run(Path dir, Path bad);
    }

    private static TestCli run(Path dir, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--out", dir.resolve("out").toString(), "--no-charts"));
        return TestCli.run(new RunCommand(), all.toArray(String[]::new));
    }

    private static TestCli calibrate(Path dir, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--experiment", dir.resolve("lab.yaml").toString(), "--out",
                dir.resolve("out.yaml").toString(), "--replications", "1"));
        return TestCli.run(new CalibrateCommand(), all.toArray(String[]::new));
    }

    private static void write(Path dir, String name, String text) throws IOException {
        Files.writeString(dir.resolve(name), text);
    }

    private static String shippedProfile() throws IOException {
        try (InputStream in = UnreadableInputTest.class.getResourceAsStream(
                "/org/repsim/models/unreal/profiles/ue58-editor.yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<Reader> readers() {
        Setup lab = d -> write(d, "lab.yaml", LAB);
        return List.of(
                new Reader("experiment", "exp.yaml", d -> { }, (d, bad) -> run(d, bad.toString()),
                        Map.of(Kind.MISSING, "no such file or folder",
                                Kind.FOLDER, "folder contains no experiment files")),
                new Reader("extends", "base.yaml", d -> write(d, "main.yaml", LAB + "extends: base.yaml\n"),
                        (d, bad) -> run(d, d.resolve("main.yaml").toString()), Map.of()),
                new Reader("profile", "mine.yaml", d -> write(d, "main.yaml", LAB + "profile: mine.yaml\n"),
                        (d, bad) -> run(d, d.resolve("main.yaml").toString()), Map.of()),
                new Reader("battle royale unreal_profile", "flush.yaml", d -> write(d, "main.yaml",
                        "model: battle-royale\nwarmup: 1s\nduration: 1s\nscenario:\n  unreal_profile: flush.yaml\n"),
                        (d, bad) -> run(d, d.resolve("main.yaml").toString()), Map.of()),
                new Reader("room games", "games.yaml", d -> write(d, "main.yaml",
                        "model: room\nwarmup: 1s\nduration: 1s\nscenario:\n  games: games.yaml\n"),
                        (d, bad) -> run(d, d.resolve("main.yaml").toString()), Map.of()),
                new Reader("profile draws", "mine.draws.csv", d -> {
                    write(d, "mine.yaml", shippedProfile());
                    write(d, "main.yaml", LAB + "profile: mine.yaml\n");
                }, (d, bad) -> run(d, d.resolve("main.yaml").toString(), "--profile-uncertainty"),
                        Map.of(Kind.MISSING, "has no calibration draws")),
                new Reader("capture", "capture.csv", lab, (d, bad) -> calibrate(d, bad.toString()), Map.of()),
                new Reader("--mapping", "map.yaml", lab,
                        (d, bad) -> calibrate(d, PUSH_OFF.toString(), "--mapping", bad.toString()), Map.of()),
                new Reader("--callees", "callees.csv", lab,
                        (d, bad) -> calibrate(d, PUSH_OFF.toString(), "--callees", bad.toString()), Map.of()),
                new Reader("--base", "base.yaml", lab,
                        (d, bad) -> calibrate(d, PUSH_OFF.toString(), "--base", bad.toString()), Map.of()),
                new Reader("verify manifest", "res/e/manifest.json", d -> {
                    write(d, "e.yaml", "model: fake\nreplications: 1\n");
                    TestCli r = TestCli.run(new RunCommand(FakeBinding.registry(new FakeBinding())),
                            d.resolve("e.yaml").toString(), "--out", d.resolve("res").toString(), "--no-charts");
                    assertEquals(0, r.exit(), r.err());
                    Files.delete(d.resolve("res/e/manifest.json"));
                }, (d, bad) -> TestCli.run(new VerifyCommand(FakeBinding.registry(new FakeBinding())),
                        d.resolve("res").toString()),
                        // A results folder's experiments are the folders with a manifest file.
                        Map.of(Kind.MISSING, "no experiment results here", Kind.FOLDER, "no experiment results here",
                                Kind.FIFO, "no experiment results here", Kind.ENDLESS, "no experiment results here")));
    }

    @TestFactory
    Stream<DynamicTest> everyReaderRefusesEveryKindOfUnreadableFile() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Reader reader : readers()) {
            for (Kind kind : Kind.values()) {
                tests.add(DynamicTest.dynamicTest(reader.name() + ", " + kind, () -> check(reader, kind)));
            }
        }
        return tests.stream();
    }

    private void check(Reader reader, Kind kind) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve((reader.name() + "-" + kind).replaceAll("[^A-Za-z0-9.-]", "_")));
        reader.setup().in(dir);
        Path bad = dir.resolve(reader.file());
        kind.placeAt(bad);
        List<String> before = listing(dir);
        TestCli r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> reader.command().run(dir, bad),
                "the command must not block on the file");
        String says = reader.says().getOrDefault(kind, kind.says);
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(says), "'" + says + "' in: " + r.err());
        if (!says.startsWith("no experiment results")) {
            assertTrue(r.err().contains(bad.getFileName().toString()), "names the file: " + r.err());
        }
        assertFalse(r.err().contains("Exception") || r.err().contains("Error:") || r.err().contains("java."),
                "no Java class name: " + r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        assertEquals(before, listing(dir), "nothing written");
    }

    /** Every path under {@code dir}, sorted (a symlink or FIFO listed, never followed or opened). */
    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }

    @Test
    void aProfileGivenAsDevZeroIsRefusedAtOnce() throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");
        write(tmp, "lab.yaml", LAB);
        TestCli r = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> run(tmp, tmp.resolve("lab.yaml").toString(), "--set", "profile=/dev/zero"));
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("profile: /dev/zero:1:1: is not a regular file"), r.err());
        assertFalse(Files.exists(tmp.resolve("out")), "nothing written");
    }
}
