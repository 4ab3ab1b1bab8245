package org.repsim.experiments.bindings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * Checked {@code scenario:} → {@link UnrealScenarioFile} (bound generically) → the model's
 * {@link UnrealScenario}: the named translation step (built-in classes, ComponentHeavy's shape,
 * workload switches) and the cross-field rules the schema cannot express, each a
 * {@link BindingException} naming its key.
 */
final class UnrealScenarioReader {
    private static final Conversions CONVERSIONS = Conversions.NONE.with(InterleavingFile.CONVERSION);
    static final ObjectSchema SCHEMA = RecordSchema.of("Unreal replication scenario (defaults: the measured lab, docs/sources.md#ue58-main-condition).",
            UnrealScenarioFile.class, CONVERSIONS);

    private UnrealScenarioReader() {
    }

    static UnrealScenario read(Map<String, Object> checked) throws BindingException {
        skipNeedsPush(RecordBinder.asMap(checked.get("replication")));
        UnrealScenarioFile f = RecordBinder.bind(UnrealScenarioFile.class, checked, "scenario", CONVERSIONS);
        Map<String, ActorClassSpec> classes = classes(f);
        List<ActorGroup> groups = f.actors();
        for (int i = 0; i < groups.size(); i++) {
            ActorGroup g = groups.get(i);
            if (!classes.containsKey(g.className())) {
                throw new BindingException("scenario.actors[" + i + "].class", "unknown actor class '" + g.className()
                        + "' (built-in: Full, Partial, Carrier, ComponentHeavy; or define it under scenario.classes)");
            }
            if (g.ownerConnection() >= f.connections()) {
                throw new BindingException("scenario.actors[" + i + "].owner", "owner connection " + g.ownerConnection()
                        + " does not exist (connections: " + f.connections() + ")");
            }
        }
        // Only the classes actually used go into the scenario, in first-use order.
        List<ActorClassSpec> used = new ArrayList<>();
        for (ActorGroup g : groups) {
            ActorClassSpec c = classes.get(g.className());
            if (!used.contains(c)) {
                used.add(c);
            }
        }
        try {
            return new UnrealScenario(used, groups, f.connections(), f.replication(), f.network(), workloads(f, classes))
                    .withInterleaving(f.interleaving());
        } catch (IllegalArgumentException e) {
            throw new BindingException("scenario", e.getMessage());
        }
    }

    /**
     * The engine only skips push-model replicators, and Iris has no skip (named here: the record
     * alone would blame all of replication).
     */
    private static void skipNeedsPush(Map<String, Object> replication) throws BindingException {
        if (Boolean.TRUE.equals(replication.get("skip_undirtied")) && !Boolean.TRUE.equals(replication.get("push_model"))) {
            throw new BindingException("scenario.replication.skip_undirtied",
                    "skip_undirtied needs push_model: true (the engine only skips push-model replicators)");
        }
        if (Boolean.TRUE.equals(replication.get("skip_undirtied"))
                && "iris".equals(String.valueOf(replication.get("strategy")))) {
            throw new BindingException("scenario.replication.skip_undirtied", ReplicationSettings.IRIS_HAS_NO_SKIP);
        }
    }

    /** Built-ins (ComponentHeavy in the file's shape), then the file's own classes, which may not shadow them. */
    private static Map<String, ActorClassSpec> classes(UnrealScenarioFile f) throws BindingException {
        Map<String, ActorClassSpec> classes = new LinkedHashMap<>(ActorClasses.builtIns());
        classes.put(ActorClasses.COMPONENT_HEAVY,
                ActorClasses.componentHeavy(f.componentHeavy().components(), f.componentHeavy().push()));
        for (int i = 0; i < f.classes().size(); i++) {
            ActorClassSpec c = f.classes().get(i);
            if (classes.containsKey(c.name())) {
                throw new BindingException("scenario.classes[" + i + "].name", "class '" + c.name()
                        + "' is defined twice or shadows a built-in class");
            }
            classes.put(c.name(), c);
        }
        return classes;
    }

    private static List<WorkloadSpec> workloads(UnrealScenarioFile f, Map<String, ActorClassSpec> classes)
            throws BindingException {
        List<WorkloadSpec> out = new ArrayList<>();
        // Order matters for a fixed seed: dormancy first (wake-then-write relies on it), then writers.
        add(out, f.dormancy().enabled(), f.dormancy().workload(), classes, "dormancy");
        add(out, f.writer().enabled(), f.writer().workload(), classes, "writer");
        add(out, f.timers().enabled(), f.timers().workload(), classes, "timers");
        add(out, f.multicast().enabled(), f.multicast().workload(), classes, "multicast");
        add(out, f.gc().enabled(), f.gc().workload(), classes, "gc");
        return out;
    }

    private static void add(List<WorkloadSpec> out, boolean enabled, WorkloadSpec w, Map<String, ActorClassSpec> classes,
                            String key) throws BindingException {
        if (!enabled) {
            return;
        }
        if (w.targetClass() != null && !classes.containsKey(w.targetClass())) {
            throw new BindingException("scenario." + key + ".class", "unknown actor class '" + w.targetClass() + "'");
        }
        out.add(w);
    }
}
