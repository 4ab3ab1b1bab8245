package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.connection.NetworkSpec;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.object.PropertySpec;
import org.repsim.models.unreal.object.ReplicationCondition;
import org.repsim.models.unreal.object.WireType;
import org.repsim.models.unreal.replication.FrameClock;
import org.repsim.models.unreal.replication.IrisSettings;
import org.repsim.models.unreal.replication.PassStrategy;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * Iris's mechanisms (docs/iris.md), each in a run where it could fail: the copy and quantize once
 * per dirty object per frame whatever the connection count; no per-connection work for an
 * unchanged object; creation (full state) once per connection and nothing like a channel reopened
 * on a wake; lost changes sent again after a NAK; the grid filter's checks limited to the cell a
 * connection's view stands in and no poll for an object in scope nowhere; the writer's accumulated
 * priority, which starves nobody under saturation.
 */
class IrisMechanismTest {
    private static final CostProfile FIXED = Runs.fixedWork(40);

    @Test
    void anObjectIsCopiedAndQuantizedOncePerFrameWhateverTheConnectionCount() {
        FrameCounters[] t = new FrameCounters[3];
        int[] connections = {1, 3, 8};
        long frames = -1;
        for (int i = 0; i < 3; i++) {
            UnrealRun r = Runs.run(iris(overlapped(lab(ActorClasses.full(), 200, connections[i], 1.0))), FIXED, 2, 4, 5);
            t[i] = r.totals();
            frames = frames < 0 ? r.frames() : frames;
            assertEquals(frames, r.frames(), "same frames");
        }
        assertTrue(t[0].irisQuantizedObjects > 100, "objects changed: " + t[0].irisQuantizedObjects);
        for (int i = 0; i < 3; i++) {
            assertEquals(t[0].irisQuantizedObjects, t[i].irisQuantizedObjects, connections[i] + " connections");
            assertEquals(t[0].irisQuantizedMembers, t[i].irisQuantizedMembers, connections[i] + " connections");
            assertEquals(t[0].compareCalls, t[i].compareCalls, "polls, " + connections[i] + " connections");
            // Each dirty object's change mask goes to every connection (all always relevant).
            assertEquals(t[0].irisQuantizedObjects * connections[i], t[i].irisChangeMasks);
            assertEquals(t[0].irisQuantizedObjects * connections[i], t[i].irisObjectsWritten);
        }
    }

    @Test
    void anUnchangedObjectCostsNoConnectionAnything() {
        ActorClassSpec changing = ActorClasses.full().withName("Changing");
        ActorClassSpec idle = ActorClasses.full().withName("Idle");
        WorkloadSpec writer = new WorkloadSpec.Writer(2.0, WorkloadSpec.Arrival.ACCUMULATOR, "Changing", false, true,
                false);
        UnrealScenario few = iris(overlapped(lab(ActorClasses.full(), 0, 3, 0.0))).withActors(List.of(changing),
                List.of(new ActorGroup("Changing", 10))).withWorkloads(List.of(writer));
        UnrealScenario many = few.withActors(List.of(changing, idle),
                List.of(new ActorGroup("Changing", 10), new ActorGroup("Idle", 500)));
        UnrealRun a = Runs.run(few, FIXED, 2, 4, 5);
        UnrealRun b = Runs.run(many, FIXED, 2, 4, 5);
        assertEquals(a.frames(), b.frames(), "same frames");
        FrameCounters x = a.totals();
        FrameCounters y = b.totals();
        assertTrue(x.irisObjectsWritten > 50, "writes reached the connections: " + x.irisObjectsWritten);
        assertEquals(x.irisPrioritized, y.irisPrioritized, "prioritized pairs");
        assertEquals(x.irisChangeMasks, y.irisChangeMasks, "change masks merged");
        assertEquals(x.irisObjectsWritten, y.irisObjectsWritten, "objects written");
        assertEquals(x.serializedProperties, y.serializedProperties, "members serialized");
        assertEquals(x.compareCalls, y.compareCalls, "polls: a push-based object with nothing dirty is not polled");
        for (String scope : List.of("PreSendUpdate/PropagateDirtyChanges", "PreSendUpdate/UpdatePrioritization",
                "SendUpdate/WriteObjects", "SendUpdate/WriteObjects/SerializeMembers")) {
            assertEquals(exclusive(a, scope), exclusive(b, scope), 1e-12, scope);
        }
        // Legacy pays every due idle actor on every connection.
        UnrealRun la = Runs.run(legacy(few), FIXED, 2, 4, 5);
        UnrealRun lb = Runs.run(legacy(many), FIXED, 2, 4, 5);
        assertTrue(lb.totals().replicateActorCalls > 10 * la.totals().replicateActorCalls);
    }

