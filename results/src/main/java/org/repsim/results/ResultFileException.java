package org.repsim.results;

import java.io.IOException;

/**
 * A result file that cannot be written or read as docs/results-format.md describes: a metric
 * without a declared unit at write time, or a malformed file at read time. The message names
 * the file (and line) so the CLI can print it as one clear line; a located problem also keeps
 * its parts ({@link #line()}, {@link #column()}, {@link #key()}, {@link #problem()}; line 0 when
 * it has none).
 */
public final class ResultFileException extends IOException {
    private final int line;
    private final int column;
    private final String key;
    private final String problem;

    public ResultFileException(String message) {
        this(message, null);
    }

    public ResultFileException(String message, Throwable cause) {
        super(message, cause);
        this.line = 0;
        this.column = 0;
        this.key = "";
        this.problem = message;
    }

    /** {@code file:line:column: key: problem} (the key left out when empty). */
    public ResultFileException(String file, int line, int column, String key, String problem, Throwable cause) {
        super(file + ":" + line + ":" + column + ": " + (key.isEmpty() ? "" : key + ": ") + problem, cause);
        this.line = line;
        this.column = column;
        this.key = key;
        this.problem = problem;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String key() {
        return key;
    }

    public String problem() {
        return problem;
    }
}
