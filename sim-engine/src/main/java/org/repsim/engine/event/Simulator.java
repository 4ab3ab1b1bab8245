package org.repsim.engine.event;

import java.util.function.BooleanSupplier;
import org.repsim.engine.fingerprint.Fingerprint;

/**
 * The discrete-event kernel: a clock in {@code long} nanoseconds of simulated time and the
 * pending events, executed in order of (time, priority, insertion sequence).
 *
 * <p>Simultaneous events therefore always run in one defined order: smaller priority value first
 * (default {@value #DEFAULT_PRIORITY}), then the order in which they were scheduled on this
 * simulator. Nothing depends on hashing, identity or the wall clock, so the same model with the
 * same random streams executes the same events in the same order on every run.
 *
 * <p>Scheduling returns an {@code int} handle for {@link #cancel} and {@link #reschedule}. A
 * handle is valid while its event is pending; once the event ran or was cancelled, operations
 * on it return {@code false} as long as fewer than 128 events have been scheduled since (handles
 * carry a 7-bit generation of a reused slot). Models should therefore forget a handle when its
 * event runs (set the field to {@link #NO_EVENT} in the handler), as with any reused id.
 * Neither scheduling nor executing an event allocates: the payload is (handler, kind, arg),
 * see {@link EventHandler}.
 *
 * <p>Not thread-safe: one simulator per run, runs in parallel on separate instances.
 */
public final class Simulator {
    public static final int DEFAULT_PRIORITY = 0;
    /** Smallest and largest allowed priority (the priority shares a long with the sequence). */
    public static final int MIN_PRIORITY = EventQueue.MIN_PRIORITY;
    public static final int MAX_PRIORITY = EventQueue.MAX_PRIORITY;
    /** Never a valid handle: a model's "no event scheduled" value for fields holding a handle. */
    public static final int NO_EVENT = -1;

    private final EventQueue queue;
    private long now;
    private long executed;
    private boolean stopRequested;
    private Fingerprint fingerprint;

    public Simulator() {
        this(256);
    }

    /** @param expectedPendingEvents initial capacity; the queue grows beyond it as needed */
    public Simulator(int expectedPendingEvents) {
        this.queue = new EventQueue(expectedPendingEvents);
    }

    /** Current simulated time in nanoseconds (the time of the event being executed, or the end of the last run). */
    public long now() {
        return now;
    }

    /** Folds (time, kind) of every executed event into {@code fingerprint}; null turns it off. */
    public void setFingerprint(Fingerprint fingerprint) {
        this.fingerprint = fingerprint;
    }

    public int schedule(long time, EventHandler handler, int kind, int arg) {
        return schedule(time, DEFAULT_PRIORITY, handler, kind, arg);
    }

    /** Schedules {@code handler.handle(kind, arg)} at absolute {@code time} (not before now). */
    public int schedule(long time, int priority, EventHandler handler, int kind, int arg) {
        if (time < now) {
            throw pastTime("schedule", time);
        }
        return queue.add(time, priority, handler, kind, arg);
    }

    public int scheduleAfter(long delay, EventHandler handler, int kind, int arg) {
        return schedule(now + delay, DEFAULT_PRIORITY, handler, kind, arg);
    }

    /** Schedules at now + {@code delay} ({@code delay >= 0}). */
    public int scheduleAfter(long delay, int priority, EventHandler handler, int kind, int arg) {
        if (delay < 0) {
            throw negativeDelay(delay);
        }
        return schedule(now + delay, priority, handler, kind, arg);
    }

    /** Cancels a pending event; returns false if it already ran or was cancelled. */
    public boolean cancel(int handle) {
        return queue.remove(handle);
    }

    /**
     * Moves a pending event to {@code newTime}, keeping its handle and priority; among events at
     * {@code newTime} with its priority it then runs after those scheduled before this call.
     * Returns false if the event already ran or was cancelled.
     */
    public boolean reschedule(int handle, long newTime) {
        if (newTime < now) {
            throw pastTime("reschedule", newTime);
        }
        return queue.changeTime(handle, newTime);
    }

    public boolean isPending(int handle) {
        return queue.contains(handle);
    }

    /** Scheduled time of a pending event; throws IllegalArgumentException if it is not pending. */
    public long timeOf(int handle) {
        return queue.time(handle);
    }

    public int pendingEvents() {
        return queue.size();
    }

    /** Time of the next event, or {@link Long#MAX_VALUE} if none is pending. */
    public long nextEventTime() {
        return queue.size() == 0 ? Long.MAX_VALUE : queue.minTime();
    }

    /** Events executed since this simulator was created. */
    public long executedEvents() {
        return executed;
    }

    /**
     * Asks the running loop to return after the current event. Pending events stay pending and
     * the clock stays at the current event's time; a later run call continues from there.
     */
    public void stop() {
        stopRequested = true;
    }

    /** Executes the next event, if any; returns false when none was pending. */
    public boolean step() {
        if (queue.size() == 0) {
            return false;
        }
        executeNext();
        return true;
    }

    /**
     * Executes every event with time {@code <= endTime}, then sets the clock to {@code endTime}
     * (so a following run continues from there), unless {@link #stop} was called first.
     */
    public void runUntil(long endTime) {
        if (endTime < now) {
            throw new IllegalArgumentException("end time " + endTime + " is before now " + now);
        }
        stopRequested = false;
        while (!stopRequested && queue.size() > 0 && queue.minTime() <= endTime) {
            executeNext();
        }
        if (!stopRequested) {
            now = endTime;
        }
    }

    /**
     * Executes events until {@code done} is true (checked before each event), no event is
     * pending, or {@link #stop} is called. Returns whether {@code done} became true.
     */
    public boolean runUntil(BooleanSupplier done) {
        stopRequested = false;
        while (true) {
            if (done.getAsBoolean()) {
                return true;
            }
            if (stopRequested || queue.size() == 0) {
                return false;
            }
            executeNext();
        }
    }

    /** Executes events until none is pending or {@link #stop} is called. */
    public void run() {
        stopRequested = false;
        while (!stopRequested && queue.size() > 0) {
            executeNext();
        }
    }

    // Exceptions are built out of line: string concatenation in the scheduling methods would
    // make them too large for the JIT to inline into every model's hot path.
    private IllegalArgumentException pastTime(String what, long time) {
        return new IllegalArgumentException("cannot " + what + " into the past: " + time + " < now " + now);
    }

    private static IllegalArgumentException negativeDelay(long delay) {
        return new IllegalArgumentException("delay must be >= 0, was " + delay);
    }

    private void executeNext() {
        EventQueue q = queue;
        int slot = q.minSlot();
        long time = q.minTime();
        int kind = q.kind(slot);
        int arg = q.arg(slot);
        EventHandler handler = q.handler(slot);
        // Free the slot before dispatch: a handler that schedules its successor (the common
        // case) gets the slot back at once, which keeps the working set small, and its heap
        // entry takes the root's place (EventQueue.beginRemoveMin).
        q.beginRemoveMin();
        now = time;
        executed++;
        if (fingerprint != null) {
            fingerprint.event(time, kind);
        }
        handler.handle(kind, arg);
    }
}
