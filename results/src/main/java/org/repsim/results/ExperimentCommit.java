package org.repsim.results;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * How an experiment's folder {@code DIR/<name>/} changes: never in place. Every file of the new
 * state (result files, experiment.yaml, manifest.json, run.log, charts) is written into
 * {@code DIR/.<name>.repsim-staging/}; then the folder is swapped in by directory renames.
 *
 * <p>Why renames and not a commit record of file hashes: a record leaves the old state destroyed
 * by the time a crash is detected (readers could only refuse the mix), while renames keep the old
 * complete folder until the new one is complete. POSIX {@code rename} cannot replace a non-empty
 * directory, so the swap is two renames: {@code <name> -> .<name>.repsim-old}, then
 * {@code .<name>.repsim-staging -> <name>} (the commit point), then the old one is deleted. Every
 * state a crash can leave is named by these entries and {@link #recover} returns it to a complete
 * one: before the commit point it rolls back (the old folder, or none), after it rolls forward (the
 * new folder; the old one is moved aside only once staging was complete). So after {@code recover}, and at
 * any time for readers that see only {@code <name>}, an experiment folder is the old complete
 * state or the new complete state, never a mix. Crash here means the process dies (kill -9, out of
 * memory); files are not fsynced, so a power loss may lose the last write.
 */
public final class ExperimentCommit {
    private static final String STAGING = ".repsim-staging";
    private static final String OLD = ".repsim-old";

    private ExperimentCommit() {
    }

    /** {@code DIR/.<name>.repsim-staging}: where the next state of {@code DIR/<name>} is written. */
    public static Path staging(Path outDir, String name) {
        return outDir.resolve("." + name + STAGING);
    }

    private static Path old(Path outDir, String name) {
        return outDir.resolve("." + name + OLD);
    }

    /** An empty staging folder for {@code name} (a leftover one is never complete and is deleted). */
    public static Path stage(Path outDir, String name) throws IOException {
        Path staging = staging(outDir, name);
        deleteTree(staging);
        Files.createDirectories(staging);
        return staging;
    }

    /**
     * A staging folder holding a copy of the committed folder's files, except the top-level
     * entries named in {@code leaveOut} (e.g. {@code charts}, to be rendered afresh).
     */
    public static Path stageCopy(Path outDir, String name, List<String> leaveOut) throws IOException {
        Path staging = stage(outDir, name);
        Path from = outDir.resolve(name);
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.sorted().toList()) {
                Path rel = from.relativize(p);
                if (rel.toString().isEmpty() || leaveOut.contains(rel.getName(0).toString())) {
                    continue;
                }
                Path to = staging.resolve(rel.toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    WriteSteps.reached("copy " + rel + " into staging");
                    Files.copy(p, to, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return staging;
    }

    /** Swaps the staged folder in as {@code DIR/<name>} (see the class comment for the steps). */
    public static void commit(Path outDir, String name) throws IOException {
        Path target = outDir.resolve(name);
        Path staged = staging(outDir, name);
        Path old = old(outDir, name);
        if (!Files.isDirectory(staged)) {
            throw new NoSuchFileException(staged.toString(), null, "nothing staged to commit");
        }
        deleteTree(old);
        if (Files.exists(target)) {
            WriteSteps.reached("rename " + name + " to ." + name + OLD);
            Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
        }
        WriteSteps.reached("rename ." + name + STAGING + " to " + name);
        Files.move(staged, target, StandardCopyOption.ATOMIC_MOVE);
        if (Files.exists(old)) {
            WriteSteps.reached("delete ." + name + OLD);
            deleteTree(old);
        }
    }

    /** One experiment whose last write was interrupted, and what {@link #recover} does about it. */
    public record Interrupted(String experiment, String state, String repair) {
        public String message() {
            return experiment + ": " + state + "; " + repair;
        }
    }

    /** The interrupted writes in {@code outDir}, without changing anything (empty when every folder is complete). */
    public static List<Interrupted> interrupted(Path outDir) throws IOException {
        List<Interrupted> out = new ArrayList<>();
        for (String name : leftovers(outDir)) {
            boolean target = Files.exists(outDir.resolve(name));
            boolean staged = Files.exists(staging(outDir, name));
            boolean old = Files.exists(old(outDir, name));
            if (target) {
                out.add(new Interrupted(name, staged ? "an unfinished write was left in ." + name + STAGING
                        : "an earlier state was left in ." + name + OLD,
                        staged ? "discarded it, the complete results in " + name + "/ stay"
                                : "deleted it, the complete results in " + name + "/ stay"));
            } else if (old && staged) {
                out.add(new Interrupted(name, "the write stopped between its two renames",
                        "finished it: the complete new results are now in " + name + "/"));
            } else if (old) {
                out.add(new Interrupted(name, "the folder was moved aside and not replaced",
                        "restored the earlier complete results to " + name + "/"));
            } else {
                out.add(new Interrupted(name, "an unfinished first write was left in ." + name + STAGING,
                        "discarded it (the experiment has no results yet)"));
            }
        }
        return out;
    }

    /**
     * Returns every interrupted write in {@code outDir} to a complete state (rolling back before
     * the commit point, forward after it) and deletes stray temporary files of {@link AtomicFile}
     * in {@code outDir} and its cell store {@code outDir/.cells/*}; returns what was found, one entry per experiment.
     */
    public static List<Interrupted> recover(Path outDir) throws IOException {
        List<Interrupted> found = interrupted(outDir);
        for (Interrupted i : found) {
            String name = i.experiment();
            Path target = outDir.resolve(name);
            Path staged = staging(outDir, name);
            Path old = old(outDir, name);
            if (!Files.exists(target)) {
                if (Files.exists(staged) && Files.exists(old)) {
                    Files.move(staged, target, StandardCopyOption.ATOMIC_MOVE);
                } else if (Files.exists(old)) {
                    Files.move(old, target, StandardCopyOption.ATOMIC_MOVE);
                }
            }
            deleteTree(staged);
            deleteTree(old);
        }
        deleteTemporaries(outDir, ".index.html*.tmp");
        Path cells = outDir.resolve(".cells");
        if (Files.isDirectory(cells)) {
            try (DirectoryStream<Path> s = Files.newDirectoryStream(cells)) {
                for (Path p : s) {
                    deleteTemporaries(p, ".*.cell*.tmp");
                }
            }
        }
        return found;
    }

    /**
     * Temporary files {@link AtomicFile} leaves when the process dies before its rename; only
     * RepSim's own names, as {@code --out} may be a folder that holds other files too.
     */
    private static void deleteTemporaries(Path dir, String glob) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, glob)) {
            for (Path p : s) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** Names of experiments with a {@code .staging} or {@code .old} entry, sorted. */
    private static TreeSet<String> leftovers(Path outDir) throws IOException {
        TreeSet<String> names = new TreeSet<>();
        if (!Files.isDirectory(outDir)) {
            return names;
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(outDir, ".*")) {
            for (Path p : s) {
                String f = p.getFileName().toString();
                for (String suffix : List.of(STAGING, OLD)) {
                    if (f.endsWith(suffix) && f.length() > suffix.length() + 1) {
                        names.add(f.substring(1, f.length() - suffix.length()));
                    }
                }
            }
        }
        return names;
    }

    /** Deletes a folder and everything in it; nothing when absent. */
    public static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
