package org.repsim.experiments.cli;

import java.nio.file.Path;
import picocli.CommandLine.Parameters;

/** Picocli mixin: the DIR argument of the commands that read a results folder ({@code charts}, {@code verify}). */
public final class ResultsFolder {
    @Parameters(index = "0", paramLabel = "DIR", description = "Results folder written by repsim run.")
    Path dir;

    Path dir() {
        return dir;
    }
}
