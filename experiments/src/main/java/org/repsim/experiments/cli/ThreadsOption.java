package org.repsim.experiments.cli;

import picocli.CommandLine.Option;

/** Picocli mixin: {@code --threads} of the commands that run cells ({@code run}, {@code verify}). */
public final class ThreadsOption {
    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: available processors).")
    Integer threads;

    /** The worker count: as given (at least 1), else the available processors. */
    int count() {
        return threads == null ? Runtime.getRuntime().availableProcessors() : Math.max(1, threads);
    }
}
