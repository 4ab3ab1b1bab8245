package org.repsim.models.room.game;

import java.util.List;

/**
 * Everything the room state is made of: room top-level keys, per-player keys and the mini-games.
 * The room lifecycle writes a few keys by name ({@link #ROOM_KEYS}, {@link #PLAYER_KEYS}); the
 * file may add any others, which then change only through their per-input probability.
 */
public record StateShape(List<FieldSpec> roomFields, List<FieldSpec> playerFields, List<GameDefinition> games) {
    /** Room keys the lifecycle writes: phase name, round number, whose turn, current game id, chat history length. */
    static final List<String> ROOM_KEYS = List.of("phase", "round", "turn", "game", "chats");
    /** Player keys the lifecycle writes. */
    static final List<String> PLAYER_KEYS = List.of("name", "character", "gauge", "milk", "online");

    public StateShape {
        roomFields = List.copyOf(roomFields);
        playerFields = List.copyOf(playerFields);
        games = List.copyOf(games);
        if (games.isEmpty()) {
            throw new IllegalArgumentException("at least one game is required");
        }
    }

    public int roomIndex(String key) {
        return indexOf(roomFields, key);
    }

    public int playerIndex(String key) {
        return indexOf(playerFields, key);
    }

    public GameDefinition game(String id) {
        for (GameDefinition g : games) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new IllegalArgumentException("no game '" + id + "'");
    }

    private static int indexOf(List<FieldSpec> fields, String key) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).key().equals(key)) {
                return i;
            }
        }
        return -1;
    }
}
