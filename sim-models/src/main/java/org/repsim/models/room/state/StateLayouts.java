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
    private final Map<GameDefinition, GameScreens> games = new IdentityHashMap<>();

    /** A game's two screen layouts: the common screen's and each seat's personal screen's. */
    record GameScreens(SectionLayout common, SectionLayout personal) {
    }

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

    /** The game's screen layouts (made here for a game that is not one of the shape's). */
    GameScreens screens(GameDefinition game) {
        return games.computeIfAbsent(game,
                g -> new GameScreens(new SectionLayout(g.common()), new SectionLayout(g.personal())));
    }
}
