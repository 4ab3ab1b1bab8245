package org.repsim.models.room.game;

import java.util.List;

/** Text the lifecycle and the virtual clients draw from: player names, characters, chat lines, reactions. */
public record RoomContent(List<String> names, List<String> characters, List<String> chat, List<String> reactions) {
    public RoomContent {
        names = List.copyOf(names);
        characters = List.copyOf(characters);
        chat = List.copyOf(chat);
        reactions = List.copyOf(reactions);
        if (names.isEmpty() || characters.isEmpty() || chat.isEmpty() || reactions.isEmpty()) {
            throw new IllegalArgumentException("names, characters, chat and reactions must each have at least one entry");
        }
    }
}
