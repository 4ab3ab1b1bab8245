package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

import org.repsim.engine.param.Param;
import org.repsim.models.unreal.replication.PassStrategy;

import java.util.List;

/**
 * Everything that describes one battle-royale run except costs, seed and window: the world
 * (map, players, spatial distribution, movement, deaths, other actors), the replication choices
 * (cull distance, interleaving, Net Send Flush, max tick rate), the clients' links and wire sizes.
 *
 * @param mapSizeM             side of the square map (docs/sources.md#br-requirements: e.g. 8 km)
 * @param players              players at spawn; one connection each (the diary's 100)
 * @param spawn                spatial distribution
 * @param movement             speeds and legs
 * @param aliveCurve           alive count over match time
 * @param otherActors          vehicles, loot, doors as counts per area
 * @param cullDistanceM        character relevancy distance; the diary says every actor was updated
 *                             for every player, so the default exceeds the map diagonal
 * @param interleaving         distance-based skip rule, or off
 * @param netSendFlush         the extra send of queued RPCs before Simulate
 * @param maxTickRateHz        NetServerMaxTickRate: a frame never starts sooner than 1/rate after the last
 * @param client               client input rate, shots, latency and jitter
 * @param errorBandEdgesM      distance-band edges for the far-character error metric
 * @param wire                 bytes of the messages this scenario adds to the wire
 * @param connectionRateBytesPerSecond each connection's replication byte rate (Unreal's bandwidth
 *                             bucket; default the engine's 100,000 B/s)
 * @param replication          the Net Flush pass's gather/prioritize stage (legacy or the replication graph)
 */
