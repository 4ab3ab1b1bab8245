package org.repsim.models.room.transport;

/** Where a transport's frames go: the simulated network (or a test's recorder). */
@FunctionalInterface
public interface Wire {
    void send(Frame frame);

    /**
     * A frame given field by field ({@link Frame}'s components, in order), which is how the
     * transports send: the load step's wire overrides this and copies the fields into its
     * {@link FramesInFlight}, so no {@code Frame} is made per frame; a recorder gets the record.
     */
    default void send(int client, int socket, String text, int bytes, int messages, int stateKind, long stateSeq,
                      int stateBytes, long echoSentNanos, long pongId, int phase, int turn) {
        send(new Frame(client, socket, text, bytes, messages, stateKind, stateSeq, stateBytes, echoSentNanos, pongId,
                phase, turn));
    }
}
