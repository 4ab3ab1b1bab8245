package org.repsim.experiments.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Picocli mixin: {@code --threads} of the commands that run cells ({@code run}, {@code verify}). */
public final class ThreadsOption {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    Integer threads;

    /** Refuses 0 and negative counts as a usage error (exit 2) rather than quietly using one thread. */
    @Option(names = "--threads", paramLabel = "N", description = "Worker threads, at least 1 (default: available processors).")
    void threads(Integer n) {
        if (n != null && n < 1) {
            throw new ParameterException(command.commandLine(), "--threads must be at least 1, got " + n);
        }
        threads = n;
    }

    /** The worker count: as given, else the available processors. */
    int count() {
        return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
