package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.replication.GraphSettings;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.replication.ReplicationStrategy;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * The replication graph's mechanisms (issue 14), each on a small hand-placed world driven by a
 * bare 30 Hz frame loop: gathered cells, re-binning, FastShared, frequency buckets, dormancy on a
 * connection, saturation. Relevancy is set by hand from the positions (cull distance), as a model
 * that places its actors does.
 */
class ReplicationGraphMechanismTest {
    private static final CostProfile COSTS = Runs.fixedWork(0);
    private static final double CULL = 50;
    /** Not always relevant, culled at 50 m, standing still. */
    private static final ActorClassSpec SPATIAL = ActorClasses.full().withName("Spatial").withRelevancy(false, CULL);
    private static final ActorClassSpec MOVING = SPATIAL.withName("Moving").withMoving(true);

    /** One run's server (for its counters) and timer tree. */
    private record Run(UnrealServer server, TimerTree timers, int frames) {
    }

    /** A world of groups; actor i of the run sits at {@code positions[i]}; every viewer at (viewX, viewY). */
    private static Run run(List<ActorClassSpec> classes, List<ActorGroup> groups, double[][] positions, int connections,
                           double viewX, double viewY, ReplicationSettings settings, List<WorkloadSpec> workloads,
                           Consumer<UnrealServer> setUp, FrameHook eachFrame) {
        RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 2), new RandomStreams(5, 0));
        UnrealServer server = UnrealServer.builder(ctx, COSTS, classes, groups, connections, settings)
                .workloads(workloads).gridExtentMeters(1000).build();
        for (int a = 0; a < server.actorCount(); a++) {
            server.placeActor(a, positions[a][0], positions[a][1]);
        }
        for (int c = 0; c < connections; c++) {
            server.placeViewer(c, viewX, viewY, 1, 0);
            relevancy(server, c, viewX, viewY);
        }
        setUp.accept(server);
        FrameLoop loop = new FrameLoop(ctx, 33_333_333L);
        loop.phase(UnrealServer.GAME_CODE - 1, f -> eachFrame.before(server, f));
        server.registerPhases(loop);
        loop.onFrameEnd(server::frameEnded);
        ctx.run();
        return new Run(server, ctx.ledger().snapshot(loop.frames(), 2.0), (int) loop.frames());
    }

    @FunctionalInterface
    private interface FrameHook {
        void before(UnrealServer server, FrameLoop.Frame f);
    }

    private static void relevancy(UnrealServer server, int c, double vx, double vy) {
        for (int a = 0; a < server.actorCount(); a++) {
            double dx = server.world.actorX[a] - vx;
            double dy = server.world.actorY[a] - vy;
            double d = Math.sqrt(dx * dx + dy * dy);
            double cull = server.world.classCullDistance[server.world.actorClass[a]];
            server.setRelevancy(c, a, server.world.classAlwaysRelevant[server.world.actorClass[a]] || d <= cull,
                    (float) (1.0 / (1.0 + d / cull)));
        }
    }

    private static ReplicationSettings graph(GraphSettings g) {
        return ReplicationSettings.measured(PushCondition.PUSH_ON).withStrategy(ReplicationStrategy.REPLICATION_GRAPH, g);
    }

    private static double[][] cluster(int n, double x, double y, int offset, double[][] into) {
        for (int i = 0; i < n; i++) {
            into[offset + i] = new double[] {x + i % 5, y + i / 5};
        }
        return into;
    }

    private static final Consumer<UnrealServer> NONE = s -> { };
    private static final FrameHook STILL = (s, f) -> { };

    @Test
    void anActorOutsideEveryGatheredCellAddsNoPerConnectionCost() {
        // 10 actors by the viewer (50, 50); the second world adds 100 more 850 m away, 8 cells off.
        List<ActorClassSpec> classes = List.of(SPATIAL);
        double[][] near = cluster(10, 50, 50, 0, new double[10][]);
        double[][] both = cluster(100, 900, 900, 10, cluster(10, 50, 50, 0, new double[110][]));
        List<WorkloadSpec> writer = List.of();
        // Iris's grid filter has its own test (IrisMechanismTest): it runs no ReplicateActor.
        for (ReplicationStrategy s : List.of(ReplicationStrategy.LEGACY, ReplicationStrategy.REPLICATION_GRAPH)) {
            ReplicationSettings settings = graph(GraphSettings.basic()).withStrategy(s, GraphSettings.basic());
            Run a = run(classes, List.of(new ActorGroup("Spatial", 10)), near, 3, 50, 50, settings, writer, NONE, STILL);
            Run b = run(classes, List.of(new ActorGroup("Spatial", 110)), both, 3, 50, 50, settings, writer, NONE, STILL);
            String prioritize = "ServerReplicateActors/GatherPrioritize/Prioritize";
            if (s == ReplicationStrategy.LEGACY) {
                // Legacy pays the prioritize step of every far actor on every connection.
                assertTrue(b.timers().find(prioritize).orElseThrow().calls()
                        >= a.timers().find(prioritize).orElseThrow().calls() + 100L * 3 * a.frames() / 2);
                continue;
            }
            // Far actors sit in no cell the viewers gather: not one per-connection operation more.
            FrameCounters ta = a.server().totals;
            FrameCounters tb = b.server().totals;
            assertEquals(ta.graphDueChecks, tb.graphDueChecks, "due checks");
            assertEquals(ta.prioritized, tb.prioritized, "prioritized");
            assertEquals(ta.graphGathers, tb.graphGathers, "gathers");
            assertEquals(ta.consideredPairs, tb.consideredPairs, "considered pairs");
            assertTrue(ta.replicateActorCalls > 0);
            for (TimerTree.Scope sa : a.timers().scopes()) {
                String p = sa.path();
                if (p.equals("ServerReplicateActors/GatherPrioritize/PrepareForReplication")
                        || p.startsWith("ServerReplicateActors/ReplicateActor") || p.equals("ServerReplicateActors")
                        || p.equals("ServerReplicateActors/GatherPrioritize") || p.startsWith("GameWork")) {
                    // Binning the far actors once, and the writer's writes to them (compared when
                    // they would be replicated: never), are not per-connection work.
                    continue;
                }
                TimerTree.Scope sb = b.timers().find(p).orElseThrow();
                assertEquals(sa.calls(), sb.calls(), p + " calls");
                assertEquals(sa.exclusiveNanos(), sb.exclusiveNanos(), 1e-6, p + " time");
            }
            assertEquals(a.timers().find("ServerReplicateActors/ReplicateActor").orElseThrow().calls(),
                    b.timers().find("ServerReplicateActors/ReplicateActor").orElseThrow().calls());
        }
    }

    @Test
    void movingActorsAreReBinnedOncePerFrameWhateverTheConnectionCount() {
        List<ActorClassSpec> classes = List.of(MOVING);
        double[][] pos = cluster(20, 300, 300, 0, new double[20][]);
        // The actors walk 3 m per frame along x: they cross cell borders now and then.
        FrameHook walk = (s, f) -> {
            for (int a = 0; a < s.actorCount(); a++) {
                s.placeActor(a, 300 + a % 5 + 3.0 * f.index(), 300 + a / 5);
            }
        };
        long[] rebins = new long[2];
        long[] ops = new long[2];
        int[] frames = new int[2];
        int[] counts = {1, 6};
        for (int i = 0; i < 2; i++) {
            Run r = run(classes, List.of(new ActorGroup("Moving", 20)), pos, counts[i], 300, 300,
                    graph(GraphSettings.basic()), List.of(), NONE, walk);
            rebins[i] = r.server().totals.graphRebins;
            ops[i] = r.server().totals.graphRebinListOps;
            frames[i] = r.frames();
        }
        assertEquals(frames[0], frames[1]);
        assertEquals(20L * frames[0], rebins[0], "one bounds check per moving actor per frame");
        assertEquals(rebins[0], rebins[1], "independent of the connection count");
        assertEquals(ops[0], ops[1], "the same cell moves");
        assertTrue(ops[0] > 20, "the walk crosses cell borders: " + ops[0]);
    }

    @Test
    void theFastSharedBunchIsBuiltOncePerActorPerFrameForAnyNumberOfConnections() {
        List<ActorClassSpec> classes = List.of(MOVING);
        // 10 moving actors 30 m from every viewer (beyond the near 20% of 50 m), in front.
        double[][] pos = cluster(10, 330, 300, 0, new double[10][]);
        GraphSettings g = GraphSettings.basic().withSpatialFrequency(true, true);
        long[] builds = new long[3];
        long[] sends = new long[3];
        long[] frames = new long[3];
        int[] counts = {1, 4, 9};
        for (int i = 0; i < 3; i++) {
            Run r = run(classes, List.of(new ActorGroup("Moving", 10)), pos, counts[i], 300, 300, graph(g),
                    List.of(), NONE, STILL);
            builds[i] = r.server().totals.fastSharedBuilds;
            sends[i] = r.server().totals.fastSharedSends;
            frames[i] = r.frames();
            assertEquals(counts[i] * builds[i], sends[i], "every connection is sent the one bunch");
        }
        assertTrue(builds[0] > 0 && builds[0] <= 10 * frames[0], "at most one per actor per frame: " + builds[0]);
        assertEquals(builds[0], builds[1]);
        assertEquals(builds[0], builds[2]);
    }

    @Test
    void withNFrequencyBucketsABucketsActorsAreGatheredEveryNthFrame() {
        ActorClassSpec always = ActorClasses.full();
        double[][] pos = cluster(30, 0, 0, 0, new double[30][]);
        List<int[]> seen = new ArrayList<>();
        Consumer<UnrealServer> record = s -> s.setConnectionActorFilter((c, a, frame) -> {
            seen.add(new int[] {a, frame});
            return true;
        });
        Run r = run(List.of(always), List.of(new ActorGroup(always.name(), 30)), pos, 1, 0, 0,
                graph(GraphSettings.basic().withBuckets(3).withBucketMinListSize(0)), List.of(), record, STILL);
        int[] perActor = new int[30];
        for (int[] e : seen) {
            assertEquals(e[0] % 3, e[1] % 3, "actor " + e[0] + " gathered on frame " + e[1]);
            perActor[e[0]]++;
        }
        for (int a = 0; a < 30; a++) {
            // NetUpdateFrequency 100 at 30 Hz: due every frame it is gathered, i.e. every 3rd frame.
            int expected = (r.frames() - a % 3 + 2) / 3;
            assertEquals(expected, perActor[a], "actor " + a);
        }
    }

    @Test
    void anActorDormantOnThisConnectionIsSkippedBeforePrioritization() {
        ActorClassSpec dormant = SPATIAL.withName("Door").withDormancy(DormancyMode.DORMANT_ALL);
        List<ActorClassSpec> classes = List.of(SPATIAL, dormant);
        double[][] pos = cluster(20, 50, 50, 0, new double[20][]);
        List<ActorGroup> groups = List.of(new ActorGroup("Spatial", 10), new ActorGroup("Door", 10));
        Consumer<UnrealServer> placeDoors = s -> {
            for (int a = 10; a < 20; a++) {
                s.placeDormant(a);
            }
        };
        List<int[]> consulted = new ArrayList<>();
        Consumer<UnrealServer> both = s -> {
            placeDoors.accept(s);
            s.setConnectionActorFilter((c, a, f) -> {
                consulted.add(new int[] {a, f});
                return true;
            });
        };
        Run withNode = run(classes, groups, pos, 2, 50, 50, graph(GraphSettings.basic()), List.of(), both, STILL);
        for (int[] e : consulted) {
            assertTrue(e[0] < 10, "a dormant door reached the prioritize step: " + e[0]);
        }
        consulted.clear();
        Run withoutNode = run(classes, groups, pos, 2, 50, 50, graph(GraphSettings.basic().withDormancyNode(false)),
                List.of(), both, STILL);
        for (int[] e : consulted) {
            assertTrue(e[0] < 10, "a dormant door reached the prioritize step: " + e[0]);
        }
        Run awakeOnly = run(List.of(SPATIAL), List.of(new ActorGroup("Spatial", 10)), pos, 2, 50, 50,
                graph(GraphSettings.basic()), List.of(), NONE, STILL);
        FrameCounters on = withNode.server().totals;
        FrameCounters off = withoutNode.server().totals;
        FrameCounters ref = awakeOnly.server().totals;
        long pairs = 10L * 2 * withNode.frames();
        assertEquals(pairs, on.graphDormantSkipped);
        assertEquals(pairs, off.graphDormantSkipped);
        assertEquals(ref.prioritized, on.prioritized, "dormant doors are never prioritized");
        assertEquals(ref.prioritized, off.prioritized);
        // The dormancy node drops them from the connection's list; without it each costs a due check.
        assertEquals(ref.graphDueChecks, on.graphDueChecks);
        assertEquals(ref.graphDueChecks + pairs, off.graphDueChecks);
    }

    @Test
    void theSaturationCutOffMarksTheRestStarvedAndTheirPriorityGrows() {
        ActorClassSpec always = ActorClasses.full();
        double[][] pos = cluster(20, 0, 0, 0, new double[20][]);
        // 3000%: every actor changes about every frame; 3,000 B/s leave room for about one bunch a frame.
        ReplicationSettings settings = graph(GraphSettings.basic()).withRates(3000, 3000);
        // One static priority scale for all: priority = NetPriority x time since last replicated.
        Consumer<UnrealServer> flat = s -> {
            for (int a = 0; a < 20; a++) {
                s.setRelevancy(0, a, true, 1f);
            }
        };
        long[] before = new long[20];
        int[] checked = {0};
        int[] everReplicated = new int[20];
        FrameHook watch = (s, f) -> {
            Connection c = s.connections[0];
            long previousStart = f.startNanos() - 33_333_333L;
            long newestReplicated = Long.MIN_VALUE;
            long oldestWaiting = Long.MAX_VALUE;
            for (int a = 0; a < 20; a++) {
                if (f.index() > 0 && s.channels.lastUpdateNanos(c, c.slot(a), a) == previousStart) {
                    everReplicated[a]++;
                    newestReplicated = Math.max(newestReplicated, before[a]);
                } else {
                    oldestWaiting = Math.min(oldestWaiting, before[a]);
                }
            }
            if (f.index() > 1 && newestReplicated != Long.MIN_VALUE && oldestWaiting != Long.MAX_VALUE) {
                // The cut-off left the others starved: each replicated actor had waited at least
                // as long as every starved one (their priority had grown past the others').
                assertTrue(newestReplicated <= oldestWaiting, "frame " + f.index() + ": a starved actor waited longer");
                checked[0]++;
            }
            for (int a = 0; a < 20; a++) {
                before[a] = s.channels.lastUpdateNanos(c, c.slot(a), a);
            }
        };
        Run r = run(List.of(always), List.of(new ActorGroup(always.name(), 20)), pos, 1, 0, 0, settings,
                List.of(WorkloadSpec.Writer.brief(30.0)), flat, watch);
        FrameCounters t = r.server().totals;
        assertTrue(t.saturatedConnections > r.frames() / 2, "saturated on most frames: " + t.saturatedConnections);
        assertTrue(t.pendingActors > 10L * r.frames(), "most of the list starved each frame: " + t.pendingActors);
        assertTrue(checked[0] > 20, "frames checked: " + checked[0]);
        for (int a = 0; a < 20; a++) {
            assertTrue(everReplicated[a] >= 2, "actor " + a + " starved for good");
        }
    }

    @Test
    void thePlayerStateLimiterGathersItsPerFrameShareInTurn() {
        ActorClassSpec playerState = ActorClasses.full().withName("PlayerState");
        double[][] pos = cluster(10, 0, 0, 0, new double[10][]);
        List<int[]> seen = new ArrayList<>();
        Consumer<UnrealServer> record = s -> s.setConnectionActorFilter((c, a, frame) -> {
            seen.add(new int[] {a, frame});
            return true;
        });
        Run r = run(List.of(playerState), List.of(new ActorGroup("PlayerState", 10)), pos, 1, 0, 0,
                graph(GraphSettings.basic().withPlayerStates("PlayerState", 2)), List.of(), record, STILL);
        int[] perFrame = new int[r.frames()];
        for (int[] e : seen) {
            // Groups of 2 in list order, one group per frame: actors 2g and 2g+1 on frames = g mod 5.
            assertEquals(e[0] / 2, e[1] % 5, "player state " + e[0] + " gathered on frame " + e[1]);
            perFrame[e[1]]++;
        }
        for (int f = 0; f < r.frames(); f++) {
            assertEquals(2, perFrame[f], "frame " + f);
        }
    }
}
