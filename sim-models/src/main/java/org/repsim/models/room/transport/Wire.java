package org.repsim.models.room.transport;

/** Where a transport's frames go: the simulated network (or a test's recorder). */
@FunctionalInterface
public interface Wire {
    void send(Frame frame);
}
