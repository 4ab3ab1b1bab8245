package org.repsim.experiments.runner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;

/**
 * Runs every replication of every cell of a batch of experiments on a thread pool. Work is
 * submitted in matrix order and each result lands in its (cell, replication) slot, so the
 * assembled results do not depend on the thread count or on which thread finished first.
 * Each finished cell is persisted at once ({@link CellStore}); with {@code resume}, stored
 * cells whose configuration hash matches are reused instead of run.
 */
public final class BatchRunner {
    /** One experiment's finished cells (matrix order) and per-cell wall-clock seconds (run.log only). */
    public record Outcome(ExperimentSpec spec, List<CellResult> cells, Map<String, Double> cellSeconds,
                          Map<String, Boolean> reused) {
    }

    /** Receives each finished experiment, in batch order, on the calling thread (writes its files). */
    @FunctionalInterface
    public interface ExperimentSink {
        void accept(Outcome outcome) throws IOException;
    }

    private final int threads;
    private final boolean resume;
    private final Progress progress;

    public BatchRunner(int threads, boolean resume, Progress progress) {
        this.threads = Math.max(1, threads);
        this.resume = resume;
        this.progress = progress;
    }

    private static final class CellSlot {
        final ExperimentSpec spec;
        final CellPlan plan;
        final CellStore store;
        final RunOutput[] runs;
        final AtomicInteger remaining;
        // Wall clock of the cell's first replication start: run.log and progress only.
        final java.util.concurrent.atomic.AtomicLong startNanos = new java.util.concurrent.atomic.AtomicLong();
        volatile CellResult result;
        volatile double seconds;
        boolean reused;

        CellSlot(ExperimentSpec spec, CellPlan plan, CellStore store) {
            this.spec = spec;
            this.plan = plan;
            this.store = store;
            this.runs = new RunOutput[spec.replications()];
            this.remaining = new AtomicInteger(spec.replications());
        }
    }

    /**
     * Runs the batch, persisting each finished cell under {@code outDir/<name>/.cells} and
     * handing each finished experiment to {@code sink}. Throws {@link RunFailedException} naming the first failed
     * cell; it carries the experiments that did finish completely, and every finished cell stays
     * persisted for {@code --resume}.
     */
    public List<Outcome> run(List<ExperimentSpec> specs, Path outDir, ExperimentSink sink)
            throws RunFailedException, IOException {
        List<List<CellSlot>> slots = new ArrayList<>();
        int total = 0;
        int reusedCount = 0;
        for (ExperimentSpec spec : specs) {
            CellStore store = new CellStore(outDir.resolve(spec.name()));
            List<CellSlot> list = new ArrayList<>();
            for (CellPlan plan : spec.cells()) {
                CellSlot slot = new CellSlot(spec, plan, store);
                if (resume) {
                    Optional<CellResult> stored = store.load(plan);
                    if (stored.isPresent() && stored.get().replications().size() == spec.replications()) {
                        slot.result = stored.get();
                        slot.reused = true;
                        reusedCount++;
                    }
                }
                list.add(slot);
                total++;
            }
            slots.add(list);
        }
        progress.start(total, reusedCount);
        AtomicReference<String> failure = new AtomicReference<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "repsim-worker");
            t.setDaemon(true);
            return t;
        });
        List<Outcome> outcomes = new ArrayList<>();
        boolean[] delivered = new boolean[specs.size()];
        try {
            List<List<Future<?>>> futures = new ArrayList<>();
            for (List<CellSlot> list : slots) {
                List<Future<?>> mine = new ArrayList<>();
                for (CellSlot slot : list) {
                    if (slot.result != null) {
                        continue;
                    }
                    for (int r = 0; r < slot.runs.length; r++) {
                        int replication = r;
                        mine.add(pool.submit(() -> runOne(slot, replication, failure)));
                    }
                }
                futures.add(mine);
            }
            // Experiments are handed to the sink in order, each as soon as its cells are done,
            // while the pool keeps computing later experiments.
            for (int i = 0; i < specs.size(); i++) {
                await(futures.get(i), failure);
                Outcome o = outcome(specs.get(i), slots.get(i));
                if (o != null && failure.get() == null) {
                    sink.accept(o);
                    delivered[i] = true;
                    outcomes.add(o);
                }
            }
        } finally {
            pool.shutdownNow();
            try {
                pool.awaitTermination(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            progress.finish();
        }
        if (failure.get() != null) {
            // Experiments that finished completely despite the failure still get their files.
            for (int i = 0; i < specs.size(); i++) {
                Outcome o = delivered[i] ? null : outcome(specs.get(i), slots.get(i));
                if (o != null) {
                    sink.accept(o);
                    outcomes.add(o);
                }
            }
            throw new RunFailedException(failure.get(), outcomes);
        }
        return outcomes;
    }

    private static void await(List<Future<?>> futures, AtomicReference<String> failure) throws RunFailedException {
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (java.util.concurrent.ExecutionException e) {
                failure.compareAndSet(null, "internal error: " + e.getCause());
            } catch (java.util.concurrent.CancellationException e) {
                failure.compareAndSet(null, "cancelled");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new RunFailedException("interrupted");
            }
        }
    }

    /** The experiment's outcome if every cell has a result, else null. */
    private static Outcome outcome(ExperimentSpec spec, List<CellSlot> list) {
        List<CellResult> results = new ArrayList<>();
        Map<String, Double> seconds = new LinkedHashMap<>();
        Map<String, Boolean> reused = new LinkedHashMap<>();
        for (CellSlot s : list) {
            if (s.result == null) {
                return null;
            }
            results.add(s.result);
            seconds.put(s.plan.cell().id(), s.seconds);
            reused.put(s.plan.cell().id(), s.reused);
        }
        return new Outcome(spec, results, seconds, reused);
    }

    private void runOne(CellSlot slot, int replication, AtomicReference<String> failure) {
        if (failure.get() != null) {
            return;   // a cell failed: stop starting new work, keep what is finished
        }
        slot.startNanos.compareAndSet(0L, System.nanoTime());
        RunOutput out;
        try {
            out = slot.plan.prepared().run(slot.plan.window(), new RandomStreams(slot.plan.seed(), replication));
        } catch (RuntimeException | Error e) {
            String what = e.getMessage() == null ? e.getClass().getSimpleName() : e.getClass().getSimpleName()
                    + ": " + e.getMessage();
            failure.compareAndSet(null, "experiment " + slot.spec.name() + ", cell " + slot.plan.cell().id()
                    + ", replication " + replication + " failed: " + what);
            return;
        }
        slot.runs[replication] = out;
        if (slot.remaining.decrementAndGet() == 0) {
            CellResult result = new CellResult(slot.plan, Arrays.asList(slot.runs));
            slot.seconds = (System.nanoTime() - slot.startNanos.get()) / 1e9;
            try {
                slot.store.save(result);
            } catch (IOException e) {
                failure.compareAndSet(null, "cannot persist cell " + slot.plan.cell().id() + " of " + slot.spec.name()
                        + ": " + e.getMessage());
            }
            slot.result = result;
            progress.cellDone(slot.spec.name(), slot.plan.cell().id(), slot.runs.length, slot.seconds);
        }
    }
}
