package org.repsim.models.unreal.object;

import org.repsim.engine.param.Param;

import java.util.List;

/**
 * A replicated component (subobject) attached to an actor: its own replicator, properties and
 * Full/Partial status. {@code count} identical instances are attached to each actor.
 */
public record ComponentSpec(
        @Param(doc = "Component name.") String name,
        @Param(doc = "The component's replicated properties.", minItems = 1) List<PropertySpec> properties,
        @Param(doc = "Identical instances attached to each actor.", dflt = "1", min = 1, max = 10_000) int count) {
    public ComponentSpec {
        properties = List.copyOf(properties);
        if (count < 1) {
            throw new IllegalArgumentException("component '" + name + "': count must be >= 1");
        }
    }

    public ComponentSpec(String name, List<PropertySpec> properties) {
        this(name, properties, 1);
    }

    /** Derived, never declared: Full when every property is push-based (docs/sources.md#unreal-objects). */
    public boolean isFull() {
        return properties.stream().allMatch(PropertySpec::pushBased);
    }
}
