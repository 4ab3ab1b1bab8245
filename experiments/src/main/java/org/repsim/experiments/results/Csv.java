package org.repsim.experiments.results;

import java.util.List;

/** Builds an RFC 4180 CSV text: comma-separated, quoted only when needed, {@code \n} line ends. */
public final class Csv {
    private final StringBuilder out = new StringBuilder();

    public Csv row(List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            field(fields.get(i));
        }
        out.append('\n');
        return this;
    }

    private void field(String f) {
        if (f.indexOf(',') >= 0 || f.indexOf('"') >= 0 || f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0) {
            out.append('"').append(f.replace("\"", "\"\"")).append('"');
        } else {
            out.append(f);
        }
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
