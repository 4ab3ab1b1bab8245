package org.repsim.charts;

/**
 * A result file or chart spec the charts module cannot use. The message always names the file
 * (and line) or the chart id, so the CLI can print it as one clear line instead of a stack trace.
 */
public class ChartException extends RuntimeException {
    public ChartException(String message) {
        super(message);
    }

    public ChartException(String message, Throwable cause) {
        super(message, cause);
    }
}
