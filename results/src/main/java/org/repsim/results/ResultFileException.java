package org.repsim.results;

import java.io.IOException;

/**
 * A result file that cannot be written or read as docs/results-format.md describes: a metric
 * without a declared unit at write time, or a malformed file at read time. The message names
 * the file (and line) so the CLI can print it as one clear line.
 */
public final class ResultFileException extends IOException {
    public ResultFileException(String message) {
        super(message);
    }

    public ResultFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
