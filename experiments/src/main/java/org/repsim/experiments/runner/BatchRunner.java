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
import org.repsim.experiments.results.CellResult;
import org.repsim.experiments.spec.CellPlan;
import org.repsim.experiments.spec.ExperimentSpec;

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
     * Runs the batch. Experiments are written under {@code outDir/<name>} by the caller; this
     * only persists per-cell files. Throws {@link RunFailedException} naming the first failed
     * cell; it carries the experiments that did finish completely, and every finished cell stays
     * persisted for {@code --resume}.
     */
    public List<Outcome> run(List<ExperimentSpec> specs, Path outDir) throws RunFailedException, IOException {
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
        List<Future<?>> futures = new ArrayList<>();
        try {
            for (List<CellSlot> list : slots) {
                for (CellSlot slot : list) {
                    if (slot.result != null) {
                        continue;
                    }
                    for (int r = 0; r < slot.runs.length; r++) {
                        int replication = r;
                        futures.add(pool.submit(() -> runOne(slot, replication, failure)));
                    }
                }
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    failure.compareAndSet(null, "internal error: " + e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new RunFailedException("interrupted");
                }
            }
        } finally {
            pool.shutdownNow();
            try {
                pool.awaitTermination(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        progress.finish();
        List<Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            List<CellResult> results = new ArrayList<>();
            Map<String, Double> seconds = new LinkedHashMap<>();
            Map<String, Boolean> reused = new LinkedHashMap<>();
            for (CellSlot s : slots.get(i)) {
                results.add(s.result);
                seconds.put(s.plan.cell().id(), s.seconds);
                reused.put(s.plan.cell().id(), s.reused);
            }
            if (!results.contains(null)) {
                outcomes.add(new Outcome(specs.get(i), results, seconds, reused));
            }
        }
        if (failure.get() != null) {
            throw new RunFailedException(failure.get(), outcomes);
        }
        return outcomes;
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
