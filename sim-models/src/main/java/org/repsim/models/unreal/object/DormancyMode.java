package org.repsim.models.unreal.object;

/** An actor class's {@code NetDormancy} (the subset the measurements use). */
public enum DormancyMode {
    /** {@code DORM_Never}: always on the active list. */
    NEVER,
    /** {@code DORM_Awake}: awake, may be set dormant later by game code. */
    AWAKE,
    /** {@code DORM_DormantAll}: goes dormant on every connection once nothing is left to send. */
    DORMANT_ALL;

    public static DormancyMode parse(String text) {
        String t = text.trim().toUpperCase(java.util.Locale.ROOT).replace('-', '_');
        if (t.startsWith("DORM_")) {
            t = t.substring(5);
        }
        return switch (t) {
            case "NEVER" -> NEVER;
            case "AWAKE" -> AWAKE;
            case "DORMANTALL", "DORMANT_ALL", "DORMANT" -> DORMANT_ALL;
            default -> throw new IllegalArgumentException("unknown dormancy mode '" + text + "'");
        };
    }
}
