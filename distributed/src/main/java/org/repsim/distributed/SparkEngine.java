package org.repsim.distributed;

import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.runner.ExecutionEngine;
import org.repsim.experiments.runner.Replication;
import org.repsim.experiments.runner.ReplicationFailure;
import org.repsim.experiments.schema.yaml.YamlWriter;
import org.repsim.results.CellFile;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;

/**
 * Runs a batch's replications as one Spark job: one task per replication (or {@code partitions}
 * contiguous slices of the batch), each rebuilt on its executor from the experiment's resolved
 * document ({@link ReplicationJob}). Each partition's outputs come back to the driver as soon as
 * it ends and complete their futures there, so the runner persists and writes cells while the job
 * goes on, exactly as with local threads.
 */
final class SparkEngine implements ExecutionEngine {
    private final JavaSparkContext spark;
    private final int maxAttempts;
    private final Integer partitions;
    private final SparkProgress progress;
    private SimpleFutureAction<BoxedUnit> job;
    private Thread waiter;
    // Decoding outputs and the runner's per-cell work (saving a cell) stay off Spark's scheduler thread.
    private final ExecutorService delivery = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "repsim-spark-results");
        t.setDaemon(true);
        return t;
    });

    SparkEngine(JavaSparkContext spark, int maxAttempts, Integer partitions, Consumer<String> notes) {
        this.spark = spark;
        this.maxAttempts = maxAttempts;
        this.partitions = partitions;
        this.progress = new SparkProgress(notes, maxAttempts);
        spark.sc().addSparkListener(progress);
    }

    @Override
    public List<CompletableFuture<RunOutput>> submit(List<Replication> replications, Replication.Observer observer) {
        List<CompletableFuture<RunOutput>> futures = new ArrayList<>(replications.size());
        for (int i = 0; i < replications.size(); i++) {
            futures.add(new CompletableFuture<>());
        }
        if (replications.isEmpty()) {
            return futures;
        }
        List<String> documents = new ArrayList<>();
        Map<ExperimentSpec, Integer> experimentIndex = new IdentityHashMap<>();
        List<TaskRef> refs = new ArrayList<>(replications.size());
        for (int i = 0; i < replications.size(); i++) {
            Replication r = replications.get(i);
            int e = experimentIndex.computeIfAbsent(r.experiment(), spec -> {
                documents.add(YamlWriter.write(spec.resolved()));
                return documents.size() - 1;
            });
            refs.add(new TaskRef(i, e, r.plan().cell().id(), r.replication()));
        }
        int slices = partitions == null ? refs.size() : Math.min(partitions, refs.size());
        JavaRDD<TaskRef> rdd = spark.parallelize(refs, slices);
        progress.job(slices, refs.size());
        List<Object> all = new ArrayList<>();
        for (int p = 0; p < slices; p++) {
            all.add(p);
        }
        job = spark.sc().submitJob(rdd.rdd(),
                new ReplicationJob(documents, maxAttempts, InjectedFault.next),
                CollectionConverters.asScala(all).toList(),
                (partition, outputs) -> {
                    delivery.execute(() -> deliver(replications, outputs, futures));
                    return BoxedUnit.UNIT;
                },
                () -> BoxedUnit.UNIT);
        SimpleFutureAction<BoxedUnit> submitted = job;
        waiter = new Thread(() -> awaitJob(submitted, futures), "repsim-spark-job");
        waiter.setDaemon(true);
        waiter.start();
        return futures;
    }

    private void deliver(List<Replication> replications, List<TaskOutput> outputs,
                         List<CompletableFuture<RunOutput>> futures) {
        for (TaskOutput o : outputs) {
            CompletableFuture<RunOutput> f = futures.get(o.index());
            if (o.failure() != null) {
                f.completeExceptionally(new ReplicationFailure(o.failure()));
                continue;
            }
            try {
                f.complete(CellFile.decode(o.cell(), "output of " + replications.get(o.index()).describe())
                        .replications().get(0));
            } catch (IOException | RuntimeException e) {
                f.completeExceptionally(e);
            }
        }
    }

    /** When the job ends: a replication it did not hand back (the job failed or was cancelled) fails. */
    private void awaitJob(SimpleFutureAction<BoxedUnit> job, List<CompletableFuture<RunOutput>> futures) {
        String reason;
        try {
            job.get();
            reason = "the Spark job ended without it";
        } catch (Exception e) {
            if (jvmShuttingDown()) {
                // Ctrl-C: Spark's shutdown hook stopped the job. The run's own note says what is kept;
                // failing every cell now would only bury it.
                return;
            }
            reason = "the Spark job failed: " + firstLine(rootCause(e));
        }
        String why = reason;
        // Queued after every delivery of the job (the result handler runs before the job completes).
        delivery.execute(() -> futures.forEach(f -> f.completeExceptionally(new IllegalStateException(why))));
        progress.jobEnded();
    }

    private static boolean jvmShuttingDown() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;   // "Shutdown in progress"
        }
    }

    private static Throwable rootCause(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }

    private static String firstLine(Throwable t) {
        String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        int eol = m.indexOf('\n');
        return eol < 0 ? m : m.substring(0, eol);
    }

    @Override
    public String describe() {
        return "spark, master " + spark.master() + ", at most " + maxAttempts + " attempts per task, "
                + (partitions == null ? "a partition per replication" : partitions + " partitions");
    }

    @Override
    public void close() {
        try {
            if (job != null && !job.isCompleted()) {
                job.cancel();   // the runner gave up (interrupted, or a writer failed): no more tasks
            }
            if (waiter != null) {
                waiter.join(TimeUnit.SECONDS.toMillis(10));   // its closing progress line comes before the run's last
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stop();
        }
    }

    private void stop() {
        try {
            spark.stop();
        } finally {
            delivery.shutdownNow();
        }
    }
}
