package org.repsim.charts.report;

import java.nio.charset.StandardCharsets;

/** Escaping for text, attributes and relative URLs in the report. */
final class Html {
    private Html() {
    }

    static String text(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** A fragment id from a name: stable, readable, safe ("push model!" → "push-model-"). */
    static String anchor(String name) {
        return "exp-" + name.replaceAll("[^A-Za-z0-9_-]", "-");
    }

    /** Percent-encodes one path segment (RFC 3986 unreserved characters stay as they are). */
    static String urlSegment(String segment) {
        StringBuilder b = new StringBuilder();
        for (byte x : segment.getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xFF;
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
                    || c == '_' || c == '~') {
                b.append((char) c);
            } else {
                b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            }
        }
        return b.toString();
    }
}
