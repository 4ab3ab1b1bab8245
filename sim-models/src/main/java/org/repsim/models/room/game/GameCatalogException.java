package org.repsim.models.room.game;

/**
 * A game catalog file that cannot be used, in one line: {@code file:line:column: key: problem}
 * (line and column 0 when unknown, key empty for the document as a whole).
 */
public final class GameCatalogException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    GameCatalogException(String file, int line, int column, String key, String problem) {
        super(file + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "")
                + (key.isEmpty() ? "" : ": " + key) + ": " + problem);
    }
}
