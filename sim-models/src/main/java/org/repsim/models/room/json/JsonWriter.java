package org.repsim.models.room.json;

/**
 * Writes JSON text (RFC 8259) into a reusable buffer, tracking commas itself so callers only say
 * what comes next. The room server's byte counts are the UTF-8 length of the text this writer
 * produced, so it must write exactly what {@code JSON.stringify} would for the same value:
 * no spaces, strings escaped as ECMA-262 does (quote, backslash, control characters; the
 * two-letter escapes where they exist, six-character unicode escapes otherwise).
 *
 * <p>The UTF-8 length is counted as the text is written, by the same code in both modes: a
 * {@link #counting()} writer keeps only that count and builds no text, which is all a run needs
 * unless someone reads the frames (decoding clients, tests). A text writer proves the count:
 * RoomHarness checks every frame's count against its text's UTF-8 encoding.
 *
 * <p>One writer is reused across messages ({@link #reset}) so encoding allocates only the final
 * {@link #text} copy, and a counting writer nothing.
 */
public final class JsonWriter {
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final int MAX_DEPTH = 32;

    private final StringBuilder out; // null: counting only
    private int bytes; // UTF-8 length of what was written since reset
    // needsComma[d]: the container open at depth d already holds an element.
    private final boolean[] needsComma = new boolean[MAX_DEPTH];
    private int depth;
    private boolean afterKey;

    /** A writer that keeps the text. */
    public JsonWriter() {
        this(true);
    }

    private JsonWriter(boolean text) {
        out = text ? new StringBuilder(1024) : null;
    }

    /** A writer that only counts the UTF-8 bytes of what it is given; {@link #text} is null. */
    public static JsonWriter counting() {
        return new JsonWriter(false);
    }

    /** A text writer, or a counting one when {@code keepText} is false. */
    public static JsonWriter of(boolean keepText) {
        return new JsonWriter(keepText);
    }

    public boolean keepsText() {
        return out != null;
    }

    public JsonWriter reset() {
        if (out != null) {
            out.setLength(0);
        }
        bytes = 0;
        depth = 0;
        afterKey = false;
        return this;
    }

    public JsonWriter beginObject() {
        separate();
        put('{');
        push();
        return this;
    }

    public JsonWriter endObject() {
        depth--;
        put('}');
        return this;
    }

    public JsonWriter beginArray() {
        separate();
        put('[');
        push();
        return this;
    }

    public JsonWriter endArray() {
        depth--;
        put(']');
        return this;
    }

    /** An object member's name; the next value written is its value. */
    public JsonWriter key(String name) {
        separate();
        appendString(name);
        put(':');
        afterKey = true;
        return this;
    }

    /**
     * An object member's name, measured when {@code name} was made: a counting writer adds its
     * length without looking at the characters. The member names written for every seat of
     * every flush go this way.
     */
    public JsonWriter key(JsonKey name) {
        value(name);
        put(':');
        afterKey = true;
        return this;
    }

    public JsonWriter value(long v) {
        separate();
        if (out != null) {
            out.append(v);
        }
        bytes += lengthOf(v);
        return this;
    }

    public JsonWriter value(boolean v) {
        separate();
        if (out != null) {
            out.append(v);
        }
        bytes += lengthOf(v);
        return this;
    }

    public JsonWriter value(String s) {
        separate();
        if (s == null) {
            if (out != null) {
                out.append("null");
            }
            bytes += lengthOf(s);
        } else {
            appendString(s);
        }
        return this;
    }

    /** A member name as a string value (a screen delta's removed keys), measured when it was made. */
    public JsonWriter value(JsonKey name) {
        separate();
        if (out == null) {
            bytes += name.quotedBytes();
        } else {
            appendString(name.name());
        }
        return this;
    }

    public JsonWriter value(int[] list) {
        beginArray();
        for (int v : list) {
            value(v);
        }
        return endArray();
    }

    public JsonWriter value(String[] list) {
        beginArray();
        for (String s : list) {
            value(s);
        }
        return endArray();
    }

    /**
     * Inserts already-encoded JSON (one complete value) as the next value: how a fragment
     * stringified once is reused by every seat, and how a batch frame embeds its messages.
     */
    public JsonWriter raw(CharSequence json) {
        return raw(json, Utf8.length(json));
    }

    /**
     * {@link #raw(CharSequence)} with the fragment's UTF-8 length already known ({@code json} may
     * be null when this writer only counts): how the encoders reuse parts without their text.
     */
    public JsonWriter raw(CharSequence json, int utf8Length) {
        separate();
        if (out != null) {
            out.append(json);
        }
        bytes += utf8Length;
        return this;
    }

    /**
     * Counts {@code count} already-encoded elements (values, or object members) of the open
     * container, {@code utf8Length} bytes in all without the commas between them: the commas
     * are counted as {@code count} separate {@link #raw} calls would. Counting writers only.
     */
    public JsonWriter rawElements(int count, int utf8Length) {
        if (out != null) {
            throw new IllegalStateException("rawElements counts only; a text writer needs the text");
        }
        if (count > 0) {
            separate();
            bytes += utf8Length + (count - 1);
        }
        return this;
    }

    /** UTF-8 length of the text written since {@link #reset}: the bytes a WebSocket frame of it carries. */
    public int utf8Length() {
        return bytes;
    }

    /** The text written since {@link #reset}, or null when this writer only counts. */
    public String text() {
        return out == null ? null : out.toString();
    }

    @Override
    public String toString() {
        return out == null ? "(" + bytes + " bytes counted)" : out.toString();
    }

    /** UTF-8 length of the JSON of {@code v}: the characters of {@code Long.toString(v)}. */
    public static int lengthOf(long v) {
        if (v == Long.MIN_VALUE) {
            return 20;
        }
        int n = 1;
        if (v < 0) {
            n++;
            v = -v;
        }
        while (v >= 10) {
            v /= 10;
            n++;
        }
        return n;
    }

    public static int lengthOf(boolean v) {
        return v ? 4 : 5;
    }

    /** UTF-8 length of the JSON of {@code s}: quoted and escaped, or {@code null}. */
    public static int lengthOf(String s) {
        return s == null ? 4 : 2 + Utf8.escapedLength(s);
    }

    public static int lengthOf(int[] list) {
        int n = 2 + Math.max(0, list.length - 1);
        for (int v : list) {
            n += lengthOf(v);
        }
        return n;
    }

    public static int lengthOf(String[] list) {
        int n = 2 + Math.max(0, list.length - 1);
        for (String s : list) {
            n += lengthOf(s);
        }
        return n;
    }

    private void put(char structural) {
        if (out != null) {
            out.append(structural);
        }
        bytes++;
    }

    private void push() {
        if (depth == MAX_DEPTH) {
            throw new IllegalStateException("JSON nested deeper than " + MAX_DEPTH);
        }
        needsComma[depth++] = false;
    }

    private void separate() {
        if (afterKey) {
            afterKey = false;
            return;
        }
        if (depth > 0) {
            if (needsComma[depth - 1]) {
                put(',');
            }
            needsComma[depth - 1] = true;
        }
    }

    private void appendString(String s) {
        bytes += lengthOf(s);
        if (out == null) {
            return;
        }
        out.append('"');
        int n = s.length();
        int run = 0; // start of the pending run of characters that need no escape
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') {
                continue;
            }
            out.append(s, run, i);
            run = i + 1;
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        out.append(s, run, n);
        out.append('"');
    }
}
