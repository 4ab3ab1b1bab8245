package org.repsim.models.unreal.object;

import org.repsim.engine.param.Param;

import java.util.Objects;

/**
 * {@code count} actors of class {@code className}.
 *
 * @param ownerConnection     connection that owns these actors (-1: server-owned); drives
 *                            owner-only conditions and the ×4 view-target priority
 * @param registeredForPush   false models an object never registered with the push-model
 *                            manager: it ignores marks but starts with every property dirty
 */
public record ActorGroup(
        @Param(key = "class", doc = "Built-in class (Full, Partial, Carrier, ComponentHeavy) or one of classes[].name.")
        String className,
        @Param(doc = "Number of actors.", min = 0, max = 1_000_000) int count,
        @Param(key = "owner", doc = "Owning connection (-1: server-owned).", dflt = "-1", min = -1, max = 1_000)
        int ownerConnection,
        @Param(doc = "false: never registered with the push-model manager (ignores marks, starts all dirty).",
                dflt = "true")
        boolean registeredForPush) {
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
