package org.repsim.models.room.state;

import java.util.IdentityHashMap;
import java.util.Map;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.game.StateShape;

/**
 * The section layouts of one state shape: the room's, a player's, and each game's common and
 * personal screens. One per server, shared by all its rooms.
 */
public final class StateLayouts {
    private final StateShape shape;
    final SectionLayout room;
    final SectionLayout player;
    // Looked up by the game's identity (a game start passes one of the shape's own definitions);
    // never iterated, so its order cannot reach a result.
    private final Map<GameDefinition, SectionLayout[]> games = new IdentityHashMap<>();

    public StateLayouts(StateShape shape) {
        this.shape = shape;
        this.room = new SectionLayout(shape.roomFields());
        this.player = new SectionLayout(shape.playerFields());
        for (GameDefinition g : shape.games()) {
            screens(g);
        }
    }

    public StateShape shape() {
        return shape;
    }

    /** The game's common screen layout ([0]) and personal screen layout ([1]). */
    SectionLayout[] screens(GameDefinition game) {
        return games.computeIfAbsent(game,
                g -> new SectionLayout[] {new SectionLayout(g.common()), new SectionLayout(g.personal())});
    }
}
