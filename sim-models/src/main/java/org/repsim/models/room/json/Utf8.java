package org.repsim.models.room.json;

/**
 * UTF-8 length of text without encoding it: what a WebSocket text frame carries. Counting
 * instead of {@code getBytes} avoids allocating a byte array per frame on the send path.
 */
public final class Utf8 {
    private Utf8() {
    }

    public static int length(CharSequence s) {
        int bytes = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4; // one supplementary code point, e.g. an emoji reaction
                i++;
            } else {
                bytes += 3; // BMP (kana in player names) or a lone surrogate, which UTF-8 encoders replace by U+FFFD
            }
        }
        return bytes;
    }

    /**
     * UTF-8 length of {@code s} as the body of a JSON string (without its quotes), escaped as
     * {@link JsonWriter} escapes it: quote and backslash take two bytes, control characters the
     * two-letter escape (two bytes) or the six-character unicode escape.
     */
    static int escapedLength(String s) {
        int bytes = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                if (c >= 0x20) {
                    bytes += c == '"' || c == '\\' ? 2 : 1;
                } else {
                    bytes += c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t' ? 2 : 6;
                }
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
