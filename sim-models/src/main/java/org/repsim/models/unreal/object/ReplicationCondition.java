package org.repsim.models.unreal.object;

/**
 * A property's replication condition. Conditional properties are compared like all others
 * (once per object per frame) and filtered per connection when the change list is serialized.
 */
public enum ReplicationCondition {
    NONE,
    /** {@code COND_OwnerOnly}: sent only to the owning connection. */
    OWNER_ONLY,
    /** {@code COND_SkipOwner}: sent to every connection but the owner. */
    SKIP_OWNER;

    public static ReplicationCondition parse(String text) {
        String t = text.trim().toUpperCase(java.util.Locale.ROOT).replace('-', '_');
        if (t.startsWith("COND_")) {
            t = t.substring(5);
        }
        return switch (t) {
            case "NONE" -> NONE;
            case "OWNERONLY", "OWNER_ONLY" -> OWNER_ONLY;
            case "SKIPOWNER", "SKIP_OWNER" -> SKIP_OWNER;
            default -> throw new IllegalArgumentException("unknown replication condition '" + text + "'");
        };
    }

    /** Whether a property with this condition goes to connection {@code connection} of an actor owned by {@code owner}. */
    public boolean sendsTo(int connection, int owner) {
        return switch (this) {
            case NONE -> true;
            case OWNER_ONLY -> connection == owner;
            case SKIP_OWNER -> connection != owner;
        };
    }
}
