package org.repsim.distributed;

import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.apache.spark.ExceptionFailure;
import org.apache.spark.TaskFailedReason;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;
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
    private int replications;
    private long lastNanos;
    private CountDownLatch jobEnd = new CountDownLatch(0);

    SparkProgress(Consumer<String> notes, int maxAttempts) {
        this.notes = notes;
        this.maxAttempts = maxAttempts;
    }

    /** A job of {@code tasks} tasks starts, running {@code replications} replications sliced among them. */
    synchronized void job(int tasks, int replications) {
        total = tasks;
        this.replications = replications;
        jobEnd = new CountDownLatch(1);
        done = 0;
        failed = 0;
        retried = 0;
        lastNanos = System.nanoTime();
        notes.accept(String.format(Locale.ROOT, "spark: %d task%s, at most %d attempt%s each", tasks,
                tasks == 1 ? "" : "s", maxAttempts, maxAttempts == 1 ? "" : "s"));
    }

    /**
     * The job ended: once this listener has heard so too (Spark's listener bus delivers later,
     * in order, so every task's end has been counted by then), the closing line of counts.
     */
    void jobEnded() {
        CountDownLatch latch;
        synchronized (this) {
            latch = jobEnd;
        }
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            notes.accept(summary());
        }
    }

    @Override
    public synchronized void onJobEnd(SparkListenerJobEnd end) {
        jobEnd.countDown();
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
        // A replication's failure names its cell in the message; Spark's own (a lost executor) are one line too.
        String reason = end.reason() instanceof ExceptionFailure e ? e.description()
                : end.reason() instanceof TaskFailedReason f ? f.toErrorString() : String.valueOf(end.reason());
        int task = end.taskInfo().index();
        // The slicing of JavaSparkContext.parallelize: contiguous, sizes differing by at most one.
        long size = (long) (task + 1) * replications / total - (long) task * replications / total;
        notes.accept(String.format(Locale.ROOT, "spark: task %d of %d (%d replication%s), attempt %d of %d failed: %s%s",
                task + 1, total, size, size == 1 ? "" : "s", attempt, maxAttempts, firstLine(reason),
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
