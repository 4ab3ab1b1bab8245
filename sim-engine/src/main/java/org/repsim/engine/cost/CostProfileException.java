package org.repsim.engine.cost;

/**
 * A cost profile that cannot be used: names the file (or shipped resource), the line and column
 * when known, the key, and what is wrong, in one line ({@code file:line:column: key: problem}).
 */
public final class CostProfileException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String origin;
    private final int line;
    private final int column;
    private final String key;
    private final String problem;

    /** @param line 1-based line, or 0 when the problem has no line (e.g. an override) */
    public CostProfileException(String origin, int line, String key, String problem) {
        this(origin, line, 0, key, problem);
    }

    /** @param column 1-based column, or 0 when unknown */
    public CostProfileException(String origin, int line, int column, String key, String problem) {
        super(origin + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "")
                + (key == null || key.isEmpty() ? "" : ": " + key) + ": " + problem);
        this.origin = origin;
        this.line = line;
        this.column = column;
        this.key = key == null ? "" : key;
        this.problem = problem;
    }

    public String origin() {
        return origin;
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
