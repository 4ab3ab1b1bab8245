package org.repsim.experiments.runner;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.repsim.engine.run.RunOutput;

/**
 * Where a batch's replications run: the threads of this JVM ({@link LocalEngine}, the default), or
 * an engine another module provides through {@link Provider} (the distributed module's Spark
 * engine). An engine only computes outputs; the runner keeps every slot, cell store and writer,
 * so results are assembled and written the same way whatever ran them.
 */
public interface ExecutionEngine extends AutoCloseable {
    /**
     * Starts every replication and returns their futures in the order given. Each completes with
     * the replication's output, or exceptionally: {@link ReplicationFailure} with the reason its
     * cell failed, a {@link java.util.concurrent.CancellationException} when the observer no
     * longer wanted it, anything else when the engine itself failed.
     *
     * @param observer told of starts and simulated time by engines that run in this JVM
     */
    List<CompletableFuture<RunOutput>> submit(List<Replication> replications, Replication.Observer observer);

    /** Where the replications run, for run.log (e.g. "local, 4 threads"). */
    String describe();

    /** Stops the engine's workers (running replications are interrupted). */
    @Override
    void close();

    /**
     * An engine found with {@link java.util.ServiceLoader} (a module that is not on the core
     * class path registers one in {@code META-INF/services}).
     */
    interface Provider {
        /** The name {@code --engine} selects it by. */
        String name();

        /**
         * Starts the engine; progress of its own goes to {@code notes}, one line each (the runner's
         * {@link Progress#note}, which keeps a live bar intact).
         *
         * @throws IllegalArgumentException when the settings cannot start it (one line, no trace)
         */
        ExecutionEngine open(Settings settings, Consumer<String> notes);
    }

    /**
     * What {@code repsim run} passes to an engine: a cluster address, attempts per replication and
     * the number of partitions (null where not given: the engine's default).
     */
    record Settings(String master, Integer maxAttempts, Integer partitions) {
    }
}
