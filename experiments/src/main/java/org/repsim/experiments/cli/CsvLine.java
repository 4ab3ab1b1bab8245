package org.repsim.experiments.cli;

import java.util.ArrayList;
import java.util.List;

/** Splits one RFC 4180 line as written by our CSV writer (quoted fields, doubled quotes, no embedded newlines). */
final class CsvLine {
    private CsvLine() {
    }

    static List<String> parse(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    f.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    f.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(f.toString());
                f.setLength(0);
            } else {
                f.append(c);
            }
        }
        out.add(f.toString());
        return out;
    }
}
