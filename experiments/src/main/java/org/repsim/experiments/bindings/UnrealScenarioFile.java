package org.repsim.experiments.bindings;

import java.util.List;
import org.repsim.engine.param.Inline;
import org.repsim.engine.param.Param;
import org.repsim.models.unreal.connection.NetworkSpec;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.DistanceInterleaving;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * The YAML shape of {@code model: unreal}'s {@code scenario:}. It differs from the model's {@link
 * org.repsim.models.unreal.UnrealScenario} on purpose: a file names built-in classes instead of
 * defining them, shapes the built-in ComponentHeavy class, and switches each workload on or off by
 * key; {@link UnrealScenarioReader} translates. Everything else is the model's own declared
 * records. Defaults describe the measured lab (docs/sources.md#ue58-main-condition): 1000 Full
 * actors, 2 connections, push model off, caps raised to 100 MB/s, 30 Hz, loopback, the writer at
 * 1%.
 */
record UnrealScenarioFile(
        @Param(doc = "Client connections.", dflt = "2", min = 0, max = 1_000) int connections,
        @Param(doc = "Actor groups.", dflt = "[{class: Full, count: 1000}]", shown = "[{class: Full, count: 1000}]",
                minItems = 1)
        List<ActorGroup> actors,
        @Param(doc = "Custom actor classes.", dflt = "[]") List<ActorClassSpec> classes,
        @Param(doc = "Shape of the built-in ComponentHeavy class (the component-heavy setup).", dflt = "{}")
        ComponentHeavy componentHeavy,
        @Param(doc = "Server replication switches and limits.", dflt = "{}") ReplicationSettings replication,
        @Param(doc = "Per-connection network.", dflt = "{}") NetworkSpec network,
        @Param(doc = "The measured lab's random writer.", dflt = "{}") WriterSwitch writer,
        @Param(doc = "Component timers (the component-heavy setup).", dflt = "{}") TimersSwitch timers,
        @Param(doc = "Unreliable multicast RPC (it stops skip for its actors).", dflt = "{}") MulticastSwitch multicast,
        @Param(doc = "Garbage collection (forces the compare of references).", dflt = "{}") GcSwitch gc,
        @Param(doc = "Dormancy change.", dflt = "{}") DormancySwitch dormancy,
        @Param(doc = "Distance-based replication interleaving of every actor not owned by the connection"
                + " (distances need replication.world_size_m > 0).", dflt = "{rule: 'off'}")
        DistanceInterleaving interleaving) {

    /** The built-in ComponentHeavy class's shape (the model builds it with ActorClasses.componentHeavy). */
    record ComponentHeavy(
            @Param(doc = "Components per actor, one int32 each.", dflt = "20", min = 1, max = 10_000) int components,
            @Param(doc = "Component properties registered push-based.", dflt = "true") boolean push) {
    }

    record WriterSwitch(@Param(doc = "The measured lab's writer.", dflt = "true") boolean enabled,
                        @Inline WorkloadSpec.Writer workload) {
    }

    record TimersSwitch(@Param(doc = "Component timers changing properties.", dflt = "false") boolean enabled,
                        @Inline WorkloadSpec.ComponentTimers workload) {
    }

    record MulticastSwitch(
            @Param(doc = "One unreliable multicast RPC on every targeted actor.", dflt = "false") boolean enabled,
            @Inline WorkloadSpec.UnreliableMulticast workload) {
    }

    record GcSwitch(@Param(doc = "Periodic garbage collection.", dflt = "false") boolean enabled,
                    @Inline WorkloadSpec.GarbageCollection workload) {
    }

    record DormancySwitch(@Param(doc = "Game code sets the actors' dormancy once.", dflt = "false") boolean enabled,
                          @Inline WorkloadSpec.DormancyChange workload) {
    }
}
