package org.repsim.experiments.cli;

import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import org.repsim.experiments.runner.ExecutionEngine;
import org.repsim.experiments.runner.LocalEngine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Picocli mixin of {@code repsim run}: where replications run. {@code local} (the default) is this
 * JVM's threads; any other name is an engine a module on the class path provides through
 * {@link ExecutionEngine.Provider} ({@code spark}: the distributed module, docs/distributed.md),
 * so the core jar needs none of them.
 */
public final class EngineOptions {
    static final String LOCAL = "local";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "Where replications run: local (this JVM's threads, the default) or spark (docs/distributed.md).")
    String engine = LOCAL;

    @Option(names = "--master", paramLabel = "URL",
            description = "With --engine spark: the Spark master, e.g. local[4] or spark://host:7077"
                    + " (default: spark-submit's, else local[*]).")
    String master;

    Integer maxAttempts;

    Integer partitions;

    @Option(names = "--max-attempts", paramLabel = "N",
            description = "With --engine spark: attempts per task before its cell fails (default: 4).")
    void maxAttempts(Integer n) {
        maxAttempts = atLeastOne("--max-attempts", n);
    }

    @Option(names = "--partitions", paramLabel = "N",
            description = "With --engine spark: Spark partitions of the batch (default: one per replication).")
    void partitions(Integer n) {
        partitions = atLeastOne("--partitions", n);
    }

    private Integer atLeastOne(String option, Integer n) {
        if (n != null && n < 1) {
            throw new ParameterException(command.commandLine(), option + " must be at least 1, got " + n);
        }
        return n;
    }

    /** The chosen engine's provider (empty for local), or the reason it cannot be had (exit 2). */
    Optional<ExecutionEngine.Provider> provider() {
        if (LOCAL.equals(engine)) {
            if (master != null || maxAttempts != null || partitions != null) {
                throw new IllegalArgumentException("--master, --max-attempts and --partitions need --engine spark");
            }
            return Optional.empty();
        }
        for (ExecutionEngine.Provider p : ServiceLoader.load(ExecutionEngine.Provider.class)) {
            if (p.name().equals(engine)) {
                return Optional.of(p);
            }
        }
        if ("spark".equals(engine)) {
            throw new IllegalArgumentException("--engine spark needs the distributed module, which this class path"
                    + " lacks: run it with the ./repsim launcher (it adds distributed/target/ when --engine spark is"
                    + " given), or spark-submit distributed/target/repsim-spark.jar (docs/distributed.md)");
        }
        throw new IllegalArgumentException("unknown --engine " + engine + ": use local or spark");
    }

    /** Starts the engine {@link #provider} chose; local is {@code threads} threads of this JVM. */
    ExecutionEngine open(Optional<ExecutionEngine.Provider> provider, int threads, Consumer<String> notes) {
        return provider.isEmpty() ? new LocalEngine(threads)
                : provider.get().open(new ExecutionEngine.Settings(master, maxAttempts, partitions), notes);
    }
}
