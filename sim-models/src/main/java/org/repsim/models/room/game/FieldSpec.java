package org.repsim.models.room.game;

/**
 * One key of a state part: its kind and size, and how often an input changes it.
 *
 * @param key            JSON member name
 * @param kind           value kind
 * @param size           range of an int, length of a string, element count of a list
 * @param changePerInput probability that one game input changes this key (0 = only the room
 *                       lifecycle writes it)
 * @param presence       probability that the key is present after a change; below 1 the key is
 *                       sometimes removed, which exercises the delta's "removed keys"
 */
public record FieldSpec(String key, ValueKind kind, int size, double changePerInput, double presence) {
    public FieldSpec {
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("field key must not be empty");
        }
        if (size < 1) {
            throw new IllegalArgumentException("field '" + key + "': size must be >= 1, was " + size);
        }
        if (!(changePerInput >= 0 && changePerInput <= 1)) {
            throw new IllegalArgumentException("field '" + key + "': change must be in [0, 1], was " + changePerInput);
        }
        if (!(presence > 0 && presence <= 1)) {
            throw new IllegalArgumentException("field '" + key + "': presence must be in (0, 1], was " + presence);
        }
    }

    public boolean optional() {
        return presence < 1.0;
    }
}
