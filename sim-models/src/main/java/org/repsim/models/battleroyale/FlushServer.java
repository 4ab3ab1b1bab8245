package org.repsim.models.battleroyale;

import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.RunContext;
import org.repsim.models.unreal.UnrealServer;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.replication.ReplicationStrategy;

/**
 * Net Flush's actor replication: an {@link UnrealServer} whose actors mirror the battle-royale
 * world (actor {@code i} is player {@code i}'s character, owned by connection {@code i}; then each
 * other-actor kind). Each frame this class only tells the server what the battle-royale world knows
 * and the Unreal one does not: per-connection relevancy from the moving positions, deaths, other
 * actors' changes; the interleaving decision runs inside the server's per-connection actor loop
 * through its connection-actor filter. Everything else (game code, the replication pass, channels
 * and dormancy, the channel tick, packets, their costs) is the server's.
 */
final class FlushServer {
    private final World world;
    private final OtherActors others;
    private final UnrealServer server;
    private final double cullSquared;
    private final int[] otherBase;
    private final boolean[] destroyed;
    /** The pass is the replication graph or Iris: its grid reads positions and viewers from the server. */
    private final boolean spatial;
    private final CharacterInterleaving interleaving;

    FlushServer(RunContext context, World world, OtherActors others, CharacterInterleaving interleaving,
                BattleRoyaleScenario scenario, CostProfile unrealCosts, ClientLinks links) {
        this.world = world;
        this.others = others;
        this.interleaving = interleaving;
        this.cullSquared = scenario.cullDistanceM() * scenario.cullDistanceM();
        int players = world.players;

        List<ActorClassSpec> classes = new ArrayList<>();
        classes.add(BattleRoyaleActorClasses.character(scenario.cullDistanceM()));
        List<ActorGroup> groups = characterGroups(players);
        otherBase = new int[others.kinds()];
        int next = players;
        for (int k = 0; k < others.kinds(); k++) {
            OtherActorKind kind = others.kindList().get(k);
            classes.add(BattleRoyaleActorClasses.otherActor(kind));
            groups.add(new ActorGroup(BattleRoyaleActorClasses.className(kind), others.count(k)));
            otherBase[k] = next;
            next += others.count(k);
        }
        // UE4 of late 2018: no push model; NetServerMaxTickRate and the connection byte rate as
        // the scenario. Positions live in the battle-royale world (moving, in double precision):
        // the Unreal world has size 0, so it places nothing and draws nothing.
        ReplicationSettings settings = ReplicationSettings.defaults().withMaxTickRate(scenario.maxTickRateHz())
                .withRates(scenario.connectionRateBytesPerSecond(), scenario.connectionRateBytesPerSecond())
                .withPass(scenario.replication());
        this.spatial = scenario.replication().strategy() != ReplicationStrategy.LEGACY;
        server = UnrealServer.builder(context, unrealCosts, classes, groups, players, settings)
                .rttNanos(rttNanos(links, players)).trackClientViews(false).gridExtentMeters(scenario.mapSizeM())
                // Relevancy is this class's (characters every frame, other actors when woken).
                .relevancyByModel().build();
        placeOthersDormant(players);
        if (spatial) {
            placeOthersInGrid();
        }
        // Characters go through the interleaving decision (which also samples the far-character
        // error, so it is installed even with interleaving off: it then always says yes);
        // every other actor always passes.
        server.setConnectionActorFilter((c, a, frame) -> a >= players || interleaving.replicate(c, a, frame));
        destroyed = new boolean[players];
    }

    /*
     * The constructor's loops are small methods of their own: a loop in a constructor is
     * OSR-compiled with the whole constructor, again for each shape of experiment
     * (docs/performance.md#set-up-loops).
     */

