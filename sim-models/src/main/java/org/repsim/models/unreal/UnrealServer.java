package org.repsim.models.unreal;

import java.util.List;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.Price;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.RunContext;
import org.repsim.models.unreal.connection.NetworkSpec;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.DistanceInterleaving;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.replication.ReplicationStrategy;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * One Unreal dedicated server's replication (docs/sources.md, "Unreal Engine: mechanisms"): the
 * replicated world, the net driver ({@code UNetDriver}) with its replicator states ({@code
 * FObjectReplicator}), connections and {@link ActorChannels} ({@code UActorChannel}s, dormancy), an
 * optional replay driver, game code, and the timer scopes its work is charged to. The one place
 * this wiring exists: the Unreal model and the battle-royale model's Net Flush both drive it.
 *
 * <p>A frame is four steps, in this order: {@link #runGameCode game code} (workloads,
 * {@code FlushNetDormancy}, RPCs), {@link #replicateActors ServerReplicateActors} (then the replay
 * driver's), {@link #tickChannels TickChannels} and {@link #sendPackets SendPackets}. A model
 * either registers them as phases of its {@link FrameLoop} ({@link #registerPhases}) or runs them
 * inside one of its own phases ({@link #tickFrame}); either way it calls {@link #frameEnded} from
 * its frame-end listener once the frame's length is known (acks are timed from frame ends).
 * Acknowledgements are read as the engine reads them, when packets are received at the start of
 * a frame, before game code: every step passes the frame's start time to the lazy ack settling
 * ({@link AckTracker}), so an ack that arrives while a frame runs counts from the next frame on,
 * whichever step looks at it first.
 *
 * <p>The hooks a model with its own world uses between frames: {@link #setRelevancy} (per-connection
 * relevancy and priority from moving positions), {@link #setConnectionActorFilter} (e.g.
 * interleaving), {@link #destroyActor}, {@link #placeDormant} and {@link #wakeAndWrite}.
 */
public final class UnrealServer {
    /** Phase orderings of the server's steps on a {@link FrameLoop} (a model's own phases go between). */
    public static final int GAME_CODE = 200;
    public static final int REPLICATE_ACTORS = 300;
    public static final int TICK_CHANNELS = 400;
    public static final int SEND_PACKETS = 500;

    /** A client copy costs 4 bytes per property slot per connection; above this many it is not kept. */
    static final long MAX_CLIENT_VIEW_SLOTS = 64_000_000L;

    final UnitCosts costs;
    final ReplicationSettings settings;
    final ReplicatedWorld world;
    final NetworkObjectList active;
    final FrameTimeline timeline = new FrameTimeline();
    final Connection[] connections;
    final boolean trackClients;
    final ReplicatorStates states;
    final ActorChannels channels;
    /** The game net driver's replication pass: legacy or the replication graph ({@link NetDriver}), or Iris. */
    final ReplicationPass driver;
    private final NetDriver replay;
    private final GameCode gameCode;
    /** The game driver's counts of the current frame; cleared when the frame ends. */
    final FrameCounters frame = new FrameCounters();
    private final FrameCounters replayFrame = new FrameCounters();
    /** The game driver's counts summed over the measured frames. */
    final FrameCounters totals = new FrameCounters();

    private final CostLedger ledger;
    private final int gameWorkScope;
    private final int flushScope;
    private final int rpcScope;
    private final PassScopes gameScopes;
    private final ChannelTickScopes tickScopes;
    private final ReplicationScopes replayScopes;
    private final int sendPacketsScope;
    private final Price flushedConnection;
    private final Price channelWoken;
    private final Price rpcSent;
    private final Price packetSent;
    private final int gameWorkMaxOperations;
    private final int gameWorkMinOperations;
    private final int gameWorkJitterOperations;

    private final long[] packetsBefore;
    private final long[] payloadBitsBefore;
    private final long[] framePackets;
    private final long[] framePayloadBits;
    private double replicationNanos;
    /** Connections still open; the pass skips a closed one, which pays no per-connection work. */
    private int openConnections;
    private long actorConnectionFrames;

    private UnrealServer(Builder b) {
        RunContext ctx = b.context;
        this.costs = new UnitCosts(b.costs);
        this.settings = b.settings;
        UnitCosts u = costs;
        RandomStream placement = ctx.stream("placement");
        world = new ReplicatedWorld(b.classes, b.actors, u, u.bunchHeaderBits, u.subobjectHeaderBits, u.rpcBits,
                settings.worldSizeMeters(), placement);
        active = new NetworkObjectList(world.actorCount);
        int n = b.connections;
        trackClients = b.trackClientViews == null ? (long) world.slotCount * n <= MAX_CLIENT_VIEW_SLOTS
                : b.trackClientViews;
        double loss = b.network.lossProbability();
        long rtt = Math.round(b.network.rttMs() * 1e6);
        connections = new Connection[n];
        openConnections = n;
        for (int c = 0; c < n; c++) {
            float vx = 0;
            float vy = 0;
            if (settings.worldSizeMeters() > 0) {
                vx = (float) (placement.nextDouble() * settings.worldSizeMeters());
                vy = (float) (placement.nextDouble() * settings.worldSizeMeters());
            }
            connections[c] = new Connection(c, world, trackClients, timeline, b.rttNanos == null ? rtt : b.rttNanos[c],
                    new BandwidthBucket(settings.connectionRateBytesPerSecond(), settings.maxTickRateHz()),
                    new PacketWriter(u.maxPacketBytes, u.packetHeaderBits, u.packetOverheadBytes, loss,
                            loss > 0 ? ctx.stream("packet-loss-" + c) : null), vx, vy);
            if (!b.relevancyByModel) {
                assignRelevancy(connections[c]);
            }
        }
        states = new ReplicatorStates(world);
        channels = new ActorChannels(world, states, active, connections, timeline, u.bunchHeaderBits, true);
        // When no connection can saturate, the priority order cannot change which actors are
        // replicated and the sort is elided; with loss the order decides which bunches share a
        // lost packet, so it is kept.
        boolean graph = settings.strategy() == ReplicationStrategy.REPLICATION_GRAPH;
        boolean iris = settings.strategy() == ReplicationStrategy.IRIS;
        double extent = b.gridExtentMeters != null ? b.gridExtentMeters : settings.worldSizeMeters();
        boolean alwaysOrder = loss > 0 || !b.shortcuts.sortElision();
        driver = iris
                ? new IrisReplicationSystem(world, states, settings, connections, active, channels,
                        ctx.stream("net-update-spread"), u, frame, alwaysOrder, extent)
                : new NetDriver(world, states, settings, connections, active, channels, ctx.stream("net-update-spread"),
                        u, frame, alwaysOrder, b.shortcuts, graph, extent);
        if (!b.interleaving.steps().isEmpty()) {
            driver.setConnectionActorFilter(interleavingFilter(b.interleaving));
        }
        ReplicatorStates[] drivers = {states};
        if (settings.replayDriver()) {
            ReplicatorStates replayStates = new ReplicatorStates(world);
            Connection recorder = new Connection(0, world, false, timeline, 0L,
                    new BandwidthBucket(1e15, settings.maxTickRateHz()),
                    new PacketWriter(u.maxPacketBytes, u.packetHeaderBits, 0, 0.0, null), 0f, 0f);
            recordEveryActor(recorder);
            Connection[] recorders = {recorder};
            ActorChannels replayChannels = new ActorChannels(world, replayStates, active, recorders, timeline,
                    u.bunchHeaderBits, false);
            replay = new NetDriver(world, replayStates, settings, recorders, active, replayChannels,
                    ctx.stream("replay-net-update-spread"), u, replayFrame, !b.shortcuts.sortElision(),
                    b.shortcuts, false, 0.0);
            drivers = new ReplicatorStates[] {states, replayStates};
        } else {
            replay = null;
        }
        gameCode = new GameCode(world, b.workloads, drivers, channels, driver, active, ctx::stream);

        ledger = ctx.ledger();
        gameWorkScope = ledger.scope("GameWork");
        flushScope = ledger.scope("FlushNetDormancy", gameWorkScope);
        rpcScope = ledger.scope("ProcessRemoteFunction", gameWorkScope);
        gameScopes = iris ? new IrisScopes(ledger, b.costs)
                : new ReplicationScopes(ledger, b.costs, "ServerReplicateActors", graph);
        tickScopes = new ChannelTickScopes(ledger, b.costs);
        replayScopes = replay == null ? null : new ReplicationScopes(ledger, b.costs, "DemoReplicateActors", false);
        sendPacketsScope = ledger.scope("SendPackets");
        flushedConnection = ledger.price(flushScope, UnrealCosts.FLUSH_DORMANCY_CONNECTION_US, b.costs);
        channelWoken = ledger.price(flushScope, UnrealCosts.WAKE_CHANNEL_US, b.costs);
        rpcSent = ledger.price(rpcScope, UnrealCosts.RPC_SEND_US, b.costs);
        packetSent = ledger.price(sendPacketsScope, UnrealCosts.PACKET_SEND_US, b.costs);
        gameWorkMaxOperations = ledger.operation(gameWorkScope, UnrealCosts.FRAME_WORK_LEVEL_MAX_MS);
        gameWorkMinOperations = ledger.operation(gameWorkScope, UnrealCosts.FRAME_WORK_LEVEL_MIN_MS);
        gameWorkJitterOperations = ledger.operation(gameWorkScope, UnrealCosts.FRAME_WORK_JITTER_SD_MS);
        packetsBefore = new long[n];
        payloadBitsBefore = new long[n];
        framePackets = new long[n];
        framePayloadBits = new long[n];
        // Per-property compare statistics count the measured window only.
        ctx.onMeasurement(now -> driver.compare().resetStats());
    }

    /** The replay recorder records every actor (a loop outside the constructor, see {@link ReplicatedWorld}). */
    private void recordEveryActor(Connection recorder) {
        recorder.reserve(world.objectCount);
        for (int a = 0; a < world.actorCount; a++) {
            recorder.setRelevant(a, true, 1f);
        }
    }

    /**
     * A server for {@code actors} of {@code classes} with {@code connections} client connections,
     * charging {@code costs} (an {@link UnrealCosts} profile) to the context's ledger.
     */
    public static Builder builder(RunContext context, CostProfile costs, List<ActorClassSpec> classes,
                                  List<ActorGroup> actors, int connections, ReplicationSettings settings) {
        return new Builder(context, costs, classes, actors, connections, settings);
    }

    /** The server of an {@link UnrealScenario}. */
    static UnrealServer of(RunContext context, UnrealScenario sc, CostProfile costs, Shortcuts shortcuts) {
        Builder b = builder(context, costs, sc.classes(), sc.actors(), sc.connections(), sc.settings())
                .network(sc.network()).workloads(sc.workloads()).interleaving(sc.interleaving());
        b.shortcuts = shortcuts;
        return b.build();
    }

    /** Options of a server; defaults: loopback network, no workloads, no interleaving. */
    public static final class Builder {
        private final RunContext context;
        private final CostProfile costs;
        private final List<ActorClassSpec> classes;
        private final List<ActorGroup> actors;
        private final int connections;
        private final ReplicationSettings settings;
        private NetworkSpec network = NetworkSpec.loopback();
        private long[] rttNanos;
        private List<WorkloadSpec> workloads = List.of();
        private DistanceInterleaving interleaving = DistanceInterleaving.off();
        private Boolean trackClientViews;
        private Shortcuts shortcuts = Shortcuts.ALL;
        private Double gridExtentMeters;
        private boolean relevancyByModel;

        private Builder(RunContext context, CostProfile costs, List<ActorClassSpec> classes, List<ActorGroup> actors,
                        int connections, ReplicationSettings settings) {
            this.context = context;
            this.costs = costs;
            this.classes = List.copyOf(classes);
            this.actors = List.copyOf(actors);
            this.connections = connections;
            this.settings = settings;
        }

        /** The same round-trip time and loss on every connection. */
        public Builder network(NetworkSpec n) {
            this.network = n;
            return this;
        }

        /**
         * One round-trip time per connection, replacing {@link #network}'s RTT (acks and the
         * dormancy close are timed per connection); loss stays {@link #network}'s (default none).
         */
        public Builder rttNanos(long[] perConnection) {
            if (perConnection.length != connections) {
                throw new IllegalArgumentException("one round-trip time per connection");
            }
            this.rttNanos = perConnection.clone();
            return this;
        }

        public Builder workloads(List<WorkloadSpec> w) {
            this.workloads = List.copyOf(w);
            return this;
        }

        public Builder interleaving(DistanceInterleaving i) {
            this.interleaving = i;
            return this;
        }

        /** Whether clients' views are tracked (stale detection); default: when small enough. */
        public Builder trackClientViews(boolean track) {
            this.trackClientViews = track;
            return this;
        }

        /**
         * Side of the square the replication graph's grid covers (default the settings' world
         * size), for a model that places actors itself ({@link #placeActor}).
         */
        public Builder gridExtentMeters(double meters) {
            this.gridExtentMeters = meters;
            return this;
        }

        /**
         * The model sets every pair's relevancy itself ({@link #setRelevancy}) before the pair can
         * be replicated: nothing starts relevant, so no per-pair state is allocated up front
         * (default: relevancy from the world's positions and cull distances).
         */
        public Builder relevancyByModel() {
            this.relevancyByModel = true;
            return this;
        }

        public UnrealServer build() {
            return new UnrealServer(this);
        }
    }

    /** Adds the server's four steps as phases of {@code loop} (orderings {@link #GAME_CODE} ... {@link #SEND_PACKETS}). */
    public void registerPhases(FrameLoop loop) {
        loop.phase(GAME_CODE, this::runGameCode)
                .phase(REPLICATE_ACTORS, this::replicateActors)
                .phase(TICK_CHANNELS, this::tickChannels)
                .phase(SEND_PACKETS, this::sendPackets);
    }

    /** The server's four steps in order, inside the caller's phase. */
    public void tickFrame(FrameLoop.Frame f) {
        runGameCode(f);
        replicateActors(f);
        tickChannels(f);
        sendPackets(f);
    }

    /**
     * Non-replication game work of the frame (the Unreal model's editor-binary frame work), with
     * its factors of the profile's frame-work keys ({@code nanos = maxWeight × max + minWeight × min
     * + jitter × sd}).
     */
    void chargeGameWork(double nanos, double maxWeight, double minWeight, double jitter) {
        ledger.charge(gameWorkScope, 1, nanos);
        ledger.countOperations(gameWorkMaxOperations, maxWeight);
        ledger.countOperations(gameWorkMinOperations, minWeight);
        ledger.countOperations(gameWorkJitterOperations, jitter);
    }

    /** Game code: workloads and the engine's per-frame marks, then its FlushNetDormancy and RPC calls charged. */
    public void runGameCode(FrameLoop.Frame f) {
        gameCode.run(f.startNanos(), f.dtSeconds(), frame);
        // FlushNetDormancy: per connection its look-ups, and the wake where the actor was dormant.
        ledger.charge(flushScope, frame.flushes, flushedConnection.of(frame.flushedConnections)
                + channelWoken.of(frame.channelsWoken));
        ledger.charge(rpcScope, frame.rpcsSent, rpcSent.of(frame.rpcsSent));
    }

    /** {@code ServerReplicateActors}, then the replay driver's pass if there is one. */
    public void replicateActors(FrameLoop.Frame f) {
        double before = ledger.lapNanos();
        driver.replicate(f.index(), f.startNanos(), f.dtSeconds());
        gameScopes.chargeReplication(frame, openConnections);
        replicationNanos = ledger.lapNanos() - before;
        if (replay != null) {
            replay.replicate(f.index(), f.startNanos(), f.dtSeconds());
            replayScopes.chargeReplication(replayFrame, 1);
        }
    }

    /** The connections' channel tick (channels pending dormancy, close bunches). */
    public void tickChannels(FrameLoop.Frame f) {
        channels.tickChannels(f.startNanos(), f.index(), frame);
        tickScopes.chargeTickChannels(frame, openConnections);
        // Active network objects are sampled as the frame leaves the list, after this frame's
        // dormancy closes (docs/unreal-model.md, "Dormancy", says why this point).
        frame.activeAtFrameEnd += active.size();
    }

    /** The frame's packets leave. */
    public void sendPackets(FrameLoop.Frame f) {
        long packets = 0;
        for (Connection c : connections) {
            int i = c.index;
            long p = c.packets.packets();
            long bits = c.packets.payloadBits();
            framePackets[i] = p - packetsBefore[i];
            framePayloadBits[i] = bits - payloadBitsBefore[i];
            packetsBefore[i] = p;
            payloadBitsBefore[i] = bits;
            packets += framePackets[i];
        }
        actorConnectionFrames += frame.activeActors * openConnections;
        frame.packets = packets;
        ledger.charge(sendPacketsScope, frame.packets, packetSent.of(frame.packets));
    }

    /** The frame has ended: its end time is known (acks), its counts go into the totals if measured. */
    public void frameEnded(FrameLoop.Frame f) {
        timeline.setEnd(f.index(), f.startNanos() + f.lengthNanos());
        if (f.measured()) {
            totals.add(frame);
        }
        frame.clear();
        replayFrame.clear();
    }

    // --- hooks for a model with its own world ------------------------------------------------

    public int actorCount() {
        return world.actorCount;
    }

    public int connectionCount() {
        return connections.length;
    }

    /** Per-connection relevancy of an actor and the static part of its priority (×4 for the view target). */
    public void setRelevancy(int connection, int actor, boolean relevant, float priorityScale) {
        boolean changing = connections[connection].relevant(actor) != relevant;
        if (changing) {
            channels.relevancyChanging(actor);
        }
        connections[connection].setRelevant(actor, relevant, priorityScale);
        if (changing) {
            driver.relevancyChanged(connection, actor, relevant);
        }
    }

    /**
     * The actor's position (metres), for a model that moves its actors: the replication graph's
     * grid reads it (static actors when the first frame starts, moving ones every frame).
     */
    public void placeActor(int actor, double x, double y) {
        world.actorX[actor] = (float) x;
        world.actorY[actor] = (float) y;
    }

    /** The connection's viewer position (metres) and view direction (any length; zero keeps the old one). */
    public void placeViewer(int connection, double x, double y, double dirX, double dirY) {
        Connection c = connections[connection];
        c.viewX = (float) x;
        c.viewY = (float) y;
        double len = Math.sqrt(dirX * dirX + dirY * dirY);
        if (len > 0) {
            c.viewDirX = (float) (dirX / len);
            c.viewDirY = (float) (dirY / len);
        }
    }

    /** Installs (or, with null, removes) the per-(connection, actor) veto consulted by the replication pass. */
    public void setConnectionActorFilter(ConnectionActorFilter filter) {
        driver.setConnectionActorFilter(filter);
    }

    /**
     * The connection is closed (its player left the match): from the next frame on it pays no
     * per-connection replication or channel-tick work. The caller makes nothing relevant to it.
     */
    public void closeConnection(int connection) {
        if (!connections[connection].closed) {
            channels.connectionClosing();
            connections[connection].closed = true;
            openConnections--;
        }
    }

    /** The actor is destroyed: it leaves the active list for good. */
    public void destroyActor(int actor) {
        active.remove(actor);
        driver.actorDestroyed(actor);
    }

    /** The actor is placed in the level dormant ({@code DORM_Initial}): inactive until first woken. */
    public void placeDormant(int actor) {
        channels.placeDormant(actor);
    }

    /** Game code wakes the actor ({@code FlushNetDormancy}), then writes its first writable property and marks it. */
    public void wakeAndWrite(int actor, long nowNanos) {
        gameCode.wakeAndWrite(actor, nowNanos, frame);
    }

    /** Wire bytes (payload, packet headers, IP/UDP overhead) sent on a connection in this frame. */
    public long frameWireBytes(int connection) {
        return framePayloadBits[connection] / 8
                + framePackets[connection] * (costs.packetHeaderBits / 8 + costs.packetOverheadBytes);
    }

    /** (connection, actor) pairs the gather stage looked at in this frame, and the connections it walked. */
    public long frameActorsConsidered() {
        return frame.consideredPairs;
    }

    public long frameConnectionPasses() {
        return frame.connectionPasses;
    }

    /** (actor, connection) pairs that sent a bunch in this frame. */
    public long frameActorsSent() {
        return frame.actorsSent;
    }

    // --- for the Unreal model's results -------------------------------------------------------

    /** ServerReplicateActors' simulated time in the current frame, ns. */
    double frameReplicationNanos() {
        return replicationNanos;
    }

    /** Active actors × connections summed over every frame, warm-up included. */
    long actorConnectionFrames() {
        return actorConnectionFrames;
    }

    /**
     * Per-distance update rates: far (actor, connection) pairs are replicated every
     * (skip + 1)-th frame, phased by actor so far actors spread over the frames. Positions
     * are static, so each pair's zone (interleaving steps passed) is computed once.
     */
    private ConnectionActorFilter interleavingFilter(DistanceInterleaving interleaving) {
        byte[][] zone = new byte[connections.length][world.actorCount];
        for (Connection c : connections) {
            for (int a = 0; a < world.actorCount; a++) {
                if (world.actorOwner[a] != c.index) {
                    double dx = world.actorX[a] - c.viewX;
                    double dy = world.actorY[a] - c.viewY;
                    zone[c.index][a] = (byte) interleaving.zone(dx * dx + dy * dy);
                }
            }
        }
        return (connection, actor, frameIndex) -> {
            int k = interleaving.framesSkippedInZone(zone[connection][actor]);
            return k == 0 || (frameIndex + actor) % (k + 1) == 0;
        };
    }

    /**
     * Relevancy (always relevant, owner, or within cull distance) and the static priority scale;
     * the relevant pairs' slots are reserved at once (counted first), in actor order.
     */
    private void assignRelevancy(Connection c) {
        boolean[] relevant = new boolean[world.actorCount];
        int objects = 0;
        for (int a = 0; a < world.actorCount; a++) {
            int cls = world.actorClass[a];
            relevant[a] = world.classAlwaysRelevant[cls] || world.actorOwner[a] == c.index
                    || distance(c, a) <= world.classCullDistance[cls];
            if (relevant[a]) {
                objects += world.objStart[a + 1] - world.objStart[a];
            }
        }
        c.reserve(objects);
        for (int a = 0; a < world.actorCount; a++) {
            boolean owner = world.actorOwner[a] == c.index;
            // ×4 for the connection's own view target; farther actors get less
            // (docs/sources.md#unreal-consider).
            float scale = owner ? 4f : 1f;
            if (!owner && settings.worldSizeMeters() > 0) {
                scale *= (float) (1.0 / (1.0 + distance(c, a) / world.classCullDistance[world.actorClass[a]]));
            }
            c.setRelevant(a, relevant[a], scale);
        }
    }

    private double distance(Connection c, int a) {
        double dx = world.actorX[a] - c.viewX;
        double dy = world.actorY[a] - c.viewY;
        return Math.sqrt(dx * dx + dy * dy);
    }
}
