package org.repsim.models.room.json;

import java.util.Objects;

/**
 * A member name with the UTF-8 length of its quoted JSON form, measured once when the name is
 * made. The state's member names are a few constants (message parts, the catalog's field keys)
 * written for every seat of every flush, so a counting writer adds the stored length instead of
 * scanning the characters at each use ({@link JsonWriter#key(JsonKey)}).
 */
public final class JsonKey {
    private final String name;
    private final int quotedBytes;

    private JsonKey(String name) {
        this.name = name;
        this.quotedBytes = JsonWriter.lengthOf(name);
    }

    public static JsonKey of(String name) {
        return new JsonKey(Objects.requireNonNull(name, "name"));
    }

    public String name() {
        return name;
    }

    /** UTF-8 bytes of {@code "name"} as JSON writes it: quotes and escapes included. */
    public int quotedBytes() {
        return quotedBytes;
    }

    @Override
    public String toString() {
        return name;
    }
}