    /** One group per character: actor {@code p}, owned by connection {@code p}. */
    private static List<ActorGroup> characterGroups(int players) {
        List<ActorGroup> groups = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            groups.add(new ActorGroup(BattleRoyaleActorClasses.CHARACTER, 1, p, true));
        }
        return groups;
    }

    /** Per connection, 2 × the link's base one-way latency. */
    private static long[] rttNanos(ClientLinks links, int players) {
        long[] rtt = new long[players];
        for (int c = 0; c < players; c++) {
            rtt[c] = Math.round(2.0 * links.baseOneWayS(c) * 1e9);
        }
        return rtt;
    }

    /** Every actor after the characters starts dormant. */
    private void placeOthersDormant(int players) {
        for (int a = players; a < server.actorCount(); a++) {
            server.placeDormant(a);
        }
    }

    /** The grid (the graph's, Iris's filter) bins the other actors where they stand (they never move). */
    private void placeOthersInGrid() {
        for (int k = 0; k < others.kinds(); k++) {
            for (int i = 0; i < others.count(k); i++) {
                server.placeActor(otherBase[k] + i, others.x(k, i), others.y(k, i));
            }
        }
    }

    /**
     * Replicates the frame: the world's changes into the server, then the server's frame
     * (game code, ServerReplicateActors, TickChannels, SendPackets).
     */
    void replicateFrame(FrameLoop.Frame frame) {
        updateCharacters(frame.index());
        applyOtherActorChanges(frame.startNanos());
        server.tickFrame(frame);
        interleaving.endFrame();
    }

    /** Wire bytes (payload, packet headers, IP/UDP overhead) sent to a connection in this frame. */
    long frameWireBytes(int connection) {
        return server.frameWireBytes(connection);
    }

    /** Connections still open (their players alive): each is sent its non-character actors. */
    int openConnections() {
        return world.aliveCount();
    }

    /** (actor, connection) pairs that sent a bunch in this frame. */
    long frameActorsSent() {
        return server.frameActorsSent();
    }

    /** (connection, actor) pairs the pass's gather stage looked at in this frame, and the connections it walked. */
    long frameActorsConsidered() {
        return server.frameActorsConsidered();
    }

    long frameConnectionPasses() {
        return server.frameConnectionPasses();
    }

    void frameEnded(FrameLoop.Frame frame) {
        server.frameEnded(frame);
    }

    /**
     * Deaths destroy characters (off the active list); relevancy and the static priority scale
     * follow the moving positions: a connection gets its own character (owner) and every other
     * alive character within cull distance; a closed connection gets nothing.
     */
    private void updateCharacters(int frame) {
        int players = world.players;
        for (int j = 0; j < players; j++) {
            if (!destroyed[j] && !world.isAlive(j)) {
                destroyed[j] = true;
                server.destroyActor(j);
                // A dead player's client leaves: its connection closes and stops costing.
                server.closeConnection(j);
                // Once, at death: nothing is relevant to it and it is relevant to nobody.
                for (int c = 0; c < players; c++) {
                    server.setRelevancy(c, j, false, 0f);
                    server.setRelevancy(j, c, false, 0f);
                }
            }
        }
        // Each alive pair's distance once per frame, then its interleaving zone in bulk.
        world.measurePairs();
        interleaving.beginFrame(frame);
        double[] pairD2 = world.pairDistanceSquared;
        double cull = Math.sqrt(cullSquared);
        if (spatial) {
            // The grid re-bins moving characters and looks up the cell of each viewer, who looks
            // where it runs.
            for (int c = 0; c < players; c++) {
                server.placeActor(c, world.x[c], world.y[c]);
                server.placeViewer(c, world.x[c], world.y[c], world.targetX[c] - world.x[c],
                        world.targetY[c] - world.y[c]);
            }
        }
        int alive = world.aliveCount();
        for (int k = 0; k < alive; k++) {
            int c = world.aliveId(k);
            server.setRelevancy(c, c, true, 4f);
            // Distance, and so relevancy and scale, are symmetric: one computation per pair.
            for (int m = k + 1; m < alive; m++) {
                int j = world.aliveId(m);
                double d2 = pairD2[c * players + j];
                boolean relevant = d2 <= cullSquared;
                // Same shape as the Unreal model's static scale: farther actors get less.
                float scale = (float) (1.0 / (1.0 + Math.sqrt(d2) / cull));
                server.setRelevancy(c, j, relevant, scale);
                server.setRelevancy(j, c, relevant, scale);
            }
        }
    }

    /** Game code changes a dormant actor: wake it first (FlushNetDormancy), then write its state. */
    private void applyOtherActorChanges(long nowNanos) {
        int changes = others.pendingChanges();
        for (int i = 0; i < changes; i++) {
            int a = otherBase[others.changedKind(i)] + others.changedActor(i);
            for (int c = 0; c < world.players; c++) {
                server.setRelevancy(c, a, world.isAlive(c) && others.changeRelevantTo(i, world.x[c], world.y[c]), 1f);
            }
            server.wakeAndWrite(a, nowNanos);
        }
    }
}
