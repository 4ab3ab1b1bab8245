package org.repsim.models.room.client;

import org.repsim.models.room.json.JsonKey;
import org.repsim.models.room.json.JsonWriter;

/**
 * The messages a client sends, as the UTF-8 length of the JSON text it sends (the server's
 * receive cost is charged per byte of it). Type codes are small ints so in-flight messages need no objects.
 */
public final class Upstream {
    public static final int JOIN = 0;
    public static final int PING = 1;
    public static final int INPUT = 2;
    public static final int CHAT = 3;
    public static final int REACT = 4;
    public static final int PICK = 5;
    public static final int AGAIN = 6;
    public static final int RESYNC = 7;
    /** Not a message: the socket closed (the server notices after the one-way latency). */
    public static final int CLOSE = 8;

    // Member names, measured once (JsonKey): an input message is counted for every input.
    private static final JsonKey T = JsonKey.of("t");
    private static final JsonKey GUEST = JsonKey.of("guest");
    private static final JsonKey V = JsonKey.of("v");
    private static final JsonKey ID = JsonKey.of("id");
    private static final JsonKey TS = JsonKey.of("ts");
    private static final JsonKey K = JsonKey.of("k");
    private static final JsonKey TEXT = JsonKey.of("text");
    private static final JsonKey EMOJI = JsonKey.of("emoji");
    private static final JsonKey GAME = JsonKey.of("game");
    private static final JsonKey SEQ = JsonKey.of("seq");

    // Only the messages' sizes matter to the server (it charges per byte and reads the type code):
    // a counting writer gives the UTF-8 length of the same text without building it.
    private final JsonWriter out = JsonWriter.counting();

    /** UTF-8 bytes of the join message (protocol version 2: the one with deltas). */
    public int join() {
        out.reset().beginObject().key(T).value("join").key(GUEST).value(true).key(V).value(2).endObject();
        return out.utf8Length();
    }

    public int ping(long id, long clientMillis) {
        out.reset().beginObject().key(T).value("ping").key(ID).value(id).key(TS).value(clientMillis).endObject();
        return out.utf8Length();
    }

    public int input(int key, int value) {
        out.reset().beginObject().key(T).value("input").key(K).value(key).key(V).value(value).endObject();
        return out.utf8Length();
    }

    public int chat(String text) {
        out.reset().beginObject().key(T).value("chat").key(TEXT).value(text).endObject();
        return out.utf8Length();
    }

    public int react(String emoji) {
        out.reset().beginObject().key(T).value("react").key(EMOJI).value(emoji).endObject();
        return out.utf8Length();
    }

    public int pick(String gameId) {
        out.reset().beginObject().key(T).value("pick").key(GAME).value(gameId).endObject();
        return out.utf8Length();
    }

    public int again() {
        out.reset().beginObject().key(T).value("again").endObject();
        return out.utf8Length();
    }

    public int resync(long lastSeq) {
        out.reset().beginObject().key(T).value("resync").key(SEQ).value(lastSeq).endObject();
        return out.utf8Length();
    }
}