    @Test
    void anActorIsCreatedOnceOnEachConnectionWithItsFullState() {
        UnrealScenario s = iris(lab(ActorClasses.carrier(), 50, 3, 0.0));
        UnrealRun r = UnrealModel.simulate(s, FIXED, RunWindow.ofSeconds(0, 2), new RandomStreams(5, 0));
        FrameCounters t = r.totals();
        assertEquals(150, t.irisCreations, "one creation per (actor, connection)");
        assertEquals(300, t.initialSerializeCalls, "the body and its component, once each per connection");
        assertEquals(300, t.irisObjectsWritten, "and nothing more: nothing changes");
        assertEquals(0, t.channelsOpened, "Iris has no actor channels");
    }

    @Test
    void aWokenDormantActorSendsItsChangeNotItsWholeState() {
        UnrealScenario s = iris(UnrealScenario.dormancyCondition(PushCondition.PUSH_ON, 1.0));
        UnrealRun r = Runs.run(s, FIXED, 6, 4, 5);
        FrameCounters t = r.totals();
        long frames = r.frames();
        assertTrue(t.flushes > 20L * frames, "about one wake per actor per second: " + t.flushes);
        assertEquals(0, t.initialSerializeCalls, "no whole state after a wake");
        // Each wake polls the actor once, and it is dormant again: the active list holds almost nothing.
        assertTrue(t.activeAtFrameEnd < 2 * frames, "active objects per frame " + (double) t.activeAtFrameEnd / frames);
        assertEquals(t.compareCalls, t.irisQuantizedObjects, "every poll of a woken actor finds its write");
        assertEquals(2 * t.irisQuantizedObjects, t.irisObjectsWritten, "its change to each connection");
        assertEquals(2 * t.changedProperties, t.serializedProperties, "each change to each connection, nothing more");
        // Legacy reopens a channel and sends the whole state on every wake.
        FrameCounters l = Runs.run(legacy(s), FIXED, 6, 4, 5).totals();
        assertTrue(l.initialSerializeCalls > 20L * frames && l.channelsOpened > 20L * frames);
    }

    @Test
    void changesLostWithAPacketAreSentAgainAfterTheNak() {
        UnrealScenario clean = iris(overlapped(lab(ActorClasses.full(), 100, 2, 1.0)));
        UnrealScenario lossy = clean.withNetwork(new NetworkSpec(1000.0 / 60, 0.2));
        UnrealRun c = Runs.run(clean, FIXED, 2, 8, 5);
        UnrealRun l = Runs.run(lossy, FIXED, 2, 8, 5);
        assertEquals(0.0, l.metric("stale_properties"), "every change reached every client in the end");
        // The resends: more members serialized for the same changes.
        assertEquals(c.totals().changedProperties, l.totals().changedProperties);
        assertTrue(l.totals().serializedProperties > 1.1 * c.totals().serializedProperties,
                l.totals().serializedProperties + " vs " + c.totals().serializedProperties + " without loss");
    }

    @Test
    void theGridFilterChecksOnlyTheViewersCellAndAnObjectInScopeNowhereIsNotPolled() {
        // 200 far actors with a 1 m cull distance on a 4 km map: in scope for no connection; 20 near
        // ones always relevant. Both kinds are written, each by its own writer.
        ActorClassSpec near = ActorClasses.full().withName("Near");
        ActorClassSpec far = ActorClasses.full().withName("Far").withRelevancy(false, 1.0);
        WorkloadSpec nearWriter = new WorkloadSpec.Writer(2.0, WorkloadSpec.Arrival.ACCUMULATOR, "Near", false, true,
                false);
        WorkloadSpec farWriter = new WorkloadSpec.Writer(2.0, WorkloadSpec.Arrival.ACCUMULATOR, "Far", false, true,
                false);
        UnrealScenario base = lab(near, 20, 4, 0.0).withActors(List.of(near, far),
                List.of(new ActorGroup("Near", 20), new ActorGroup("Far", 200))).withWorkloads(List.of(nearWriter,
                farWriter));
        base = overlapped(base.withSettings(base.settings().withWorldSize(4000)));
        UnrealScenario grid = base.withSettings(base.settings().withPass(PassStrategy.iris(IrisSettings.defaults())));
        UnrealScenario noGrid = base.withSettings(base.settings().withPass(PassStrategy.iris(
                IrisSettings.defaults().withGrid(false, 20_000))));
        UnrealScenario nearOnly = grid.withWorkloads(List.of(nearWriter)).withActors(List.of(near),
                List.of(new ActorGroup("Near", 20)));
        UnrealRun g = Runs.run(grid, FIXED, 2, 4, 5);
        UnrealRun n = Runs.run(noGrid, FIXED, 2, 4, 5);
        long connectionFrames = g.totals().connectionPasses;
        assertEquals(200 * connectionFrames, n.totals().irisFilterChecks, "without the grid: every far actor, every connection");
        assertTrue(g.totals().irisFilterChecks < 10 * connectionFrames,
                "with it: those listed in the view's cell, " + (double) g.totals().irisFilterChecks / connectionFrames);
        assertEquals(connectionFrames, g.totals().irisFilterCells, "one cell per connection");
        // The far actors are in scope nowhere: never polled, never written.
        UnrealRun only = Runs.run(nearOnly, FIXED, 2, 4, 5);
        assertEquals(only.totals().compareCalls, g.totals().compareCalls, "polls");
        assertEquals(only.totals().irisObjectsWritten, g.totals().irisObjectsWritten, "writes");
    }

