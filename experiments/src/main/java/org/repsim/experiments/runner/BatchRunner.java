package org.repsim.experiments.runner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunProgress;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;

/**
 * Runs every replication of every cell of a batch of experiments on a thread pool. Work is
 * submitted in matrix order and each result lands in its (cell, replication) slot, so the
 * assembled results do not depend on the thread count or on which thread finished first. Each
 * experiment goes to the sink when its last replication ends (not after the experiments
 * before it), so its charts render while later cells still run; the returned outcomes are in
 * batch order.
 * Each finished cell is persisted at once ({@link CellStore}); with {@code resume}, stored
 * cells that are intact and match are reused instead of run.
 *
 * <p>A failed cell (a replication threw or measured nothing, or the cell could not be saved) costs
 * only its experiment: the experiment's other cells still run (and are persisted, for
 * {@code --resume}), every other experiment is finished and handed to the sink, and the run ends
 * with a {@link RunFailedException} naming every failed cell.
 */
public final class BatchRunner {
    /** One experiment's finished cells (matrix order) and per-cell wall-clock seconds (run.log only). */
    public record Outcome(ExperimentSpec spec, List<CellResult> cells, Map<String, Double> cellSeconds,
                          Map<String, Boolean> reused) {
    }

    /**
     * Receives each finished experiment on the calling thread (writes its files and charts), as
     * soon as its last cell ends: in the order experiments finish, while the pool runs the
     * others' cells. What it writes must not depend on that order (run.log's times aside).
     */
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
        final AtomicLong startNanos = new AtomicLong();
        final AtomicReference<String> failure = new AtomicReference<>();
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

