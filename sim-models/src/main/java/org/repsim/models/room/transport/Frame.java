package org.repsim.models.room.transport;

/**
 * One WebSocket text frame to one client socket, with what the receiving client needs to know
 * without parsing (the text is kept when a decoding client will parse it; otherwise it is null
 * and only its byte count was made).
 *
 * @param client        receiving client
 * @param socket        the socket generation it was sent on (a frame for a closed socket is lost)
 * @param text          the JSON text, or null when the transport only counts (no client reads it)
 * @param bytes         UTF-8 length of {@code text}
 * @param messages      JSON messages in the frame (a batch array holds several)
 * @param stateKind     {@code StateEncoder.FULL}, {@code DELTA} or {@code NOTHING} (no state message)
 * @param stateSeq      seq of the state message, if any
 * @param stateBytes    UTF-8 length of the state message alone
 * @param echoSentNanos client send time of the oldest input this state is the first to reflect, or -1
 * @param pongId        id of the ping this frame answers, or -1 (not a pong)
 * @param phase         room phase the state message says (or -1 without state)
 * @param turn          seat whose turn the state message says (or -1 without state)
 */
public record Frame(int client, int socket, String text, int bytes, int messages, int stateKind, long stateSeq,
                    int stateBytes, long echoSentNanos, long pongId, int phase, int turn) {
    public boolean pong() {
        return pongId >= 0;
    }
}
