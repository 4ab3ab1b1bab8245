package org.repsim.models.unreal.object;

import java.util.List;

/**
 * A replicated component (subobject) attached to an actor: its own replicator, properties and
 * Full/Partial status. {@code count} identical instances are attached to each actor.
 */
public record ComponentSpec(String name, List<PropertySpec> properties, int count) {
    public ComponentSpec {
        properties = List.copyOf(properties);
        if (count < 1) {
            throw new IllegalArgumentException("component '" + name + "': count must be >= 1");
        }
    }

    public ComponentSpec(String name, List<PropertySpec> properties) {
        this(name, properties, 1);
    }

    /** Derived, never declared: Full when every property is push-based (brief §2). */
    public boolean isFull() {
        return properties.stream().allMatch(PropertySpec::pushBased);
    }
}
