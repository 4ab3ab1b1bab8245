package org.repsim.experiments.bindings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.connection.NetworkSpec;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.ComponentSpec;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.object.PropertySpec;
import org.repsim.models.unreal.object.ReplicationCondition;
import org.repsim.models.unreal.object.WireType;
import org.repsim.models.unreal.replication.FrameClock;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * Checked {@code scenario:} parameters → the Unreal model's immutable {@link UnrealScenario}.
 * Cross-field rules the schema cannot express (class references, skip needs push) become
 * {@link BindingException}s naming the key.
 */
final class UnrealScenarioReader {
    private UnrealScenarioReader() {
    }

    static UnrealScenario read(Params s) throws BindingException {
        Map<String, ActorClassSpec> classes = new LinkedHashMap<>();
        Params heavy = s.obj("component_heavy");
        ActorClasses.builtIns().forEach((name, spec) -> classes.put(name, spec));
        classes.put(ActorClasses.COMPONENT_HEAVY,
                ActorClasses.componentHeavy(heavy.int32("components"), heavy.bool("push")));
        for (Params c : s.objects("classes")) {
            String name = c.str("name");
            if (ActorClasses.builtIns().containsKey(name) || classes.containsKey(name)
                    && !ActorClasses.builtIns().containsKey(name)) {
                throw new BindingException("scenario.classes", "class '" + name + "' is defined twice or shadows a built-in class");
            }
            classes.put(name, actorClass(c));
        }
        int connections = s.int32("connections");
        List<ActorGroup> groups = new ArrayList<>();
        for (Params g : s.objects("actors")) {
            String cls = g.str("class");
            if (!classes.containsKey(cls)) {
                throw new BindingException("scenario.actors", "unknown actor class '" + cls + "' (built-in: Full, Partial,"
                        + " Carrier, ComponentHeavy; or define it under scenario.classes)");
            }
            if (g.int32("owner") >= connections) {
                throw new BindingException("scenario.actors", "owner connection " + g.int32("owner")
                        + " does not exist (connections: " + connections + ")");
            }
            groups.add(new ActorGroup(cls, g.int32("count"), g.int32("owner"), g.bool("registered_for_push")));
        }
        // Only the classes actually used go into the scenario, in first-use order.
        List<ActorClassSpec> used = new ArrayList<>();
        for (ActorGroup g : groups) {
            ActorClassSpec c = classes.get(g.className());
            if (!used.contains(c)) {
                used.add(c);
            }
        }
        ReplicationSettings settings = settings(s.obj("replication"));
        Params net = s.obj("network");
        NetworkSpec network = new NetworkSpec(net.num("rtt_ms"), net.num("loss"));
        List<WorkloadSpec> workloads = workloads(s, classes);
        try {
            return new UnrealScenario(used, groups, connections, settings, network, workloads);
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario", e.getMessage());
        }
    }

    private static ReplicationSettings settings(Params r) throws BindingException {
        if (r.bool("skip_undirtied") && !r.bool("push_model")) {
            throw new BindingException("scenario.replication.skip_undirtied",
                    "skip_undirtied needs push_model: true (the engine only skips push-model replicators)");
        }
        return new ReplicationSettings(r.bool("push_model"), r.bool("skip_undirtied"), r.bool("validation"),
                r.bool("replay_driver"), r.num("max_tick_rate_hz"), r.num("client_rate_bytes_per_s"),
                r.num("server_rate_bytes_per_s"), r.bool("adaptive_net_update_frequency"),
                FrameClock.parse(r.str("frame_clock")), r.num("world_size_m"));
    }

    private static List<WorkloadSpec> workloads(Params s, Map<String, ActorClassSpec> classes) throws BindingException {
        List<WorkloadSpec> out = new ArrayList<>();
        // Order matters for a fixed seed: dormancy first (wake-then-write relies on it), then writers.
        Params d = s.obj("dormancy");
        if (d.bool("enabled")) {
            out.add(new WorkloadSpec.DormancyChange(d.num("at_s"), target(d, classes, "scenario.dormancy.class"),
                    DormancyMode.parse(d.str("mode"))));
        }
        Params w = s.obj("writer");
        if (w.bool("enabled")) {
            out.add(new WorkloadSpec.Writer(w.num("rate"), WorkloadSpec.Arrival.valueOf(
                    w.str("arrival").toUpperCase(java.util.Locale.ROOT)), target(w, classes, "scenario.writer.class"),
                    w.bool("same_value"), w.bool("mark"), w.bool("wake_before_write")));
        }
        Params t = s.obj("timers");
        if (t.bool("enabled")) {
            out.add(new WorkloadSpec.ComponentTimers(target(t, classes, "scenario.timers.class"), t.num("period_s"),
                    t.num("change_probability")));
        }
        Params m = s.obj("multicast");
        if (m.bool("enabled")) {
            out.add(new WorkloadSpec.UnreliableMulticast(m.num("at_s"), target(m, classes, "scenario.multicast.class")));
        }
        Params gc = s.obj("gc");
        if (gc.bool("enabled")) {
            out.add(new WorkloadSpec.GarbageCollection(gc.num("every_s")));
        }
        return out;
    }

    private static String target(Params p, Map<String, ActorClassSpec> classes, String key) throws BindingException {
        String c = (String) p.raw("class");
        if (c != null && !classes.containsKey(c)) {
            throw new BindingException(key, "unknown actor class '" + c + "'");
        }
        return c;
    }

    private static ActorClassSpec actorClass(Params c) throws BindingException {
        List<ComponentSpec> components = new ArrayList<>();
        for (Params comp : c.objects("components")) {
            components.add(new ComponentSpec(comp.str("name"), properties(comp.objects("properties")), comp.int32("count")));
        }
        try {
            return new ActorClassSpec(c.str("name"), properties(c.objects("properties")), components,
                    c.num("net_update_frequency"), c.num("min_net_update_frequency"), c.num("net_priority"),
                    c.bool("always_relevant"), c.num("cull_distance"), DormancyMode.parse(c.str("dormancy")),
                    c.bool("inherits_actor_properties"), c.bool("moving"));
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario.classes", e.getMessage());
        }
    }

    private static List<PropertySpec> properties(List<Params> list) throws BindingException {
        List<PropertySpec> out = new ArrayList<>();
        for (Params p : list) {
            try {
                String et = (String) p.raw("element_type");
                out.add(new PropertySpec(p.str("name"), WireType.parse(p.str("type")), p.int32("payload_bits"),
                        p.int32("elements"), et == null ? null : WireType.parse(et), p.bool("push"),
                        ReplicationCondition.parse(p.str("condition")), p.bool("writable")));
            } catch (IllegalArgumentException e) {
                throw new BindingException("scenario.classes", e.getMessage());
            }
        }
        return out;
    }
}
