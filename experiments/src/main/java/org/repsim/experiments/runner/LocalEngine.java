package org.repsim.experiments.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunProgress;

/**
 * The default engine: a fixed pool of daemon threads in this JVM, fed in the order given (matrix
 * order), reporting each replication's simulated clock to the observer.
 */
public final class LocalEngine implements ExecutionEngine {
    private final ExecutorService pool;
    private final int threads;

    public LocalEngine(int threads) {
        this.threads = Math.max(1, threads);
        pool = Executors.newFixedThreadPool(this.threads, r -> {
            Thread t = new Thread(r, "repsim-worker");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public List<CompletableFuture<RunOutput>> submit(List<Replication> replications, Replication.Observer observer) {
        List<CompletableFuture<RunOutput>> futures = new ArrayList<>(replications.size());
        for (Replication r : replications) {
            CompletableFuture<RunOutput> f = new CompletableFuture<>();
            futures.add(f);
            pool.execute(() -> runOne(r, f, observer));
        }
        return futures;
    }

    private static void runOne(Replication r, CompletableFuture<RunOutput> f, Replication.Observer observer) {
        if (!observer.starting(r)) {
            f.completeExceptionally(new CancellationException("its cell failed already"));
            return;
        }
        try {
            f.complete(RunProgress.reporting(nanos -> observer.simulated(r, nanos), r::run));
        } catch (RuntimeException | Error e) {
            f.completeExceptionally(new ReplicationFailure(r.failure(e)));
        }
    }

    @Override
    public String describe() {
        return "local, " + threads + (threads == 1 ? " thread" : " threads");
    }

    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
