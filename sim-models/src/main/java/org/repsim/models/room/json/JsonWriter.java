package org.repsim.models.room.json;

/**
 * Writes JSON text (RFC 8259) into a reusable buffer, tracking commas itself so callers only say
 * what comes next. The room server's byte counts are the UTF-8 length of the text this writer
 * produced, so it must write exactly what {@code JSON.stringify} would for the same value:
 * no spaces, strings escaped as ECMA-262 does (quote, backslash, control characters; the
 * two-letter escapes where they exist, six-character unicode escapes otherwise).
 *
 * <p>One writer is reused across messages ({@link #reset}) so encoding allocates only the final
 * {@link #toString} copy.
 */
public final class JsonWriter {
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final int MAX_DEPTH = 32;

    private final StringBuilder out = new StringBuilder(1024);
    // needsComma[d]: the container open at depth d already holds an element.
    private final boolean[] needsComma = new boolean[MAX_DEPTH];
    private int depth;
    private boolean afterKey;

    public JsonWriter reset() {
        out.setLength(0);
        depth = 0;
        afterKey = false;
        return this;
    }

    public JsonWriter beginObject() {
        separate();
        out.append('{');
        push();
        return this;
    }

    public JsonWriter endObject() {
        depth--;
        out.append('}');
        return this;
    }

    public JsonWriter beginArray() {
        separate();
        out.append('[');
        push();
        return this;
    }

    public JsonWriter endArray() {
        depth--;
        out.append(']');
        return this;
    }

    /** An object member's name; the next value written is its value. */
    public JsonWriter key(String name) {
        separate();
        appendString(name);
        out.append(':');
        afterKey = true;
        return this;
    }

    public JsonWriter value(long v) {
        separate();
        out.append(v);
        return this;
    }

    public JsonWriter value(boolean v) {
        separate();
        out.append(v);
        return this;
    }

    public JsonWriter value(String s) {
        separate();
        if (s == null) {
            out.append("null");
        } else {
            appendString(s);
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
        separate();
        out.append(json);
        return this;
    }

    /** UTF-8 length of the text written since {@link #reset}: the bytes a WebSocket frame of it carries. */
    public int utf8Length() {
        return Utf8.length(out);
    }

    @Override
    public String toString() {
        return out.toString();
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
                out.append(',');
            }
            needsComma[depth - 1] = true;
        }
    }

    private void appendString(String s) {
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
