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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;

/**
 * Runs every replication of every cell of a batch of experiments on an {@link ExecutionEngine}
 * (the local thread pool unless another is given). Work is submitted in matrix order and each
 * result lands in its (cell, replication) slot, so the assembled results do not depend on the
 * engine, the thread count or on which replication finished first. Each experiment goes to the
 * sink when its last replication ends (not after the experiments before it), so its charts
 * render while later cells still run; the returned outcomes and failures are in batch order.
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

    /** Receives each finished experiment, in batch order, on the calling thread (writes its files). */
    @FunctionalInterface
    public interface ExperimentSink {
        void accept(Outcome outcome) throws IOException;
    }

    private final int threads;
    private final ExecutionEngine engine;
    private final boolean resume;
    private final Progress progress;

    /** Runs on a {@link LocalEngine} of {@code threads} threads, started and stopped by each {@link #run}. */
    public BatchRunner(int threads, boolean resume, Progress progress) {
        this(threads, null, resume, progress);
    }

    /** Runs on {@code engine}, which the caller closes. */
    public BatchRunner(ExecutionEngine engine, boolean resume, Progress progress) {
        this(1, java.util.Objects.requireNonNull(engine, "engine"), resume, progress);
    }

    private BatchRunner(int threads, ExecutionEngine engine, boolean resume, Progress progress) {
        this.threads = Math.max(1, threads);
        this.engine = engine;
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
     * each experiment whose cells all finished to {@code sink}, in the order they finish.
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
        long batchStart = System.nanoTime();
        ExecutionEngine running = engine != null ? engine : new LocalEngine(threads);
        Outcome[] finished = new Outcome[specs.size()];
        // Per experiment, in batch order, so the messages do not depend on which finished first.
        List<List<RunFailedException.Failure>> failed = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            failed.add(new ArrayList<>());
        }
        try {
            // Every replication not reused, in matrix order, with the slot it belongs to.
            List<Replication> work = new ArrayList<>();
            Map<Replication, CellSlot> owners = new java.util.IdentityHashMap<>();
            List<Integer> ends = new ArrayList<>();   // per experiment: end index in work (exclusive)
            for (List<CellSlot> list : slots) {
                for (CellSlot slot : list) {
                    if (slot.result != null) {
                        continue;
                    }
                    for (int r = 0; r < slot.runs.length; r++) {
                        Replication rep = new Replication(slot.spec, slot.plan, r);
                        work.add(rep);
                        owners.put(rep, slot);
                    }
                }
                ends.add(work.size());
            }
            Replication.Observer observer = new Replication.Observer() {
                @Override
                public boolean starting(Replication r) {
                    return started(owners.get(r));
                }

                @Override
                public void simulated(Replication r, long nanos) {
                    CellSlot slot = owners.get(r);
                    progress.simulated(slot.spec.name(), slot.id(), nanos, slot.plan.window().endNanos());
                }
            };
            List<CompletableFuture<RunOutput>> submitted = running.submit(work, observer);
            List<CompletableFuture<Void>> handled = new ArrayList<>(work.size());
            for (int k = 0; k < work.size(); k++) {
                Replication rep = work.get(k);
                CellSlot slot = owners.get(rep);
                handled.add(submitted.get(k).handle((out, thrown) -> {
                    ended(slot, rep.replication(), out, thrown, batchStart);
                    return null;
                }));
            }
            // Each experiment is handed to the sink as soon as its own cells are done, in the
            // order experiments finish, while the engine keeps computing the others.
            BlockingQueue<Integer> done = new LinkedBlockingQueue<>();
            List<List<CompletableFuture<Void>>> perExperiment = new ArrayList<>();
            for (int i = 0; i < specs.size(); i++) {
                int experiment = i;
                List<CompletableFuture<Void>> mine = handled.subList(i == 0 ? 0 : ends.get(i - 1), ends.get(i));
                perExperiment.add(mine);
                CompletableFuture.allOf(mine.toArray(CompletableFuture[]::new))
                        .whenComplete((v, thrown) -> done.add(experiment));
            }
            for (int k = 0; k < specs.size(); k++) {
                int i = takeDone(done);
                await(perExperiment.get(i), slots.get(i));
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
            if (engine == null) {
                running.close();
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

    private static void await(List<CompletableFuture<Void>> futures, List<CellSlot> slots) throws RunFailedException {
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (ExecutionException | CancellationException e) {
                // ended() takes what a replication or the engine threw; this is the runner's own bug: charge the experiment
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

    /** A replication of {@code slot} is about to run in this JVM: false when its cell failed already. */
    private boolean started(CellSlot slot) {
        if (slot.failure.get() != null) {
            return false;   // the cell failed already: its other replications cannot make it whole
        }
        if (slot.startNanos.compareAndSet(0L, System.nanoTime())) {
            progress.cellStarted(slot.spec.name(), slot.id());
        }
        return true;
    }

    /** A replication's future completed: its output lands in its slot, or its cell fails. */
    private void ended(CellSlot slot, int replication, RunOutput out, Throwable thrown, long batchStart) {
        // An engine that runs elsewhere reports no start: the cell's time counts from the batch start.
        slot.startNanos.compareAndSet(0L, batchStart);
        Throwable why = thrown instanceof java.util.concurrent.CompletionException && thrown.getCause() != null
                ? thrown.getCause() : thrown;
        if (why instanceof CancellationException) {
            return;   // skipped: another replication of the cell failed, and that one reports it
        }
        if (why instanceof ReplicationFailure) {
            fail(slot, why.getMessage());
            return;
        }
        if (why != null) {
            fail(slot, "replication " + replication + " was not run: " + (why.getMessage() == null
                    ? why.getClass().getSimpleName() : why.getMessage()));
            return;
        }
        if (slot.failure.get() != null) {
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
