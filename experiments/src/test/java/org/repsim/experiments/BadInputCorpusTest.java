package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.experiments.cli.ValidateCommand;

/**
 * The data-driven bad-input corpus (src/test/resources/bad-input, format in its README.md): for
 * each case, {@code repsim run} and (unless the case says otherwise) {@code repsim validate}
 * give the expected exit code and messages, never a stack trace, and leave the case's folder as
 * it was: whatever {@code run} refuses, {@code validate} finds, and nothing is written.
 */
class BadInputCorpusTest {
    private static final Path CORPUS = Path.of("src/test/resources/bad-input");

    @TempDir
    Path tmp;

    /** The fake test model beside the real ones (cases use both). */
    private static ModelRegistry registry() {
        List<ModelBinding> all = new ArrayList<>(List.of(new FakeBinding()));
        all.addAll(ModelRegistry.standard().bindings());
        return new ModelRegistry(all);
    }

    private record Case(String name, Path source, boolean folder, int exit, List<String> args, List<String> expects,
                        boolean ordered, Integer lines, boolean validate) {
        static Case read(Path source) throws IOException {
            boolean folder = Files.isDirectory(source);
            Path main = folder ? source.resolve("case.yaml") : source;
            int exit = -1;
            List<String> args = new ArrayList<>();
            List<String> expects = new ArrayList<>();
            boolean ordered = false;
            Integer lines = null;
            boolean validate = true;
            for (String line : Files.readAllLines(main)) {
                if (!line.startsWith("# ")) {
                    break;
                }
                String header = line.substring(2);
                int colon = header.indexOf(": ");
                String key = header.substring(0, colon);
                String value = header.substring(colon + 2);
                switch (key) {
                    case "exit" -> exit = Integer.parseInt(value.trim());
                    case "args" -> args.addAll(Arrays.asList(value.trim().split(" +")));
                    case "expect" -> expects.add(value);
                    case "ordered" -> ordered = Boolean.parseBoolean(value.trim());
                    case "lines" -> lines = Integer.parseInt(value.trim());
                    case "validate" -> validate = Boolean.parseBoolean(value.trim());
                    default -> throw new IllegalArgumentException(main + ": unknown header '" + key + "'");
                }
            }
            if (exit < 0) {
                throw new IllegalArgumentException(main + ": no '# exit:' header");
            }
            String name = source.getFileName().toString().replaceFirst("\\.yaml$", "");
            return new Case(name, source, folder, exit, args, expects, ordered, lines, validate);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCaseOfTheCorpus() throws IOException {
        List<Path> sources;
        try (Stream<Path> s = Files.list(CORPUS)) {
            sources = s.filter(p -> Files.isDirectory(p) || p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertTrue(sources.size() >= 25, "corpus found: " + sources);
        return sources.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(Case.read(p))));
    }

    private void check(Case c) throws IOException {
        Path dir = tmp.resolve(c.name()).toAbsolutePath();
        copy(c.source(), c.folder() ? dir : dir.resolve(c.source().getFileName()));
        Path file = c.folder() ? dir.resolve("case.yaml") : dir.resolve(c.source().getFileName());
        List<String> before = listing(dir);

        List<String> args = new ArrayList<>(List.of(file.toString()));
        c.args().forEach(a -> args.add(a.replace("{dir}", dir.toString())));
        if (!args.contains("--out")) {
            args.add("--out");
            args.add(dir.resolve("out").toString());
        }
        TestCli run = TestCli.run(new RunCommand(registry()), args.toArray(String[]::new));
        assertOutcome(c, "run", run, file, dir);
        if (c.exit() != 0) {
            assertEquals(before, listing(dir), c.name() + ": run must not write anything");
        }
        if (c.validate()) {
            TestCli validate = TestCli.run(new ValidateCommand(registry()), args.toArray(String[]::new));
            // validate prints no "nothing was run" summary; every located message is the same.
            List<String> located = c.expects().stream().filter(e -> !e.contains("nothing was run")).toList();
            assertOutcome(new Case(c.name(), c.source(), c.folder(), c.exit(), c.args(), located, c.ordered(),
                    c.lines() == null ? null : c.lines() - 1, true), "validate", validate, file, dir);
        }
    }

    private static void assertOutcome(Case c, String command, TestCli r, Path file, Path dir) {
        String what = c.name() + " (" + command + ")";
        assertEquals(c.exit(), r.exit(), what + ": exit code; stderr:\n" + r.err());
        assertFalse(r.err().contains("\tat ") || r.err().contains("Exception") || r.err().contains("Error:"),
                what + ": no stack trace or exception name:\n" + r.err());
        int from = 0;
        for (String e : c.expects()) {
            String expected = e.replace("{file}", file.toString()).replace("{dir}", dir.toString());
            int at = r.err().indexOf(expected, c.ordered() ? from : 0);
            assertTrue(at >= 0, what + ": expected" + (c.ordered() ? " (in order)" : "") + " <" + expected
                    + "> in stderr:\n" + r.err());
            from = at + expected.length();
        }
        if (c.lines() != null) {
            assertEquals(c.lines().intValue(), r.err().lines().count(), what + ": stderr lines:\n" + r.err());
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            Files.createDirectories(to.getParent());
            Files.copy(from, to);
            return;
        }
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.sorted().toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    private static List<String> listing(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> dir.relativize(p) + (Files.isDirectory(p) ? "/" : " " + size(p))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