    @Test
    void underSaturationTheAccumulatedPriorityStarvesNobody() {
        // 20 actors changing about every frame, one connection whose 3,000 B/s leave room for about
        // one object a frame; one static priority for all.
        UnrealScenario s = iris(lab(ActorClasses.full(), 20, 1, 30.0));
        s = s.withSettings(s.settings().withRates(3000, 3000));
        int[] written = new int[20];
        int[] sentBefore = new int[20];
        BiConsumer<UnrealServer, Integer> watch = (server, frame) -> {
            Connection c = server.connections[0];
            for (int a = 0; a < 20; a++) {
                int s0 = c.slot(a);
                if (s0 >= 0 && c.sentEpoch[s0] != sentBefore[a]) {
                    written[a]++;
                    sentBefore[a] = c.sentEpoch[s0];
                }
            }
        };
        UnrealServer server = run(s, RunWindow.ofSeconds(1, 4), watch);
        FrameCounters t = server.totals;
        assertTrue(t.saturatedConnections > 60, "saturated on most frames: " + t.saturatedConnections);
        assertTrue(t.pendingActors > 10L * t.saturatedConnections, "most of the list waits each frame");
        for (int a = 0; a < 20; a++) {
            assertTrue(written[a] >= 3, "actor " + a + " written " + written[a] + " times");
        }
    }

    @Test
    void aChangedFastArrayIsWrittenWhereItChangedAndReachesEveryClient() {
        PropertySpec items = new PropertySpec("Items", WireType.FAST_ARRAY, 0, 1, null, true,
                ReplicationCondition.NONE, true, 200, 400, List.of(WireType.INT32, WireType.FLOAT));
        ActorClassSpec manager = new ActorClassSpec("Manager", List.of(items), List.of(), 100.0, 2.0, 1.0, true, 150.0,
                DormancyMode.AWAKE, true, false);
        UnrealScenario s = iris(overlapped(lab(ActorClasses.full(), 0, 3, 0.0))).withActors(
                List.of(ActorClasses.full(), manager), List.of(new ActorGroup("Full", 100), new ActorGroup("Manager", 3)))
                .withWorkloads(List.of(WorkloadSpec.Writer.brief(1.0).withItemChurn(0.2, 0.2)));
        UnrealRun r = Runs.run(s, FIXED, 2, 4, 5);
        FrameCounters t = r.totals();
        assertTrue(t.fastArrayItemsSent > 0, "changed items sent: " + t.fastArrayItemsSent);
        // The delta serialization runs only for a manager that is written, never for a quiet one.
        assertTrue(t.fastArrayKeyChecks <= t.irisObjectsWritten, t.fastArrayKeyChecks + " key checks");
        assertEquals(0.0, r.metric("stale_properties"), "every change reached every client");
    }

    // --- helpers -------------------------------------------------------------------------------

    private static UnrealScenario lab(ActorClassSpec cls, int actors, int connections, double rate) {
        return UnrealScenario.briefLab(cls, actors, connections, PushCondition.PUSH_ON, rate);
    }

    private static UnrealScenario iris(UnrealScenario s) {
        return s.withSettings(s.settings().withPass(PassStrategy.iris(IrisSettings.defaults())));
    }

    private static UnrealScenario legacy(UnrealScenario s) {
        return s.withSettings(s.settings().withPass(PassStrategy.legacy()));
    }

    private static UnrealScenario overlapped(UnrealScenario s) {
        return s.withSettings(s.settings().withFrameClock(FrameClock.OVERLAPPED));
    }

    private static double exclusive(UnrealRun r, String scope) {
        TimerTree t = r.output().timers();
        return t.find("ServerReplicateActors/" + scope).map(t::exclusiveMsPerFrame).orElseThrow();
    }

    /** Runs the scenario calling {@code hook} before each frame's game code; returns the server. */
    private static UnrealServer run(UnrealScenario s, RunWindow window, BiConsumer<UnrealServer, Integer> hook) {
        RunContext ctx = new RunContext(window, new RandomStreams(5, 0));
        UnrealServer server = UnrealServer.of(ctx, s, FIXED, Shortcuts.ALL);
        FrameWorkModel frameWork = new FrameWorkModel(server.costs, ctx.stream("frame-work"));
        FrameLoop loop = new FrameLoop(ctx, Math.round(1e9 / s.settings().maxTickRateHz()));
        GameWork gameWork = new GameWork(frameWork, server, s.settings().frameClock());
        loop.phase(UnrealModel.GAME_WORK, gameWork).length(gameWork);
        loop.phase(UnrealServer.GAME_CODE - 1, f -> hook.accept(server, (int) f.index()));
        server.registerPhases(loop);
        loop.onFrameEnd(server::frameEnded);
        ctx.run();
        return server;
    }
}
