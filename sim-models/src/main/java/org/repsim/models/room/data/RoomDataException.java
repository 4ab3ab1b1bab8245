package org.repsim.models.room.data;

/** Bad room-model data: the message names the file, the line and the key. */
public final class RoomDataException extends IllegalArgumentException {
    public RoomDataException(String file, int line, String key, String problem) {
        super(file + ":" + line + ": '" + key + "': " + problem);
    }
}
