package org.repsim.models.unreal.object;

import org.repsim.engine.param.Param;

import java.util.List;
import java.util.Objects;

/**
 * An actor class defined as data (so YAML can describe it). Full / Partial is <em>derived</em>
 * ({@link #isFullBody()}): the class never declares it.
 *
 * @param name                  class name, referred to by actor groups
 * @param properties            the class's own replicated properties
 * @param components            replicated components (subobjects) attached to each actor
 * @param netUpdateFrequency    {@code NetUpdateFrequency}, Hz
 * @param minNetUpdateFrequency {@code MinNetUpdateFrequency}, Hz (used by adaptive frequency only)
 * @param netPriority           {@code NetPriority}
 * @param alwaysRelevant        {@code bAlwaysRelevant}; otherwise {@code cullDistance} decides
 * @param cullDistance          net cull distance in metres (ignored when always relevant)
 * @param dormancy              initial {@code NetDormancy}
 * @param inheritsActorProperties whether the 10 engine {@code AActor} properties are registered
 * @param moving                a moving actor: the engine marks {@code ReplicatedMovement} every frame
 */
public record ActorClassSpec(
        @Param(doc = "Class name, referred to by actors[].class.") String name,
        @Param(doc = "The class's own replicated properties.", dflt = "[]") List<PropertySpec> properties,
        @Param(doc = "Replicated components (subobjects).", dflt = "[]") List<ComponentSpec> components,
        @Param(doc = "NetUpdateFrequency, Hz.", dflt = "100", min = 0.001, max = 1000) double netUpdateFrequency,
        @Param(doc = "MinNetUpdateFrequency, Hz (adaptive frequency only).", dflt = "2", min = 0.001, max = 1000)
        double minNetUpdateFrequency,
        @Param(doc = "NetPriority.", dflt = "1", min = 0.001, max = 1000) double netPriority,
        @Param(doc = "bAlwaysRelevant; otherwise cull_distance decides.", dflt = "true") boolean alwaysRelevant,
        @Param(doc = "Net cull distance, metres.", dflt = "150", min = 0.001, max = 1e7) double cullDistance,
        @Param(doc = "Initial NetDormancy.", dflt = "awake") DormancyMode dormancy,
        @Param(doc = "Registers the 10 engine AActor properties.", dflt = "true") boolean inheritsActorProperties,
        @Param(doc = "Moving actor: ReplicatedMovement marked every frame.", dflt = "false") boolean moving) {

    public ActorClassSpec {
        Objects.requireNonNull(name, "name");
        properties = List.copyOf(properties);
        components = List.copyOf(components);
        Objects.requireNonNull(dormancy, "dormancy");
        if (netUpdateFrequency <= 0 || minNetUpdateFrequency <= 0) {
            throw new IllegalArgumentException("class '" + name + "': update frequencies must be > 0");
        }
        if (netPriority <= 0) {
            throw new IllegalArgumentException("class '" + name + "': NetPriority must be > 0");
        }
        if (!alwaysRelevant && cullDistance <= 0) {
            throw new IllegalArgumentException("class '" + name + "': cull distance must be > 0 when not always relevant");
        }
    }

    /** The body's registered properties, engine ones first, as the engine lays them out. */
    public List<PropertySpec> bodyProperties() {
        if (!inheritsActorProperties) {
            return properties;
        }
        List<PropertySpec> all = new java.util.ArrayList<>(EngineProperties.actor());
        all.addAll(properties);
        return all;
    }

    /** Derived: the actor body is Full when all its properties, inherited included, are push-based. */
    public boolean isFullBody() {
        return bodyProperties().stream().allMatch(PropertySpec::pushBased);
    }

    public ActorClassSpec withName(String n) {
        return new ActorClassSpec(n, properties, components, netUpdateFrequency, minNetUpdateFrequency,
                netPriority, alwaysRelevant, cullDistance, dormancy, inheritsActorProperties, moving);
    }

    public ActorClassSpec withDormancy(DormancyMode d) {
        return new ActorClassSpec(name, properties, components, netUpdateFrequency, minNetUpdateFrequency,
                netPriority, alwaysRelevant, cullDistance, d, inheritsActorProperties, moving);
    }

    public ActorClassSpec withNetUpdateFrequency(double hz) {
        return new ActorClassSpec(name, properties, components, hz, minNetUpdateFrequency,
                netPriority, alwaysRelevant, cullDistance, dormancy, inheritsActorProperties, moving);
    }

    public ActorClassSpec withRelevancy(boolean always, double cull) {
        return new ActorClassSpec(name, properties, components, netUpdateFrequency, minNetUpdateFrequency,
                netPriority, always, cull, dormancy, inheritsActorProperties, moving);
    }

    public ActorClassSpec withNetPriority(double p) {
        return new ActorClassSpec(name, properties, components, netUpdateFrequency, minNetUpdateFrequency,
                p, alwaysRelevant, cullDistance, dormancy, inheritsActorProperties, moving);
    }

    public ActorClassSpec withMoving(boolean m) {
        return new ActorClassSpec(name, properties, components, netUpdateFrequency, minNetUpdateFrequency,
                netPriority, alwaysRelevant, cullDistance, dormancy, inheritsActorProperties, m);
    }
}
