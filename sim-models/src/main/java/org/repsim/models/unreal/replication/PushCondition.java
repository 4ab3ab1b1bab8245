package org.repsim.models.unreal.replication;

/** The three push-model conditions of the measurements (docs/sources.md#ue58-main-condition). */
public enum PushCondition {
    PUSH_OFF, PUSH_ON, PUSH_SKIP;

    public static PushCondition parse(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT).replace('-', '_').replace(' ', '_').replace("+", "");
        return switch (t) {
            case "push_off", "off" -> PUSH_OFF;
            case "push_on", "push", "on" -> PUSH_ON;
            case "push_skip", "push__skip", "skip", "push_on_skip" -> PUSH_SKIP;
            default -> throw new IllegalArgumentException("unknown push condition '" + text + "' (push_off, push_on, push_skip)");
        };
    }
}
