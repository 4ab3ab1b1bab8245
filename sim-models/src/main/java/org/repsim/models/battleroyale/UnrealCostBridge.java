package org.repsim.models.battleroyale;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.unreal.UnrealCosts;

/**
 * Turns the battle-royale profile's one Net Flush figure (cost per serialized actor per
 * connection, derived from the characters' share of Net Flush in the diary's 90-alive capture) into unit costs for the Unreal
 * server's replication pass: the Unreal profile given to the model gives the <em>shape</em> (how a
 * ReplicateActor splits into prioritize, channel work, deleted-subobject check, serialization,
 * compare), the diary the <em>level</em>. Every per-actor operation cost of the base profile is
 * multiplied by one factor so that replicating one moving character to one connection costs
 * exactly the battle-royale unit. The fixed per-frame and per-connection keys (the pass's own
 * overhead, consider) keep their base values: the data file's derivation subtracts them first.
 * Bit sizes and the base profile's frame-work keys are left alone (the battle-royale model has
 * its own Simulate phase and does not use the latter).
 */
final class UnrealCostBridge {
    /** Keys not scaled: work per frame or per connection, not per replicated actor. */
    static final List<CostKey> FIXED = List.of(UnrealCosts.SRA_FRAME_US, UnrealCosts.SRA_CONNECTION_US,
            UnrealCosts.CONSIDER_US, UnrealCosts.TICK_CHANNELS_CONNECTION_US);

    private UnrealCostBridge() {
    }

    /**
     * Cost in ns, under {@code p}, of one moving character replicated to one connection with its
     * movement changed: prioritize + ReplicateActor + ReplicateProperties wrapper + deleted-subobject
     * check + one serialization call carrying one property. The compare is shared by all
     * connections (once per object per frame) and is left out: at 90 connections it is well under
     * 1% of a pair's cost.
     */
    static double characterPairNs(CostProfile p) {
        double us = p.value(UnrealCosts.PRIORITIZE_US) + p.value(UnrealCosts.REPLICATE_ACTOR_US)
                + p.value(UnrealCosts.REPLICATE_PROPERTIES_US) + p.value(UnrealCosts.DELETED_SUBOBJECT_CHECK_US)
                + p.value(UnrealCosts.SERIALIZE_CALL_US) + p.value(UnrealCosts.SERIALIZE_PROPERTY_US);
        return us * 1e3;
    }

    /** The base profile with every per-actor µs key scaled so that {@link #characterPairNs} equals {@code pairNs}. */
    static CostProfile scaled(CostProfile base, double pairNs) {
        double factor = pairNs / characterPairNs(base);
        Map<String, Double> overrides = new TreeMap<>();
        for (CostKey k : UnrealCosts.KEYS.keys()) {
            if ("us".equals(k.unit()) && !FIXED.contains(k)) {
                overrides.put(k.name(), base.value(k) * factor);
            }
        }
        return base.withOverrides(overrides);
    }
}
