package org.repsim.models.battleroyale;

import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.random.RandomStream;
import org.repsim.models.unreal.connection.BandwidthBucket;
import org.repsim.models.unreal.connection.Connection;
import org.repsim.models.unreal.connection.FrameTimeline;
import org.repsim.models.unreal.connection.PacketWriter;
import org.repsim.models.unreal.cost.ReplicationScopes;
import org.repsim.models.unreal.cost.UnitCosts;
import org.repsim.models.unreal.cost.UnrealCostProfile;
import org.repsim.models.unreal.dormancy.DormancyPolicy;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.ReplicatedWorld;
import org.repsim.models.unreal.replication.FrameCounters;
import org.repsim.models.unreal.replication.NetDriver;
import org.repsim.models.unreal.replication.NetworkObjectList;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.replication.ReplicatorStates;
import org.repsim.models.unreal.workload.GameCode;

/**
 * Net Flush's actor replication, done by the Unreal model's replication pass ({@link NetDriver}):
 * the battle-royale world is mirrored into an Unreal {@link ReplicatedWorld} (actor {@code i} is
 * player {@code i}'s character, owned by connection {@code i}; then each other-actor kind), and
 * each frame this class only feeds it what the battle-royale world knows and the Unreal one does
 * not: per-connection relevancy from the moving positions, deaths, other actors' changes. The
 * replicate-or-skip interleaving decision runs inside the pass's per-connection actor loop via
 * its {@link org.repsim.models.unreal.replication.ConnectionActorFilter} hook.
 *
 * <p>The frame steps after the replication (charging the pass, the connections' channel tick,
 * packet sends) mirror {@code UnrealModel}'s frame so that with interleaving off both models do
 * the same replication work for the same world.
 */
final class UnrealFlushPass implements FlushReplication {
    private final World world;
    private final OtherActors others;
    private final ReplicatedWorld unreal;
    private final Connection[] connections;
    private final NetDriver driver;
    private final NetworkObjectList active;
    private final DormancyPolicy dormancy;
    private final ReplicatorStates states;
    private final GameCode gameCode;
    private final FrameTimeline timeline;
    private final FrameCounters counters = new FrameCounters();
    private final ReplicationScopes scopes;
    private final UnitCosts units;
    private final CostLedger ledger;
    private final int sendPacketsScope;
    private final int flushDormancyScope;
    private final double cullSquared;
    private final int[] otherBase;
    private final boolean[] destroyed;
    private final long[] packetsBefore;
    private final long[] payloadBitsBefore;
    private long actorsSent;

