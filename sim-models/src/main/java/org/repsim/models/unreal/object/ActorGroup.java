package org.repsim.models.unreal.object;

import java.util.Objects;

/**
 * {@code count} actors of class {@code className}.
 *
 * @param ownerConnection     connection that owns these actors (-1: server-owned); drives
 *                            owner-only conditions and the ×4 view-target priority
 * @param registeredForPush   false models an object never registered with the push-model
 *                            manager: it ignores marks but starts with every property dirty
 */
public record ActorGroup(String className, int count, int ownerConnection, boolean registeredForPush) {
    public ActorGroup {
        Objects.requireNonNull(className, "className");
        if (count < 0) {
            throw new IllegalArgumentException("actor group '" + className + "': count must be >= 0");
        }
    }

    public ActorGroup(String className, int count) {
        this(className, count, -1, true);
    }
}
