package org.repsim.models.room.game;

import java.util.List;

/**
 * One mini-game: its screen-state shape and its pace.
 *
 * @param id              stable id, sent as {@code game.id}
 * @param seconds         how long one game lasts from pick to result
 * @param inputsPerSecond mean game inputs per player per second while it runs
 * @param common          screen keys every seat sees
 * @param personal        screen keys each seat has its own value of
 */
public record GameDefinition(String id, double seconds, double inputsPerSecond, List<FieldSpec> common,
                             List<FieldSpec> personal) {
    public GameDefinition {
        common = List.copyOf(common);
        personal = List.copyOf(personal);
        if (!(seconds > 0) || !(inputsPerSecond > 0)) {
            throw new IllegalArgumentException("game '" + id + "': seconds and inputs_per_second must be > 0");
        }
    }
}