    UnrealFlushPass(World world, OtherActors others, CharacterInterleaving interleaving, BattleRoyaleScenario scenario,
                    UnrealCostProfile profile, ClientLinks links, CostLedger ledger, RandomStream netUpdateSpread,
                    java.util.function.Function<String, RandomStream> streams) {
        this.world = world;
        this.others = others;
        this.ledger = ledger;
        this.units = new UnitCosts(profile);
        this.cullSquared = scenario.cullDistanceM() * scenario.cullDistanceM();
        int players = world.players;

        List<ActorClassSpec> classes = new ArrayList<>();
        classes.add(BattleRoyaleActorClasses.character(scenario.cullDistanceM()));
        List<ActorGroup> groups = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            groups.add(new ActorGroup(BattleRoyaleActorClasses.CHARACTER, 1, p, true));
        }
        otherBase = new int[others.kinds()];
        int next = players;
        for (int k = 0; k < others.kinds(); k++) {
            OtherActorKind kind = others.kindList().get(k);
            classes.add(BattleRoyaleActorClasses.otherActor(kind));
            groups.add(new ActorGroup(BattleRoyaleActorClasses.className(kind), others.count(k)));
            otherBase[k] = next;
            next += others.count(k);
        }
        // Positions live in the battle-royale world (moving, in double precision); the Unreal
        // world is given size 0 so it places nothing and draws nothing.
        unreal = new ReplicatedWorld(classes, groups, units, units.bunchHeaderBits, units.subobjectHeaderBits,
                units.rpcBits, 0.0, null);
        // UE4 of late 2018: no push model; NetServerMaxTickRate and the connection byte rate as scenario.
        ReplicationSettings settings = ReplicationSettings.defaults().withMaxTickRate(scenario.maxTickRateHz())
                .withRates(scenario.connectionRateBytesPerSecond(), scenario.connectionRateBytesPerSecond());
        active = new NetworkObjectList(unreal.actorCount);
        timeline = new FrameTimeline();
        connections = new Connection[players];
        double rttSum = 0.0;
        for (int c = 0; c < players; c++) {
            long rtt = Math.round(2.0 * links.baseOneWayS(c) * 1e9);
            rttSum += rtt;
            connections[c] = new Connection(c, unreal.actorCount, unreal.objectCount, unreal.slotCount, false, timeline,
                    rtt, new BandwidthBucket(settings.connectionRateBytesPerSecond(), settings.maxTickRateHz()),
                    new PacketWriter(units.maxPacketBytes, units.packetHeaderBits, units.packetOverheadBytes, 0.0, null),
                    0f, 0f);
        }
        boolean[] wantsDormancy = new boolean[unreal.actorCount];
        for (int a = players; a < unreal.actorCount; a++) {
            wantsDormancy[a] = true;
            // Placed in the level dormant (DORM_Initial): off the active list until first changed.
            active.remove(a);
        }
        states = new ReplicatorStates(unreal);
        dormancy = new DormancyPolicy(unreal, states, active, connections, timeline,
                players == 0 ? 0L : Math.round(rttSum / players), units.bunchHeaderBits, wantsDormancy);
        driver = new NetDriver(unreal, states, settings, connections, active, dormancy, netUpdateSpread, units,
                counters, false);
        // Characters go through the interleaving decision (which also samples the far-character
        // error, so it is installed even with interleaving off: it then always says yes);
        // every other actor always passes.
        driver.setConnectionActorFilter((c, a, frame) -> a >= players || interleaving.replicate(c, a, frame));
        gameCode = new GameCode(unreal, List.of(), new ReplicatorStates[] {states}, dormancy, driver, active, streams);
        scopes = new ReplicationScopes(ledger, units, "ServerReplicateActors", true);
        sendPacketsScope = ledger.scope("SendPackets");
        flushDormancyScope = ledger.scope("FlushNetDormancy");
        destroyed = new boolean[players];
        packetsBefore = new long[players];
        payloadBitsBefore = new long[players];
    }

    @Override
    public long replicateFrame(int frame, long nowNanos, double dtSeconds, long[] wireBytes) {
        counters.clear();
        updateCharacters();
        applyOtherActorChanges(nowNanos);
        gameCode.run(nowNanos, dtSeconds, counters);
        ledger.chargeCalls(flushDormancyScope, counters.flushes, units.flushNetDormancyNs);
        driver.replicate(frame, nowNanos, dtSeconds);
        int open = world.aliveCount();
        // Closed connections (dead players) are still walked by the pass but replicate nothing;
        // only open ones pay the per-connection work.
        scopes.chargeReplication(counters, open);
        dormancy.tickChannels(nowNanos, frame, counters);
        scopes.chargeTickChannels(counters, open);
        long packets = 0;
        for (int c = 0; c < connections.length; c++) {
            long p = connections[c].packets.packets();
            long bits = connections[c].packets.payloadBits();
            long framePackets = p - packetsBefore[c];
            wireBytes[c] += (bits - payloadBitsBefore[c]) / 8
                    + framePackets * (units.packetHeaderBits / 8 + units.packetOverheadBytes);
            packets += framePackets;
            packetsBefore[c] = p;
            payloadBitsBefore[c] = bits;
        }
        counters.packets = packets;
        ledger.chargeCalls(sendPacketsScope, packets, units.packetSendNs);
        return counters.actorsSent;
    }

    @Override
    public void frameEnded(int frame, long endNanos) {
        timeline.setEnd(frame, endNanos);
    }

    /**
     * Deaths destroy characters (off the active list); relevancy and the static priority scale
     * follow the moving positions: a connection gets its own character (owner) and every other
     * alive character within cull distance; a closed connection gets nothing.
     */
    private void updateCharacters() {
        int players = world.players;
        for (int j = 0; j < players; j++) {
            if (!destroyed[j] && !world.isAlive(j)) {
                destroyed[j] = true;
                active.remove(j);
            }
        }
        double cull = Math.sqrt(cullSquared);
        for (int c = 0; c < players; c++) {
            Connection conn = connections[c];
            boolean open = world.isAlive(c);
            for (int j = 0; j < players; j++) {
                if (!open || !world.isAlive(j)) {
                    conn.relevant[j] = false;
                    continue;
                }
                if (j == c) {
                    conn.relevant[j] = true;
                    conn.priorityScale[j] = 4f;
                    continue;
                }
                double d2 = world.distanceSquared(c, j);
                conn.relevant[j] = d2 <= cullSquared;
                // Same shape as the Unreal model's static scale: farther actors get less.
                conn.priorityScale[j] = (float) (1.0 / (1.0 + Math.sqrt(d2) / cull));
            }
        }
    }

    /** Game code changes a dormant actor: wake it first (FlushNetDormancy), then write its state. */
    private void applyOtherActorChanges(long nowNanos) {
        int changes = others.pendingChanges();
        for (int i = 0; i < changes; i++) {
            int a = otherBase[others.changedKind(i)] + others.changedActor(i);
            for (int c = 0; c < connections.length; c++) {
                connections[c].relevant[a] = world.isAlive(c) && others.changeRelevantTo(i, world.x[c], world.y[c]);
                connections[c].priorityScale[a] = 1f;
            }
            dormancy.flush(a, counters);
            int cls = unreal.actorClass[a];
            int o = unreal.objStart[a] + unreal.classWritableObjOffset[cls][0];
            int slot = unreal.classWritableSlot[cls][0];
            unreal.write(o, slot, false, nowNanos);
            states.mark(o, slot);
        }
    }
}
