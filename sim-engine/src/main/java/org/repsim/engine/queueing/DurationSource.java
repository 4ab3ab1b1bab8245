package org.repsim.engine.queueing;

/**
 * A stream of durations in nanoseconds: inter-arrival times or service times. Pluggable so the
 * same queue runs M/M/1, M/D/1 or a model's own cost-derived service times.
 */
@FunctionalInterface
public interface DurationSource {
    long nextNanos();
}
