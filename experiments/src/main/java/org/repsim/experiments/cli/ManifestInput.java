package org.repsim.experiments.cli;

import java.nio.file.Path;
import java.util.List;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;
import org.repsim.results.Manifest;
import org.repsim.results.ManifestFile;
import org.repsim.results.ResultFileException;

/**
 * The manifest.json of a results folder a user names ({@code verify}, {@code export insights}):
 * read through {@link UserFile}, its problems located in it.
 */
final class ManifestInput {
    /** A manifest's size limit: 100,000 cells (the default --max-cells) take some 25 MB. */
    static final long MAX_BYTES = 64L << 20;

    private ManifestInput() {
    }

    static Manifest read(Path file) {
        String origin = file.toString();
        byte[] bytes = UserFile.bytes(file, origin, "", MAX_BYTES);
        try {
            return ManifestFile.parse(bytes, origin);
        } catch (ResultFileException e) {
            ResultFileException.Located at = e.located().orElse(new ResultFileException.Located(1, 1, e.getMessage()));
            throw new InvalidInputException(List.of(new Problem(new Mark(origin, at.line(), at.column()), "",
                    at.problem())));
        }
    }
}
