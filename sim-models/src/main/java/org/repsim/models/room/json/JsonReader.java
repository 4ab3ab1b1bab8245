package org.repsim.models.room.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses JSON text into plain Java values: {@code Map<String,Object>} (insertion-ordered),
 * {@code List<Object>}, {@code String}, {@code Long} (integers), {@code Double}, {@code Boolean},
 * {@code null}. Used by the virtual client's decoder, which must read the very text the server
 * produced, so a mistake in the server's writer shows up as a parse error or a wrong state.
 */
public final class JsonReader {
    private final String text;
    private int pos;

    private JsonReader(String text) {
        this.text = text;
    }

    public static Object parse(String text) {
        JsonReader r = new JsonReader(text);
        r.skipWhitespace();
        Object v = r.readValue();
        r.skipWhitespace();
        if (r.pos != text.length()) {
            throw r.error("trailing characters");
        }
        return v;
    }

    private Object readValue() {
        if (pos >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> readObject();
            case '[' -> readArray();
            case '"' -> readString();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> readNumber();
        };
    }

    private Map<String, Object> readObject() {
        pos++;
        Map<String, Object> map = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            pos++;
            return map;
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("expected a member name");
            }
            String key = readString();
            skipWhitespace();
            expect(':');
            skipWhitespace();
            if (map.put(key, readValue()) != null) {
                throw error("duplicate member " + key);
            }
            skipWhitespace();
            char c = next();
            if (c == '}') {
                return map;
            }
            if (c != ',') {
                throw error("expected ',' or '}'");
            }
        }
    }

    private List<Object> readArray() {
        pos++;
        List<Object> list = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            pos++;
            return list;
        }
        while (true) {
            skipWhitespace();
            list.add(readValue());
            skipWhitespace();
            char c = next();
            if (c == ']') {
                return list;
            }
            if (c != ',') {
                throw error("expected ',' or ']'");
            }
        }
    }

    private String readString() {
        pos++;
        // Most strings have no escape: one substring, no builder.
        int start = pos;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                pos = i + 1;
                return text.substring(start, i);
            }
            if (c == '\\' || c < 0x20) {
                break;
            }
        }
        StringBuilder sb = new StringBuilder();
        while (true) {
            char c = next();
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                throw error("unescaped control character in string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = next();
            switch (e) {
                case '"' -> sb.append('"');
                case '\\' -> sb.append('\\');
                case '/' -> sb.append('/');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("short \\u escape");
                    }
                    sb.append((char) Integer.parseInt(text, pos, pos + 4, 16));
                    pos += 4;
                }
                default -> throw error("bad escape \\" + e);
            }
        }
    }

    private Object readNumber() {
        int start = pos;
        boolean negative = peek() == '-';
        if (negative) {
            pos++;
        }
        // Integers (nearly every number a client reads) are accumulated while scanning: no second
        // pass through Long.parseLong. Past 18 digits, or with a fraction or exponent, the text
        // goes to the library parser as before.
        long value = 0;
        boolean integral = true;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                pos++;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                integral = false;
                pos++;
            } else {
                break;
            }
        }
        int digits = pos - start - (negative ? 1 : 0);
        if (digits == 0) {
            throw error("expected a value");
        }
        if (!integral) {
            return Double.parseDouble(text.substring(start, pos));
        }
        return digits <= 18 ? (Object) (negative ? -value : value) : (Object) Long.parseLong(text, start, pos, 10);
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            throw error("expected " + word);
        }
        pos += word.length();
        return value;
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private char peek() {
        if (pos >= text.length()) {
            throw error("unexpected end");
        }
        return text.charAt(pos);
    }

    private char next() {
        char c = peek();
        pos++;
        return c;
    }

    private void expect(char c) {
        if (next() != c) {
            throw error("expected '" + c + "'");
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON " + what + " at offset " + pos);
    }
}
