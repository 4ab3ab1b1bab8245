package org.repsim.engine.queueing;

import java.util.Arrays;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;

/**
 * One server with an unbounded first-in-first-out queue, on a {@link Simulator}: "a CPU with a
 * queue". A caller {@link #submit submits} a job with its service time at the current simulated
 * time; when the job completes the {@link CompletionListener} learns its waiting time (arrival to
 * start of service) and sojourn time (arrival to completion).
 *
 * <p>Jobs are identified by a caller-chosen int tag and held in primitive ring buffers, so
 * submitting and completing jobs allocates nothing once the buffers have grown to the largest
 * queue seen. The server schedules one event per job (its completion), with kind
 * {@link #COMPLETION}.
 */
public final class FifoServer implements EventHandler {
    /** Event kind of a service completion (folded into the fingerprint). */
    public static final int COMPLETION = 0x51_0001;

    /** Told about each job as it completes, at the completion time. */
    @FunctionalInterface
    public interface CompletionListener {
        void completed(int jobTag, long waitNanos, long sojournNanos);
    }

    private final Simulator simulator;
    private final CompletionListener listener;

    // Ring buffer of jobs in the system; the head is in service while busy.
    private long[] arrivalNanos = new long[64];
    private long[] serviceNanos = new long[64];
    private int[] tags = new int[64];
    private int head;
    private int jobs;

    private long serviceStartNanos;
    private long busyNanosCompleted;
    private long completed;

    public FifoServer(Simulator simulator, CompletionListener listener) {
        this.simulator = simulator;
        this.listener = listener;
    }

    /** A job arrives now and needs {@code serviceNanos} of service. */
    public void submit(long serviceNanos, int jobTag) {
        if (serviceNanos < 0) {
            throw new IllegalArgumentException("service time must be >= 0, was " + serviceNanos);
        }
        if (jobs == tags.length) {
            grow();
        }
        int i = (head + jobs) & (tags.length - 1);
        arrivalNanos[i] = simulator.now();
        this.serviceNanos[i] = serviceNanos;
        tags[i] = jobTag;
        jobs++;
        if (jobs == 1) {
            startHead();
        }
    }

    @Override
    public void handle(int kind, int arg) {
        long now = simulator.now();
        int i = head;
        long arrival = arrivalNanos[i];
        int tag = tags[i];
        long wait = serviceStartNanos - arrival;
        busyNanosCompleted += now - serviceStartNanos;
        completed++;
        head = (head + 1) & (tags.length - 1);
        jobs--;
        // Start the next job before telling the listener, so a listener that submits a new job
        // finds the server in a consistent state (busy with the next job, or idle).
        if (jobs > 0) {
            startHead();
        }
        listener.completed(tag, wait, now - arrival);
    }

    /** Jobs in the system: waiting plus the one in service. */
    public int jobsInSystem() {
        return jobs;
    }

    /** Jobs waiting for service (not counting the one in service). */
    public int queueLength() {
        return Math.max(0, jobs - 1);
    }

    public boolean busy() {
        return jobs > 0;
    }

    public long completedJobs() {
        return completed;
    }

    /** Total time spent serving since creation, up to now (including the job in service). */
    public long busyNanos() {
        return busyNanosCompleted + (jobs > 0 ? simulator.now() - serviceStartNanos : 0);
    }

    private void startHead() {
        serviceStartNanos = simulator.now();
        simulator.scheduleAfter(serviceNanos[head], this, COMPLETION, tags[head]);
    }

    private void grow() {
        int n = tags.length * 2;
        long[] a = new long[n];
        long[] s = new long[n];
        int[] t = new int[n];
        for (int k = 0; k < jobs; k++) {
            int from = (head + k) & (tags.length - 1);
            a[k] = arrivalNanos[from];
            s[k] = serviceNanos[from];
            t[k] = tags[from];
        }
        arrivalNanos = a;
        serviceNanos = s;
        tags = t;
        head = 0;
    }
}