        String id() {
            return plan.cell().id();
        }
    }

    /**
     * Runs the batch, persisting each finished cell under {@code outDir/.cells/<name>} and handing
     * each experiment whose cells all finished to {@code sink}, in batch order.
     *
     * @throws RunFailedException naming every failed cell (and every experiment the sink could not
     *                            write); it carries the experiments that were handed to the sink
     */
    public List<Outcome> run(List<ExperimentSpec> specs, Path outDir, ExperimentSink sink)
            throws RunFailedException, IOException {
        List<List<CellSlot>> slots = new ArrayList<>();
        int total = 0;
        int reusedCount = 0;
        for (ExperimentSpec spec : specs) {
            CellStore store = new CellStore(outDir, spec.name());
            List<CellSlot> list = new ArrayList<>();
            for (CellPlan plan : spec.cells()) {
                CellSlot slot = new CellSlot(spec, plan, store);
                if (resume) {
                    Optional<CellResult> stored = store.load(plan, note -> progress.note(spec.name() + ": " + note));
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
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "repsim-worker");
            t.setDaemon(true);
            return t;
        });
        Outcome[] finished = new Outcome[specs.size()];
        // Per experiment (batch order, so the messages do not depend on which finished first).
        List<List<RunFailedException.Failure>> failed = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            failed.add(new ArrayList<>());
        }
        // Experiments whose every replication has ended, in the order they ended.
        BlockingQueue<Integer> done = new LinkedBlockingQueue<>();
        try {
            List<List<Future<?>>> futures = new ArrayList<>();
            for (int i = 0; i < slots.size(); i++) {
                int experiment = i;
                int tasks = 0;
                for (CellSlot slot : slots.get(i)) {
                    tasks += slot.result != null ? 0 : slot.runs.length;
                }
                AtomicInteger pending = new AtomicInteger(tasks);
                if (tasks == 0) {
                    done.add(experiment);
                }
                List<Future<?>> mine = new ArrayList<>();
                for (CellSlot slot : slots.get(i)) {
                    if (slot.result != null) {
                        continue;
                    }
                    for (int r = 0; r < slot.runs.length; r++) {
                        int replication = r;
                        mine.add(pool.submit(() -> {
                            try {
                                runOne(slot, replication);
                            } finally {
                                if (pending.decrementAndGet() == 0) {
                                    done.add(experiment);
                                }
                            }
                        }));
                    }
                }
                futures.add(mine);
            }
            // Each experiment is handed to the sink as soon as its cells are done, while the pool
            // keeps computing the others.
            for (int k = 0; k < specs.size(); k++) {
                int i = takeDone(done);
                await(futures.get(i), slots.get(i));
                List<RunFailedException.Failure> mine = failed.get(i);
                for (CellSlot s : slots.get(i)) {
                    if (s.failure.get() != null) {
                        mine.add(new RunFailedException.Failure(s.spec.name(), s.id(), s.failure.get()));
                    }
                }
                if (!mine.isEmpty()) {
                    continue;
                }
                Outcome o = outcome(specs.get(i), slots.get(i));
                try {
                    sink.accept(o);
                    finished[i] = o;
                } catch (IOException | RuntimeException e) {
                    mine.add(new RunFailedException.Failure(o.spec().name(), null,
                            "cannot write its results: " + e.getMessage()));
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
        List<Outcome> outcomes = new ArrayList<>();
        List<RunFailedException.Failure> failures = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            if (finished[i] != null) {
                outcomes.add(finished[i]);
            }
            failures.addAll(failed.get(i));
        }
        if (!failures.isEmpty()) {
            throw new RunFailedException(failures, outcomes);
        }
        return outcomes;
    }

    private static int takeDone(BlockingQueue<Integer> done) throws RunFailedException {
        try {
            return done.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RunFailedException("interrupted");
        }
    }

    private static void await(List<Future<?>> futures, List<CellSlot> slots) throws RunFailedException {
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (ExecutionException | CancellationException e) {
                // runOne catches what a replication throws; this is the runner's own bug: charge the experiment
                Throwable why = e instanceof ExecutionException ? e.getCause() : e;
                slots.stream().filter(s -> s.result == null).findFirst()
                        .ifPresent(s -> s.failure.compareAndSet(null, "internal error: " + why));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new RunFailedException("interrupted");
            }
        }
    }

    /** The experiment's outcome; every cell has a result. */
    private static Outcome outcome(ExperimentSpec spec, List<CellSlot> list) {
        List<CellResult> results = new ArrayList<>();
        Map<String, Double> seconds = new LinkedHashMap<>();
        Map<String, Boolean> reused = new LinkedHashMap<>();
        for (CellSlot s : list) {
            results.add(s.result);
            seconds.put(s.id(), s.seconds);
            reused.put(s.id(), s.reused);
        }
        return new Outcome(spec, results, seconds, reused);
    }

    private void runOne(CellSlot slot, int replication) {
        if (slot.failure.get() != null) {
            return;   // the cell failed already: its other replications cannot make it whole
        }
        if (slot.startNanos.compareAndSet(0L, System.nanoTime())) {
            progress.cellStarted(slot.spec.name(), slot.id());
        }
        RunOutput out;
        try {
            long end = slot.plan.window().endNanos();
            out = RunProgress.reporting(nanos -> progress.simulated(slot.spec.name(), slot.id(), nanos, end),
                    () -> slot.plan.prepared().run(slot.plan.window(), new RandomStreams(slot.plan.seed(), replication)));
        } catch (RuntimeException | Error e) {
            String what = e.getMessage() == null ? e.getClass().getSimpleName() : e.getClass().getSimpleName()
                    + ": " + e.getMessage();
            fail(slot, "replication " + replication + " failed: " + what);
            return;
        }
        String nothing = MeasuredWindow.nothingMeasured(out, slot.plan.window());
        if (nothing != null) {
            fail(slot, "replication " + replication + " " + nothing);
            return;
        }
        slot.runs[replication] = out;
        if (slot.remaining.decrementAndGet() == 0) {
            CellResult result = new CellResult(slot.plan, Arrays.asList(slot.runs));
            slot.seconds = (System.nanoTime() - slot.startNanos.get()) / 1e9;
            try {
                slot.store.save(result);
            } catch (IOException e) {
                fail(slot, "cannot save the finished cell: " + e.getMessage());
                return;
            }
            slot.result = result;
            progress.cellEnded(slot.spec.name(), slot.id(), slot.runs.length, slot.seconds, null);
        }
    }

    private void fail(CellSlot slot, String reason) {
        if (slot.failure.compareAndSet(null, reason)) {
            progress.cellEnded(slot.spec.name(), slot.id(), slot.runs.length,
                    (System.nanoTime() - slot.startNanos.get()) / 1e9, reason);
        }
    }
}
