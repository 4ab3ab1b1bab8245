package org.repsim.experiments.bindings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.input.schema.BoolSchema;
import org.repsim.experiments.input.schema.EnumSchema;
import org.repsim.experiments.input.schema.Field;
import org.repsim.experiments.input.schema.IntSchema;
import org.repsim.experiments.input.schema.ListSchema;
import org.repsim.experiments.input.schema.NumberSchema;
import org.repsim.experiments.input.schema.ObjectSchema;
import org.repsim.experiments.input.schema.StringSchema;

/**
 * The {@code scenario:} keys of {@code model: unreal}. Defaults describe the brief's §8 lab:
 * 1000 Full actors, 2 connections, push model off, caps raised to 100 MB/s, 30 Hz, loopback,
 * the brief's writer at 1% — so an experiment only states what it changes.
 */
final class UnrealScenarioSchema {
    static final List<String> WIRE_TYPES = List.of("int32", "float", "bool", "vector", "struct", "static_array",
            "dynamic_array", "object_reference", "custom_net_serialize");
    static final double RAISED_RATE = 100_000_000.0;

    private UnrealScenarioSchema() {
    }

    static ObjectSchema build() {
        ObjectSchema property = new ObjectSchema("", List.of(
                Field.required("name", StringSchema.any(), "Property name (unique in its class or component)."),
                Field.optional("type", new EnumSchema(WIRE_TYPES), "int32", "Wire type (bit sizes come from the cost profile)."),
                Field.optional("push", new BoolSchema(), true, "Registered push-based (true) or polled (false)."),
                Field.optional("condition", new EnumSchema(List.of("none", "owner_only", "skip_owner")), "none",
                        "Replication condition (COND_*), filtered per connection after the shared compare."),
                Field.optional("writable", new BoolSchema(), true, "Whether the writer may pick this property."),
                Field.optional("elements", new IntSchema(1, 1_000_000), 1L, "Array element count."),
                Field.optional("element_type", new EnumSchema(WIRE_TYPES.subList(0, 5)), null, "Array element type."),
                Field.optional("payload_bits", new IntSchema(0, 1_000_000), 0L, "Payload bits of struct / custom_net_serialize.")));
        ObjectSchema component = new ObjectSchema("", List.of(
                Field.required("name", StringSchema.any(), "Component name."),
                Field.optional("count", new IntSchema(1, 10_000), 1L, "Identical instances attached to each actor."),
                Field.required("properties", new ListSchema(property, 1), "The component's replicated properties.")));
        ObjectSchema actorClass = new ObjectSchema("", List.of(
                Field.required("name", StringSchema.any(), "Class name, referred to by actors[].class."),
                Field.optional("properties", new ListSchema(property, 0), List.of(), "[]", "The class's own replicated properties."),
                Field.optional("components", new ListSchema(component, 0), List.of(), "[]", "Replicated components (subobjects)."),
                Field.optional("net_update_frequency", new NumberSchema(0.001, 1000), 100.0, "NetUpdateFrequency, Hz."),
                Field.optional("min_net_update_frequency", new NumberSchema(0.001, 1000), 2.0, "MinNetUpdateFrequency, Hz (adaptive frequency only)."),
                Field.optional("net_priority", new NumberSchema(0.001, 1000), 1.0, "NetPriority."),
                Field.optional("always_relevant", new BoolSchema(), true, "bAlwaysRelevant; otherwise cull_distance decides."),
                Field.optional("cull_distance", new NumberSchema(0.001, 1e7), 150.0, "Net cull distance, metres."),
                Field.optional("dormancy", new EnumSchema(List.of("never", "awake", "dormant_all")), "awake", "Initial NetDormancy."),
                Field.optional("inherits_actor_properties", new BoolSchema(), true, "Registers the 10 engine AActor properties."),
                Field.optional("moving", new BoolSchema(), false, "Moving actor: ReplicatedMovement marked every frame.")));
        ObjectSchema group = new ObjectSchema("", List.of(
                Field.required("class", StringSchema.any(), "Built-in class (Full, Partial, Carrier, ComponentHeavy) or one of classes[].name."),
                Field.required("count", new IntSchema(0, 1_000_000), "Number of actors."),
                Field.optional("owner", new IntSchema(-1, 1_000), -1L, "Owning connection (-1: server-owned)."),
                Field.optional("registered_for_push", new BoolSchema(), true,
                        "false: never registered with the push-model manager (ignores marks, starts all dirty).")));
        Map<String, Object> defaultGroup = new LinkedHashMap<>();
        defaultGroup.put("class", "Full");
        defaultGroup.put("count", 1000L);
        defaultGroup.put("owner", -1L);
        defaultGroup.put("registered_for_push", true);

        ObjectSchema replication = new ObjectSchema("", List.of(
                Field.optional("push_model", new BoolSchema(), false, "net.IsPushModelEnabled."),
                Field.optional("skip_undirtied", new BoolSchema(), false, "net.PushModelSkipUndirtiedReplication (needs push_model)."),
                Field.optional("validation", new BoolSchema(), false, "net.PushModelValidateProperties."),
                Field.optional("replay_driver", new BoolSchema(), false, "Also run a replay net driver with its own dirty bits."),
                Field.optional("max_tick_rate_hz", new NumberSchema(1, 1000), 30.0, "NetServerMaxTickRate."),
                Field.optional("client_rate_bytes_per_s", new NumberSchema(1, 1e12), RAISED_RATE, "1e8",
                        "ConfiguredInternetSpeed asked by each client (engine default 100000)."),
                Field.optional("server_rate_bytes_per_s", new NumberSchema(1, 1e12), RAISED_RATE, "1e8",
                        "MaxClientRate allowed by the server (engine default 100000)."),
                Field.optional("adaptive_net_update_frequency", new BoolSchema(), false, "Adaptive net update frequency."),
                Field.optional("frame_clock", new EnumSchema(List.of("sequential", "overlapped")), "sequential",
                        "sequential: frame = game work + replication; overlapped: max of the two."),
                Field.optional("world_size_m", NumberSchema.atLeast(0), 0.0, "Side of the square map (0: all at the origin).")));
        ObjectSchema network = new ObjectSchema("", List.of(
                Field.optional("rtt_ms", new NumberSchema(0, 10_000), 1000.0 / 60.0, "16.667 (loopback)", "Round-trip time per connection."),
                Field.optional("loss", new NumberSchema(0, 0.99), 0.0, "Packet loss probability.")));
        ObjectSchema writer = new ObjectSchema("", List.of(
                Field.optional("enabled", new BoolSchema(), true, "The brief's writer (§8)."),
                Field.optional("rate", new NumberSchema(0, 1e6), 0.01, "Writes per actor per second (1% = 0.01, 3000% = 30)."),
                Field.optional("arrival", new EnumSchema(List.of("accumulator", "poisson")), "accumulator",
                        "accumulator: the brief's per-frame accumulator; poisson: exponential gaps, same mean."),
                Field.optional("class", StringSchema.any(), null, "Only actors of this class (default: every actor)."),
                Field.optional("same_value", new BoolSchema(), false, "Write the value the property already holds."),
                Field.optional("mark", new BoolSchema(), true, "Mark the property dirty (false: a missing mark)."),
                Field.optional("wake_before_write", new BoolSchema(), false, "FlushNetDormancy on the actor before writing.")));
        ObjectSchema timers = new ObjectSchema("", List.of(
                Field.optional("enabled", new BoolSchema(), false, "Brief §9: component timers changing properties."),
                Field.optional("class", StringSchema.any(), null, "Only actors of this class (default: every actor)."),
                Field.optional("period_s", new NumberSchema(0.0001, 1e6), 0.1, "Timer period per component, seconds."),
                Field.optional("change_probability", new NumberSchema(0, 1), 0.1, "Probability a firing changes the property.")));
        ObjectSchema multicast = new ObjectSchema("", List.of(
                Field.optional("enabled", new BoolSchema(), false, "One unreliable multicast RPC on every targeted actor."),
                Field.optional("at_s", NumberSchema.atLeast(0), 10.0, "When, seconds from the start (warm-up included)."),
                Field.optional("class", StringSchema.any(), null, "Only actors of this class.")));
        ObjectSchema gc = new ObjectSchema("", List.of(
                Field.optional("enabled", new BoolSchema(), false, "Periodic garbage collection."),
                Field.optional("every_s", new NumberSchema(0.001, 1e6), 60.0, "Interval, seconds.")));
        ObjectSchema dormancy = new ObjectSchema("", List.of(
                Field.optional("enabled", new BoolSchema(), false, "Game code sets the actors' dormancy once."),
                Field.optional("at_s", NumberSchema.atLeast(0), 5.0, "When, seconds from the start."),
                Field.optional("mode", new EnumSchema(List.of("never", "awake", "dormant_all")), "dormant_all", "Dormancy set."),
                Field.optional("class", StringSchema.any(), null, "Only actors of this class.")));
        ObjectSchema componentHeavy = new ObjectSchema("", List.of(
                Field.optional("components", new IntSchema(1, 10_000), 20L, "Components per actor, one int32 each."),
                Field.optional("push", new BoolSchema(), true, "Component properties registered push-based.")));

        return new ObjectSchema("Unreal replication scenario (defaults: the brief's §8 lab).", List.of(
                Field.optional("connections", new IntSchema(0, 1_000), 2L, "Client connections."),
                Field.optional("actors", new ListSchema(group, 1), List.of(defaultGroup), "[{class: Full, count: 1000}]",
                        "Actor groups."),
                Field.optional("classes", new ListSchema(actorClass, 0), List.of(), "[]", "Custom actor classes."),
                Field.optional("component_heavy", componentHeavy, null, "{}", "Shape of the built-in ComponentHeavy class (§9)."),
                Field.optional("replication", replication, null, "{}", "Server replication switches and limits."),
                Field.optional("network", network, null, "{}", "Per-connection network."),
                Field.optional("writer", writer, null, "{}", "The brief's random writer."),
                Field.optional("timers", timers, null, "{}", "Component timers (§9)."),
                Field.optional("multicast", multicast, null, "{}", "Unreliable multicast RPC (§5)."),
                Field.optional("gc", gc, null, "{}", "Garbage collection (§4)."),
                Field.optional("dormancy", dormancy, null, "{}", "Dormancy change (§6).")));
    }
}