public record BattleRoyaleScenario(
        @Param(doc = "side of the square map", dflt = "8000", min = Param.POSITIVE) double mapSizeM,
        @Param(doc = "players (connections) at spawn", dflt = "100", min = 1, max = 100_000) int players,
        @Param(doc = "Spatial distribution of players at spawn.", dflt = "{}", shown = "defaults below")
        SpatialDistribution spawn,
        @Param(doc = "Random-waypoint movement.", dflt = "{}", shown = "defaults below") MovementSpec movement,
        @Param(key = "alive", doc = "Alive count over match time.", dflt = "{}", shown = "defaults below")
        AliveCurve aliveCurve,
        // Assumed densities, see defaultOtherActors().
        @Param(doc = "other replicated actors as counts per area", shown = "vehicle 1.2/km², door 30/km²",
                dflt = "[{name: vehicle, per_km2: 1.2, changes_per_s: 0.01, cull_distance_m: 3000},"
                        + " {name: door, per_km2: 30, changes_per_s: 0.002, cull_distance_m: 150}]")
        List<OtherActorKind> otherActors,
        @Param(doc = "character relevancy distance", dflt = "12000", min = Param.POSITIVE) double cullDistanceM,
        @Param(doc = "Distance-based replication interleaving of the characters.", dflt = "{rule: published}")
        DistanceInterleaving interleaving,
        @Param(doc = "send queued RPCs before Simulate", dflt = "false") boolean netSendFlush,
        @Param(doc = "NetServerMaxTickRate", dflt = "30", min = Param.POSITIVE) double maxTickRateHz,
        @Param(doc = "Client uplink and network path.", dflt = "{}", shown = "defaults below") ClientLinkSpec client,
        // Not experiment-file keys: the far-error metric names are declared for these edges.
        List<Double> errorBandEdgesM,
        WireSizes wire,
        @Param(key = "connection_rate_bytes_per_s", doc = "each connection's replication byte rate (Unreal bandwidth bucket)",
                dflt = "100000", min = Param.POSITIVE)
        double connectionRateBytesPerSecond,
        @Param(doc = "Net Flush pass: legacy or replication_graph, and the graph's nodes.", dflt = "{}",
                shown = "legacy") PassStrategy replication) {

    /** Bytes on the wire of the battle-royale messages (character updates come from the replication pass). */
    public record WireSizes(int moveAckBytes, int shotRpcBytes) {
        public WireSizes {
            if (moveAckBytes < 0 || shotRpcBytes < 0) {
                throw new IllegalArgumentException("wire sizes must be >= 0");
            }
        }

        /**
         * Assumptions (no source gives RPC sizes): a move acknowledgement 8 bytes, a shot event 16
         * bytes. Actor updates are sized by the Unreal model's property layouts.
         */
        public static WireSizes defaults() {
            return new WireSizes(8, 16);
        }
    }

    /** Unreal's default connection byte rate (docs/sources.md#unreal-consider). */
    public static final double DEFAULT_RATE_BYTES_PER_SECOND = 100_000.0;

    /** Band edges of the far-character error: the published thresholds plus a third-step candidate. */
    public static final List<Double> DEFAULT_ERROR_BAND_EDGES_M = List.of(70.0, 400.0, 1000.0);

    public BattleRoyaleScenario {
        otherActors = List.copyOf(otherActors);
        errorBandEdgesM = List.copyOf(errorBandEdgesM);
        if (!(mapSizeM > 0.0) || players < 1 || !(cullDistanceM > 0.0) || !(maxTickRateHz > 0.0)
                || !(connectionRateBytesPerSecond > 0.0)) {
            throw new IllegalArgumentException(
                    "scenario needs map size > 0, players >= 1, cull distance > 0, max tick rate > 0, byte rate > 0");
        }
        java.util.Objects.requireNonNull(replication, "replication");
        if (!replication.graph().playerStateClass().isEmpty()) {
            throw new IllegalArgumentException("replication.graph.player_state_class: the battle-royale world has no"
                    + " player-state actors (its classes are characters and the other actor kinds)");
        }
        if (aliveCurve.maxAlive() > players) {
            throw new IllegalArgumentException("alive curve asks for " + aliveCurve.maxAlive() + " players alive but only "
                    + players + " spawn");
        }
        for (int i = 1; i < errorBandEdgesM.size(); i++) {
            if (errorBandEdgesM.get(i) <= errorBandEdgesM.get(i - 1)) {
                throw new IllegalArgumentException("error band edges must increase");
            }
        }
    }

    /**
     * The diary's setting (docs/sources.md#br-requirements): 8 km map, 100 players uniform, running
     * and some driving, alive count constant at 100, a few other actor kinds (densities are
     * assumptions), no cull within the map, the published interleaving rule, no Net Send Flush, 30
     * Hz cap.
     */
    public static BattleRoyaleScenario defaults() {
        return new BattleRoyaleScenario(8000.0, 100, new SpatialDistribution.Uniform(), MovementSpec.defaults(),
                AliveCurve.constant(100), defaultOtherActors(), 12000.0, DistanceInterleaving.published(), false, 30.0,
                ClientLinkSpec.defaults(), DEFAULT_ERROR_BAND_EDGES_M, WireSizes.defaults(), DEFAULT_RATE_BYTES_PER_SECOND,
                PassStrategy.legacy());
    }

    /**
     * Assumed densities (no source gives them): parked vehicles 1.2/km² changing rarely, doors
     * 30/km² toggled now and then, with Unreal's default cull distance of 150 m. Loot can be added
     * as another kind; it is left out by default because every actor costs per-connection state in
     * the Unreal pass (tens of thousands of items × 100 connections) while, dormant, it adds almost
     * no frame work.
     */
    public static List<OtherActorKind> defaultOtherActors() {
        return List.of(new OtherActorKind("vehicle", 1.2, 0.01, 3000.0),
                new OtherActorKind("door", 30.0, 0.002, 150.0));
    }

    public BattleRoyaleScenario withPlayers(int n, AliveCurve curve) {
        return new BattleRoyaleScenario(mapSizeM, n, spawn, movement, curve, otherActors, cullDistanceM, interleaving,
                netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withAliveCurve(AliveCurve curve) {
        return withPlayers(players, curve);
    }

    public BattleRoyaleScenario withMap(double sizeM, double cullM) {
        return new BattleRoyaleScenario(sizeM, players, spawn, movement, aliveCurve, otherActors, cullM, interleaving,
                netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withSpawn(SpatialDistribution s) {
        return new BattleRoyaleScenario(mapSizeM, players, s, movement, aliveCurve, otherActors, cullDistanceM,
                interleaving, netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withMovement(MovementSpec m) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, m, aliveCurve, otherActors, cullDistanceM,
                interleaving, netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withOtherActors(List<OtherActorKind> kinds) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, movement, aliveCurve, kinds, cullDistanceM,
                interleaving, netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withInterleaving(DistanceInterleaving p) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, movement, aliveCurve, otherActors, cullDistanceM, p,
                netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withNetSendFlush(boolean on) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, movement, aliveCurve, otherActors, cullDistanceM,
                interleaving, on, maxTickRateHz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withMaxTickRate(double hz) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, movement, aliveCurve, otherActors, cullDistanceM,
                interleaving, netSendFlush, hz, client, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }

    public BattleRoyaleScenario withConnectionRate(double bytesPerSecond) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, movement, aliveCurve, otherActors, cullDistanceM,
                interleaving, netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire, bytesPerSecond, replication);
    }

    public BattleRoyaleScenario withReplication(PassStrategy r) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, movement, aliveCurve, otherActors, cullDistanceM,
                interleaving, netSendFlush, maxTickRateHz, client, errorBandEdgesM, wire, connectionRateBytesPerSecond, r);
    }

    public BattleRoyaleScenario withClient(ClientLinkSpec c) {
        return new BattleRoyaleScenario(mapSizeM, players, spawn, movement, aliveCurve, otherActors, cullDistanceM,
                interleaving, netSendFlush, maxTickRateHz, c, errorBandEdgesM, wire,
                connectionRateBytesPerSecond, replication);
    }
}
