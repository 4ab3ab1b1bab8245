package org.repsim.experiments.schema;

/**
 * One key of an {@link ObjectSchema}.
 *
 * @param defaultValue value used when the key is absent (already in checked form), or null
 * @param defaultDoc   how {@code repsim schema} shows the default ("" = none)
 */
public record Field(String name, Schema type, boolean required, Object defaultValue, String defaultDoc,
                    String description) {
    public static Field required(String name, Schema type, String description) {
        return new Field(name, type, true, null, "required", description);
    }

    public static Field optional(String name, Schema type, Object defaultValue, String description) {
        return new Field(name, type, false, defaultValue, defaultValue == null ? "" : String.valueOf(defaultValue),
                description);
    }

    /** An optional key whose default is described in words (computed elsewhere). */
    public static Field optional(String name, Schema type, Object defaultValue, String defaultDoc,
                                 String description) {
        return new Field(name, type, false, defaultValue, defaultDoc, description);
    }
}
