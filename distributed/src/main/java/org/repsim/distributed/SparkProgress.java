package org.repsim.distributed;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.apache.spark.TaskFailedReason;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.SparkListenerTaskStart;

/**
 * The Spark job's progress on stderr (through the runner's progress notes, which keep a live bar
 * intact): a line per failed attempt naming its replication and whether Spark retries it, a line
 * of tasks done / total, failed attempts and retries at most every few seconds, and one when the
 * job ends. Progress only: nothing here reaches a result file.
 */
final class SparkProgress extends SparkListener {
    private static final long EVERY_NANOS = 5_000_000_000L;

    private final Consumer<String> notes;
    private final int maxAttempts;
    private int total;
    private int done;
    private int failed;
    private int retried;
    private long lastNanos;
    private IntFunction<String> partitions = p -> "partition " + p;

    SparkProgress(Consumer<String> notes, int maxAttempts) {
        this.notes = notes;
        this.maxAttempts = maxAttempts;
    }

    /** A job of {@code tasks} tasks starts; {@code describe} names a partition's replications. */
    synchronized void job(int tasks, IntFunction<String> describe) {
        total = tasks;
        done = 0;
        failed = 0;
        retried = 0;
        lastNanos = System.nanoTime();
        partitions = describe;
        notes.accept(String.format(Locale.ROOT, "spark: %d task%s, at most %d attempt%s each", tasks,
                tasks == 1 ? "" : "s", maxAttempts, maxAttempts == 1 ? "" : "s"));
    }

    /** The job ended (its last events may still be on Spark's listener bus). */
    synchronized void jobEnded() {
        notes.accept(summary());
    }

    @Override
    public synchronized void onTaskStart(SparkListenerTaskStart start) {
        if (start.taskInfo().attemptNumber() > 0) {
            retried++;
        }
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
        if (end.taskInfo().successful()) {
            done++;
            long now = System.nanoTime();
            if (now - lastNanos >= EVERY_NANOS) {
                lastNanos = now;
                notes.accept(summary());
            }
            return;
        }
        failed++;
        int attempt = end.taskInfo().attemptNumber() + 1;
        String reason = end.reason() instanceof TaskFailedReason f ? firstLine(f.toErrorString()) : String.valueOf(end.reason());
        notes.accept(String.format(Locale.ROOT, "spark: %s: attempt %d of %d failed (%s)%s",
                partitions.apply(end.taskInfo().index()), attempt, maxAttempts, reason,
                attempt < maxAttempts ? "; retrying" : ""));
    }

    private String summary() {
        return String.format(Locale.ROOT, "spark: %d/%d tasks done, %d failed attempt%s, %d retried", done, total,
                failed, failed == 1 ? "" : "s", retried);
    }

    private static String firstLine(String s) {
        int eol = s.indexOf('\n');
        return eol < 0 ? s : s.substring(0, eol);
    }
}
