package org.repsim.models.unreal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.models.unreal.connection.NetworkSpec;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.replication.DistanceInterleaving;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.replication.ReplicationStrategy;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * One Unreal replication scenario, immutable and buildable in code or bound from YAML.
 *
 * @param classes     actor classes used by the groups (built-ins may be listed by their factories)
 * @param actors      actor groups: class name and count
 * @param connections number of client connections
 * @param interleaving per-distance update rates (none by default)
 */
public record UnrealScenario(List<ActorClassSpec> classes, List<ActorGroup> actors, int connections,
                             ReplicationSettings settings, NetworkSpec network, List<WorkloadSpec> workloads,
                             DistanceInterleaving interleaving) {

    /** A scenario without per-distance update rates. */
    public UnrealScenario(List<ActorClassSpec> classes, List<ActorGroup> actors, int connections,
                          ReplicationSettings settings, NetworkSpec network, List<WorkloadSpec> workloads) {
        this(classes, actors, connections, settings, network, workloads, DistanceInterleaving.off());
    }

    public UnrealScenario {
        java.util.Objects.requireNonNull(interleaving, "interleaving");
        classes = List.copyOf(classes);
        actors = List.copyOf(actors);
        workloads = List.copyOf(workloads);
        if (connections < 0) {
            throw new IllegalArgumentException("connections must be >= 0");
        }
        java.util.Objects.requireNonNull(settings, "settings");
        java.util.Objects.requireNonNull(network, "network");
        Map<String, ActorClassSpec> byName = new TreeMap<>();
        for (ActorClassSpec c : classes) {
            if (byName.put(c.name(), c) != null) {
                throw new IllegalArgumentException("actor class '" + c.name() + "' defined twice");
            }
        }
        for (ActorGroup g : actors) {
            if (!byName.containsKey(g.className())) {
                throw new IllegalArgumentException("actor group refers to unknown class '" + g.className()
                        + "' (defined: " + byName.keySet() + ")");
            }
            if (g.ownerConnection() >= connections) {
                throw new IllegalArgumentException("actor group '" + g.className() + "': owner connection "
                        + g.ownerConnection() + " >= connections " + connections);
            }
        }
        String playerStates = settings.graph().playerStateClass();
        if (settings.strategy() == ReplicationStrategy.REPLICATION_GRAPH && !playerStates.isEmpty()
                && !byName.containsKey(playerStates)) {
            throw new IllegalArgumentException("replication.graph.player_state_class refers to unknown class '"
                    + playerStates + "' (defined: " + byName.keySet() + ")");
        }
        for (WorkloadSpec w : workloads) {
            String cn = w.targetClass();
            if (cn != null && !byName.containsKey(cn)) {
                throw new IllegalArgumentException("workload " + w + " refers to unknown class '" + cn + "'");
            }
        }
    }

    public ActorClassSpec classNamed(String name) {
        for (ActorClassSpec c : classes) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown class '" + name + "'");
    }

    /**
     * The measured lab (docs/sources.md#ue58-main-condition): {@code actors} actors of a class, the
     * writer at {@code ratePerActorPerSecond}, caps raised to 100 MB/s, loopback, 30 Hz.
     */
    public static UnrealScenario briefLab(ActorClassSpec cls, int actors, int connections, PushCondition condition,
                                          double ratePerActorPerSecond) {
        return new UnrealScenario(List.of(cls), List.of(new ActorGroup(cls.name(), actors)), connections,
                ReplicationSettings.measured(condition), NetworkSpec.loopback(),
                List.of(WorkloadSpec.Writer.brief(ratePerActorPerSecond)));
    }

    /** The main calibration condition: 1000 Full actors, 1%, 2 connections. */
    public static UnrealScenario mainCondition(PushCondition condition) {
        return briefLab(ActorClasses.full(), 1000, 2, condition, 0.01);
    }

    /**
     * The measured dormancy condition (docs/sources.md#ue58-dormancy): all actors set
     * DORM_DormantAll 5 s into warm-up; every write first wakes the actor, then writes and marks.
     */
    public static UnrealScenario dormancyCondition(PushCondition condition, double ratePerActorPerSecond) {
        UnrealScenario base = briefLab(ActorClasses.full(), 1000, 2, condition, ratePerActorPerSecond);
        List<WorkloadSpec> w = new ArrayList<>();
        w.add(new WorkloadSpec.DormancyChange(5.0, null, DormancyMode.DORMANT_ALL));
        w.add(WorkloadSpec.Writer.brief(ratePerActorPerSecond).withWakeBeforeWrite(true));
        return base.withWorkloads(w);
    }

    /**
     * The measured multicast run (docs/sources.md#ue58-main-condition): the main condition at
     * {@code ratePerActorPerSecond} with one unreliable multicast on every actor at {@code
     * atSeconds} (10 s before measuring: 10 s into a 20 s warm-up).
     */
    public static UnrealScenario multicastCondition(PushCondition condition, double ratePerActorPerSecond,
                                                    double atSeconds) {
        return briefLab(ActorClasses.full(), 1000, 2, condition, ratePerActorPerSecond).withWorkloads(List.of(
                WorkloadSpec.Writer.brief(ratePerActorPerSecond), new WorkloadSpec.UnreliableMulticast(atSeconds, null)));
    }

    public UnrealScenario withInterleaving(DistanceInterleaving i) {
        return new UnrealScenario(classes, actors, connections, settings, network, workloads, i);
    }

    public UnrealScenario withSettings(ReplicationSettings s) {
        return new UnrealScenario(classes, actors, connections, s, network, workloads, interleaving);
    }

    public UnrealScenario withWorkloads(List<WorkloadSpec> w) {
        return new UnrealScenario(classes, actors, connections, settings, network, w, interleaving);
    }

    public UnrealScenario withConnections(int n) {
        return new UnrealScenario(classes, actors, n, settings, network, workloads, interleaving);
    }

    public UnrealScenario withNetwork(NetworkSpec n) {
        return new UnrealScenario(classes, actors, connections, settings, n, workloads, interleaving);
    }

    public UnrealScenario withActors(List<ActorClassSpec> cls, List<ActorGroup> groups) {
        return new UnrealScenario(cls, groups, connections, settings, network, workloads, interleaving);
    }
}
