package org.repsim.distributed;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.TaskContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.runner.Replication;
import org.repsim.experiments.runner.ReplicationFailure;
import org.repsim.results.CellFile;
import org.repsim.results.StoredCell;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction1;

/**
 * What every task of a batch's Spark job runs on its executor: each replication of its partition,
 * rebuilt from the job's experiment documents ({@link ExecutorExperiments}) and run by
 * {@link Replication#run}, the one place streams are derived. A replication that throws fails the
 * task, so Spark retries it on another attempt (perhaps another executor); in the last attempt it is
 * handed back as its cell's failure instead, so that one failed cell does not abort the job and
 * the batch's other cells are still computed, as in a local run.
 */
final class ReplicationJob extends AbstractFunction1<Iterator<TaskRef>, ArrayList<TaskOutput>> implements Serializable {
    private static final long serialVersionUID = 1L;

    private final List<String> documents;
    private final int maxAttempts;
    private final InjectedFault fault;

    /**
     * @param documents   resolved experiment documents, indexed by {@link TaskRef#experiment}
     * @param maxAttempts the attempts Spark makes per task (the job's task.maxFailures)
     * @param fault       the test-only fault, or null
     */
    ReplicationJob(List<String> documents, int maxAttempts, InjectedFault fault) {
        this.documents = List.copyOf(documents);
        this.maxAttempts = maxAttempts;
        this.fault = fault;
    }

    @Override
    public ArrayList<TaskOutput> apply(Iterator<TaskRef> refs) {
        TaskContext context = TaskContext.get();
        int attempt = context == null ? 0 : context.attemptNumber();
        ArrayList<TaskOutput> outputs = new ArrayList<>();
        while (refs.hasNext()) {
            outputs.add(run(refs.next(), attempt));
        }
        return outputs;
    }

    private TaskOutput run(TaskRef ref, int attempt) {
        Replication replication = ExecutorExperiments.replication(documents.get(ref.experiment()), ref);
        RunOutput out;
        try {
            if (fault != null) {
                fault.apply(ref, attempt);
            }
            out = replication.run();
        } catch (RuntimeException | Error e) {
            String reason = replication.failure(e);
            if (attempt + 1 < maxAttempts) {
                // Named for the progress line of the failed attempt (SparkProgress).
                throw new ReplicationFailure(replication.experiment().name() + " " + ref.cell() + ": " + reason);
            }
            return new TaskOutput(ref.index(), null, reason + (maxAttempts == 1 ? ""
                    : " (in each of " + maxAttempts + " attempts)"));
        }
        try {
            return new TaskOutput(ref.index(), CellFile.encode(new StoredCell(ref.cell(), "", "", List.of(out))), null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
