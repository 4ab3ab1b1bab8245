package org.repsim.models.unreal.object;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Ready-made classes of the published measurements, referable by name from experiment files: {@code
 * Full}, {@code Partial}, {@code Carrier} (docs/sources.md#ue58-classes) and {@code ComponentHeavy}
 * (docs/sources.md#ue53-component-heavy). Experiment files may also define their own {@link
 * ActorClassSpec}s.
 */
public final class ActorClasses {
    public static final String FULL = "Full";
    public static final String PARTIAL = "Partial";
    public static final String CARRIER = "Carrier";
    public static final String COMPONENT_HEAVY = "ComponentHeavy";

    private ActorClasses() {
    }

    /**
     * The 16 push properties of the lab class: 8 int32, 4 float, 4 FVector
     * (docs/sources.md#ue58-main-condition).
     */
    public static List<PropertySpec> labProperties() {
        List<PropertySpec> p = new ArrayList<>(16);
        for (int i = 0; i < 8; i++) {
            p.add(PropertySpec.push("Int" + i, WireType.INT32));
        }
        for (int i = 0; i < 4; i++) {
            p.add(PropertySpec.push("Float" + i, WireType.FLOAT));
        }
        for (int i = 0; i < 4; i++) {
            p.add(PropertySpec.push("Vector" + i, WireType.VECTOR));
        }
        return p;
    }

    /** The lab's setup: always relevant, movement off, NetUpdateFrequency 100, NetPriority 1. */
    private static ActorClassSpec labClass(String name, List<PropertySpec> props, List<ComponentSpec> comps) {
        return new ActorClassSpec(name, props, comps, 100.0, 2.0, 1.0, true, 150.0,
                DormancyMode.AWAKE, true, false);
    }

    /** Full: 16 push properties + the 10 push-based AActor ones. */
    public static ActorClassSpec full() {
        return labClass(FULL, labProperties(), List.of());
    }

    /** Partial: Full plus one polled property that never changes (the writer never picks it). */
    public static ActorClassSpec partial() {
        List<PropertySpec> p = new ArrayList<>(labProperties());
        p.add(PropertySpec.polled("PolledNeverChanges", WireType.INT32).notWritable());
        return labClass(PARTIAL, p, List.of());
    }

    /** Carrier: the body holds one polled property; the 16 push properties live in a Full component. */
    public static ActorClassSpec carrier() {
        List<PropertySpec> body = List.of(PropertySpec.polled("PolledNeverChanges", WireType.INT32).notWritable());
        return labClass(CARRIER, body, List.of(new ComponentSpec("LabComponent", labProperties())));
    }

    /**
     * The component-heavy setup (docs/sources.md#ue53-component-heavy): an actor carrying {@code
     * components} replicated components with one float property each (push-based or polled as the
     * project registered them).
     */
    public static ActorClassSpec componentHeavy(int components, boolean pushBased) {
        PropertySpec prop = pushBased ? PropertySpec.push("Value", WireType.FLOAT)
                : PropertySpec.polled("Value", WireType.FLOAT);
        return new ActorClassSpec(COMPONENT_HEAVY, List.of(),
                List.of(new ComponentSpec("ValueComponent", List.of(prop), components)),
                100.0, 2.0, 1.0, true, 150.0, DormancyMode.AWAKE, true, false);
    }

    /** The named built-in classes (component-heavy with 20 push components), sorted by name. */
    public static Map<String, ActorClassSpec> builtIns() {
        Map<String, ActorClassSpec> m = new TreeMap<>();
        m.put(FULL, full());
        m.put(PARTIAL, partial());
        m.put(CARRIER, carrier());
        m.put(COMPONENT_HEAVY, componentHeavy(20, true));
        return m;
    }

    /** A built-in class by name; throws naming the known names otherwise. */
    public static ActorClassSpec byName(String name) {
        ActorClassSpec c = builtIns().get(name);
        if (c == null) {
            throw new IllegalArgumentException("unknown built-in actor class '" + name + "' (known: "
                    + builtIns().keySet() + ")");
        }
        return c;
    }
}
