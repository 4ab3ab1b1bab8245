package org.repsim.models.room.game;

/** Who sees a game-screen field: every seat the same value, or each seat its own. */
public enum FieldScope {
    /** One value shown to all seats (the board); stringified once per flush by the cheap encoder. */
    COMMON,
    /** One value per seat, seen only by that seat (a hand of cards). */
    PRIVATE
}
