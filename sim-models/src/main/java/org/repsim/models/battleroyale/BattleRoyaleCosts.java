package org.repsim.models.battleroyale;

import java.util.List;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostProfile;

/**
 * The declared cost keys of the battle-royale frame phases (model {@code battle-royale}) and the
 * shipped profiles. Values and their derivation from the published figures (docs/sources.md,
 * "Battle royale") live only in the profile files ({@code profiles/<name>.yaml} next to this
 * class); the model reads them through these constants ({@link PhaseCosts}). Net Flush's actor
 * replication is priced by an Unreal profile given beside this one (see {@link
 * BattleRoyaleModel#run}).
 */
public final class BattleRoyaleCosts {
    public static final CostKey DISPATCH_PER_MESSAGE_NS = new CostKey("dispatch_per_message_ns", "ns",
            "Net Dispatch, per incoming client message (movement or shot)");
    public static final CostKey SIMULATE_PER_ALIVE_CHARACTER_NS = new CostKey("simulate_per_alive_character_ns", "ns",
            "Simulate, per alive character per frame");
    public static final CostKey SIMULATE_BASE_NS = new CostKey("simulate_base_ns", "ns", "Simulate, fixed per frame");
    public static final CostKey RPC_SERIALIZE_PER_CONNECTION_NS = new CostKey("rpc_serialize_per_connection_ns", "ns",
            "one queued RPC serialized for one connection (Net Send Flush or Net Flush)");
    public static final CostKey FLUSH_PER_SERIALIZED_ACTOR_PER_CONNECTION_NS = new CostKey(
            "flush_per_serialized_actor_per_connection_ns", "ns",
            "Net Flush, per serialized (actor, connection) pair: the level the Unreal profile's per-actor costs are scaled to");
    public static final CostKey FLUSH_OTHER_ACTORS_PER_CONNECTION_NS = new CostKey(
            "flush_other_actors_per_connection_ns", "ns",
            "Net Flush, per open connection per frame: replication of the non-character actors relevant to it"
                    + " (vehicles, loot, doors, projectiles, care packages, game state), untouched by interleaving");
    public static final CostKey SEND_FLUSH_PER_CONNECTION_NS = new CostKey("send_flush_per_connection_ns", "ns",
            "Net Send Flush, per connection with queued RPCs");

    /** Every key of a battle-royale profile, in file order. */
    public static final CostKeySet KEYS = new CostKeySet("battle-royale", List.of(DISPATCH_PER_MESSAGE_NS,
            SIMULATE_PER_ALIVE_CHARACTER_NS, SIMULATE_BASE_NS, RPC_SERIALIZE_PER_CONNECTION_NS,
            FLUSH_PER_SERIALIZED_ACTOR_PER_CONNECTION_NS, FLUSH_OTHER_ACTORS_PER_CONNECTION_NS,
            SEND_FLUSH_PER_CONNECTION_NS));

    /** Names of the shipped profiles. */
    public static final List<String> SHIPPED = List.of("pubg-late-2018");

    private BattleRoyaleCosts() {
    }

    /** A shipped profile by name (one of {@link #SHIPPED}). */
    public static CostProfile shipped(String name) {
        if (!SHIPPED.contains(name)) {
            throw new IllegalArgumentException("no shipped battle-royale cost profile named '" + name + "' (shipped: "
                    + SHIPPED + ")");
        }
        return CostProfile.resource(KEYS, BattleRoyaleCosts.class, "profiles/" + name + ".yaml");
    }
}
