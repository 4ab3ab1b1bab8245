package org.repsim.experiments.runner;

import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;

/**
 * One replication of one cell: the unit of work an {@link ExecutionEngine} runs. Whatever runs
 * it, its random streams come from the cell's seed and the replication number here, and nowhere
 * else, so every engine computes the same output for it.
 */
public record Replication(ExperimentSpec experiment, CellPlan plan, int replication) {
    /** Runs the replication on the calling thread (a model failure is thrown as it is). */
    public RunOutput run() {
        return plan.prepared().run(plan.window(), new RandomStreams(plan.seed(), replication));
    }

    /** "experiment, cell, replication r", for messages. */
    public String describe() {
        return experiment.name() + " " + plan.cell().id() + " replication " + replication;
    }

    /** The reason a failed cell is reported with, from what its replication threw. */
    public String failure(Throwable thrown) {
        String what = thrown.getMessage() == null ? thrown.getClass().getSimpleName()
                : thrown.getClass().getSimpleName() + ": " + thrown.getMessage();
        return "replication " + replication + " failed: " + what;
    }

    /** What an engine running replications in this JVM tells the runner (progress; skipping). */
    public interface Observer {
        /**
         * Called just before the replication runs; false when it is no longer wanted (another
         * replication of its cell failed), so the engine skips it and cancels its future.
         */
        boolean starting(Replication r);

        /** The running replication's simulated clock has got to {@code nanos}. */
        void simulated(Replication r, long nanos);
    }
}
