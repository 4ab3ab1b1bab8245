package org.repsim.experiments.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problems;

/**
 * Whether {@code --out} can take the results, checked with the input (by {@code run} before
 * anything is simulated, and by {@code validate --out}): the folder, or the nearest existing
 * folder above it, must be a writable folder, and no experiment's folder may be a file.
 */
final class OutputFolderCheck {
    private OutputFolderCheck() {
    }

    static void check(Path out, List<String> experimentNames, Problems problems) {
        Mark mark = new Mark("--out " + out, 1, 1);
        Path dir = out.toAbsolutePath().normalize();
        if (Files.exists(dir)) {
            if (!Files.isDirectory(dir)) {
                problems.add(mark, "", "exists and is not a folder");
                return;
            }
            if (!Files.isWritable(dir)) {
                problems.add(mark, "", "the folder is not writable");
                return;
            }
            for (String name : experimentNames) {
                Path own = dir.resolve(name);
                if (Files.exists(own) && !Files.isDirectory(own)) {
                    problems.add(mark, "", out.resolve(name) + " exists and is not a folder (experiment " + name + ")");
                }
            }
            return;
        }
        Path existing = dir.getParent();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            problems.add(mark, "", "cannot be created: no existing folder above it");
        } else if (!Files.isDirectory(existing)) {
            problems.add(mark, "", "cannot be created: " + existing + " is a file, not a folder");
        } else if (!Files.isWritable(existing)) {
            problems.add(mark, "", "cannot be created: " + existing + " is not writable");
        }
    }
}
