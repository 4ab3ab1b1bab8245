package org.repsim.models.room.server;

/**
 * Which jobs of the one core cost an event-loop turn of their own. Node's loop (libuv) blocks
 * in {@code epoll_wait} until a socket is readable or a timer is due, then runs every callback
 * that is ready at that poll and only then polls again; one turn serves all the jobs that are
 * ready when it polls. So a job that arrives at an idle core wakes the loop (and jobs ready at
 * that same instant, such as timers due in the same millisecond, share the wake-up); a job that
 * arrives while the core is busy is picked up by the next poll, which happens when the jobs
 * already picked up are done and is shared by every job that arrived before it.
 *
 * <p>The core is one FIFO server whose service times are known when a job is submitted, so the
 * poll times follow from the submissions alone: {@link #ready} at a job's arrival, then
 * {@link #submitted} with its service time, for every job in arrival order.
 */
public final class EventLoop {
    private long lastCompletion = Long.MIN_VALUE;
    // The last poll, and the next one: the completion of the last job that poll picked up.
    private long lastPoll = Long.MIN_VALUE;
    private long nextPoll = Long.MIN_VALUE;
    // Jobs arrived since the last poll, waiting for the next one.
    private boolean waiting;
    private boolean pickedUpByLastPoll;

    /** A job arrives {@code now}: true when it costs a turn (it wakes the loop or is first for the next poll). */
    public boolean ready(long now) {
        if (waiting && nextPoll <= now) {
            // the loop polled at nextPoll and took the waiting jobs; it polls again when they are done
            waiting = false;
            lastPoll = nextPoll;
            nextPoll = lastCompletion;
        }
        if (lastCompletion <= now) {
            lastPoll = now;
            pickedUpByLastPoll = true;
            return true; // the loop was asleep: this job wakes it
        }
        pickedUpByLastPoll = now == lastPoll && !waiting;
        if (pickedUpByLastPoll) {
            return false; // ready at the instant the loop polled: that poll took it too
        }
        if (!waiting) {
            waiting = true;
            return true; // the first job for the next poll: that poll finds work
        }
        return false; // shares the next poll with the jobs already waiting for it
    }

    /** The job announced by the last {@link #ready} call needs {@code serviceNanos} of the core, first come first served. */
    public void submitted(long now, long serviceNanos) {
        lastCompletion = Math.max(now, lastCompletion) + serviceNanos;
        if (pickedUpByLastPoll) {
            nextPoll = lastCompletion;
        }
    }
}
