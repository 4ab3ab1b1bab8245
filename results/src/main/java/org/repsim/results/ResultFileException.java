package org.repsim.results;

import java.io.IOException;
import java.util.Optional;

/**
 * A result file that cannot be written or read as docs/results-format.md describes: a metric
 * without a declared unit at write time, or a malformed file at read time. The message names
 * the file (and line) so the CLI can print it as one clear line; a problem located in the file
 * also keeps where it is ({@link #located()}).
 */
public final class ResultFileException extends IOException {
    /** Where in the file the problem is (1-based), and what it is. */
    public record Located(int line, int column, String problem) {
    }

    private final Located located;

    public ResultFileException(String message) {
        this(message, null);
    }

    public ResultFileException(String message, Throwable cause) {
        super(message, cause);
        this.located = null;
    }

    /** {@code file:line:column: problem}. */
    public ResultFileException(String file, Located at, Throwable cause) {
        super(file + ":" + at.line() + ":" + at.column() + ": " + at.problem(), cause);
        this.located = at;
    }

    public Optional<Located> located() {
        return Optional.ofNullable(located);
    }
}
