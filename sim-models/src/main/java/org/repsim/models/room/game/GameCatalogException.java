package org.repsim.models.room.game;

/** A game catalog file that cannot be used: the message names the file, the line and the key. */
public final class GameCatalogException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    GameCatalogException(String file, int line, String key, String problem) {
        super(file + ":" + line + ": '" + key + "': " + problem);
    }
}
