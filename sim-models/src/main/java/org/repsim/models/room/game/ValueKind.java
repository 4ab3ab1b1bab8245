package org.repsim.models.room.game;

/**
 * The JSON kind of one state field. The split matters to the cheap encoder, which compares
 * primitives (numbers, strings, booleans) directly and stringifies only arrays.
 */
public enum ValueKind {
    /** A whole number in [0, size). */
    INT(true),
    BOOL(true),
    /** A string of {@code size} characters. */
    STRING(true),
    /** An array of {@code size} whole numbers (a board, a score row). */
    INT_LIST(false),
    /** An array of {@code size} short strings (cards, words). */
    STRING_LIST(false);

    private final boolean primitive;

    ValueKind(boolean primitive) {
        this.primitive = primitive;
    }

    /** True for kinds JavaScript compares with {@code ===}; false for arrays. */
    public boolean primitive() {
        return primitive;
    }

    /** Parses the YAML spelling ({@code int}, {@code bool}, {@code string}, {@code int_list}, {@code string_list}). */
    public static ValueKind parse(String s) {
        for (ValueKind k : values()) {
            if (k.name().equalsIgnoreCase(s)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown value kind '" + s + "' (int, bool, string, int_list, string_list)");
    }
}
