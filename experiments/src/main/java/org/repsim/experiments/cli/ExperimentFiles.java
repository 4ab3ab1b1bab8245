package org.repsim.experiments.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;
import org.repsim.experiments.schema.problem.Problems;

/**
 * PATH arguments → experiment files. A folder contributes its {@code *.yaml}/{@code *.yml}
 * files in name order, except those starting with {@code _} (shared bases meant to be
 * {@code extends}-ed, not run). Not recursive.
 */
final class ExperimentFiles {
    private ExperimentFiles() {
    }

    static List<Path> expand(List<Path> paths, Problems problems) {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    List<Path> found = s.filter(f -> Files.isRegularFile(f))
                            .filter(f -> f.getFileName().toString().matches("[^_].*\\.ya?ml"))
                            .sorted().toList();
                    if (found.isEmpty()) {
                        problems.add(new Mark(p.toString(), 1, 1), "", "folder contains no experiment files (*.yaml)");
                    }
                    out.addAll(found);
                } catch (IOException e) {
                    problems.add(new Mark(p.toString(), 1, 1), "", "cannot list folder");
                }
            } else if (Files.exists(p)) {
                out.add(p);   // the loader's reader refuses what is not a readable regular file, saying why
            } else {
                problems.add(new Mark(p.toString(), 1, 1), "", "no such file or folder");
            }
        }
        return out;
    }

    /** At most this many problems are printed: past it, more lines help no one (a per-cell problem of a large matrix). */
    static final int MAX_SHOWN = 100;

    static String render(List<Problem> problems) {
        StringBuilder b = new StringBuilder();
        problems.stream().limit(MAX_SHOWN).forEach(pr -> b.append(pr.render()).append('\n'));
        if (problems.size() > MAX_SHOWN) {
            b.append("... and ").append(problems.size() - MAX_SHOWN).append(" more problems (the first ")
                    .append(MAX_SHOWN).append(" are shown)\n");
        }
        return b.toString();
    }
}
