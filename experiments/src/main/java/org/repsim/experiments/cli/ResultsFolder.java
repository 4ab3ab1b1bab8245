package org.repsim.experiments.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentLoader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Picocli mixin of the commands that read a results folder ({@code charts}, {@code verify}): the
 * DIR argument, its experiment folders, and the models their recorded experiment files are read
 * against. A command creates it with its registry; picocli fills in DIR.
 */
public final class ResultsFolder {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Parameters(index = "0", paramLabel = "DIR", description = "Results folder written by repsim run.")
    Path dir;

    private final ModelRegistry registry;

    public ResultsFolder() {
        this(ModelRegistry.standard());
    }

    ResultsFolder(ModelRegistry registry) {
        this.registry = registry;
    }

    Path dir() {
        return dir;
    }

    /** A loader of the recorded experiment files (DIR/&lt;experiment&gt;/experiment.yaml). */
    ExperimentLoader loader() {
        return new ExperimentLoader(registry);
    }

    /**
     * The experiment folders of DIR (sorted), or an empty list after telling the command's stderr
     * that there are none (exit code 2 follows).
     */
    List<Path> experimentsOrReport() throws IOException {
        List<Path> dirs = ResultDirs.experiments(dir);
        if (dirs.isEmpty()) {
            command.commandLine().getErr().println(dir + ": no experiment results here (no */manifest.json)");
        }
        return dirs;
    }
}
