package org.repsim.models.room.client;

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

    // Only the messages' sizes matter to the server (it charges per byte and reads the type code):
    // a counting writer gives the UTF-8 length of the same text without building it.
    private final JsonWriter out = JsonWriter.counting();

    /** UTF-8 bytes of the join message (protocol version 2: the one with deltas). */
    public int join() {
        out.reset().beginObject().key("t").value("join").key("guest").value(true).key("v").value(2).endObject();
        return out.utf8Length();
    }

    public int ping(long id, long clientMillis) {
        out.reset().beginObject().key("t").value("ping").key("id").value(id).key("ts").value(clientMillis).endObject();
        return out.utf8Length();
    }

    public int input(int key, int value) {
        out.reset().beginObject().key("t").value("input").key("k").value(key).key("v").value(value).endObject();
        return out.utf8Length();
    }

    public int chat(String text) {
        out.reset().beginObject().key("t").value("chat").key("text").value(text).endObject();
        return out.utf8Length();
    }

    public int react(String emoji) {
        out.reset().beginObject().key("t").value("react").key("emoji").value(emoji).endObject();
        return out.utf8Length();
    }

    public int pick(String gameId) {
        out.reset().beginObject().key("t").value("pick").key("game").value(gameId).endObject();
        return out.utf8Length();
    }

    public int again() {
        out.reset().beginObject().key("t").value("again").endObject();
        return out.utf8Length();
    }

    public int resync(long lastSeq) {
        out.reset().beginObject().key("t").value("resync").key("seq").value(lastSeq).endObject();
        return out.utf8Length();
    }
}
