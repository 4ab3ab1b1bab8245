package org.repsim.engine.event;

/**
 * Receives the events a component scheduled on a {@link Simulator}.
 *
 * <p>Two ints instead of an event object so that scheduling and executing an event allocate
 * nothing: {@code kind} says what happens (a model-defined code, also folded into the run
 * fingerprint) and {@code arg} says to whom (an index into the model's own primitive arrays,
 * e.g. a connection or a job number). The simulator's clock already holds the event time.
 */
@FunctionalInterface
public interface EventHandler {
    void handle(int kind, int arg);
}
