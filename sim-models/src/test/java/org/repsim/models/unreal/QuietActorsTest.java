package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * Settling quiet actors in bulk ({@link QuietActors}, {@link Shortcuts#bulkQuietActors}) changes
 * nothing: with it and without it the same run gives the same metrics, fingerprint, stale
 * properties, per-connection ReplicateActor counts and priority clock of every pair, in runs
 * where what could break a bulk update happens — changes, subobjects, a class made dormant, an
 * unreliable multicast (skip is lost for good), garbage collection, culled actors relevant to
 * some connections only, frames whose budget does not cover the due list, the replay driver, and
 * relevancy flips and a closed connection from a model — under each push condition (with push
 * + skip a quiet pair is skipped whole; with push off or on it is settled quietly, and the pairs
 * settled in bulk keep an older sent epoch) and with push validation. Each run also shows the
 * shortcut taken.
 */
class QuietActorsTest {
    private static final Shortcuts WITHOUT = new Shortcuts(true, true, true, false);

    @FunctionalInterface
    private interface FrameHook {
        void before(UnrealServer server, int frame);
    }

    private record Outcome(UnrealRun run, long[] calls, long[] clocks, long settledInBulk) {
    }

    private static Outcome run(Shortcuts shortcuts, UnrealScenario s, long seed, FrameHook hook) {
        RunContext ctx = new RunContext(RunWindow.ofSeconds(1, 4), new RandomStreams(seed, 0));
        UnrealServer server = UnrealServer.of(ctx, s, Runs.PROFILE, shortcuts);
        FrameWorkModel frameWork = new FrameWorkModel(server.costs, ctx.stream("frame-work"));
        UnrealResults results = new UnrealResults(ctx, server);
        FrameLoop loop = new FrameLoop(ctx, Math.round(1e9 / s.settings().maxTickRateHz()));
        GameWork gameWork = new GameWork(frameWork, server, s.settings().frameClock());
        loop.phase(UnrealModel.GAME_WORK, gameWork).length(gameWork);
        loop.phase(UnrealServer.GAME_CODE - 1, f -> hook.before(server, (int) f.index()));
        server.registerPhases(loop);
        loop.onFrameEnd(f -> {
            results.frameEnded(f);
            server.frameEnded(f);
        });
        ctx.run();
        UnrealRun run = results.finish(loop, frameWork.levelNanos() / 1e6);
        int n = server.connections.length;
        long[] calls = new long[n];
        long[] clocks = new long[n * server.world.actorCount];
        for (int c = 0; c < n; c++) {
            Connection conn = server.connections[c];
            calls[c] = conn.replicateActorCalls;
            for (int a = 0; a < server.world.actorCount; a++) {
                int slot = conn.slot(a);
                clocks[c * server.world.actorCount + a] = slot < 0 ? -1 : server.channels.lastUpdateNanos(conn, slot, a);
            }
        }
        return new Outcome(run, calls, clocks, ((NetDriver) server.driver).pairsSettledInBulk);
    }

    /** The run with bulk settling, after checking it is the run without. */
    private static Outcome sameRunInBulk(UnrealScenario s, long seed, FrameHook hook) {
        Outcome bulk = run(Shortcuts.ALL, s, seed, hook);
        Outcome plain = run(WITHOUT, s, seed, hook);
        assertEquals(plain.run().output().metrics(), bulk.run().output().metrics());
        assertEquals(plain.run().output().fingerprint(), bulk.run().output().fingerprint());
        assertEquals(plain.run().staleProperties(), bulk.run().staleProperties());
        assertArrayEquals(plain.calls(), bulk.calls(), "ReplicateActor calls per connection");
        assertArrayEquals(plain.clocks(), bulk.clocks(), "every pair's priority clock");
        assertEquals(0, plain.settledInBulk());
        assertTrue(bulk.settledInBulk() > 0, "the shortcut was taken on some pair");
        return bulk;
    }

    private static final FrameHook NONE = (server, frame) -> { };

    /** Full actors, carriers with subobjects and culled sleepers that a class-wide change makes dormant at 2 s. */
    private static UnrealScenario mixed(PushCondition condition) {
        ActorClassSpec sleeper = ActorClasses.full().withName("Sleeper").withRelevancy(false, 400.0);
        UnrealScenario s = Runs.lab(ActorClasses.full(), 200, 3, condition, List.of())
                .withActors(List.of(ActorClasses.full(), ActorClasses.carrier(), sleeper),
                        List.of(new ActorGroup(ActorClasses.FULL, 200), new ActorGroup(ActorClasses.CARRIER, 40),
                                new ActorGroup(sleeper.name(), 60)))
                .withWorkloads(List.of(WorkloadSpec.Writer.brief(0.2),
                        new WorkloadSpec.UnreliableMulticast(1.5, ActorClasses.CARRIER),
                        new WorkloadSpec.GarbageCollection(1.3),
                        new WorkloadSpec.DormancyChange(2.0, sleeper.name(), DormancyMode.DORMANT_ALL)));
        return s.withSettings(s.settings().withWorldSize(1000.0));
    }

    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void settlingQuietActorsInBulkChangesNothing(PushCondition condition) {
        UnrealScenario mixed = mixed(condition);
        sameRunInBulk(mixed, 41, NONE);
        sameRunInBulk(mixed.withSettings(mixed.settings().withReplayDriver(true)), 42, NONE);
        // Every actor made dormant at 1 s, and each write flushes it first: pending channels are
        // cancelled and must be flagged again by their next update.
        UnrealScenario flushed = Runs.lab(ActorClasses.full(), 200, 3, condition, List.of(
                new WorkloadSpec.DormancyChange(1.0, null, DormancyMode.DORMANT_ALL),
                WorkloadSpec.Writer.brief(0.5).withWakeBeforeWrite(true)));
        sameRunInBulk(flushed, 45, NONE);
    }

    @Test
    void withPushValidationTheUnchangedActorsAreSettledInBulkAndChangeNothing() {
        // Validation compares every push property, so nothing is skipped: the pass without skip.
        UnrealScenario mixed = mixed(PushCondition.PUSH_SKIP);
        sameRunInBulk(mixed.withSettings(mixed.settings().withValidation(true)), 46, NONE);
    }

    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void framesWhoseBudgetMaySaturateAreReplicatedPairByPairAndChangeNothing(PushCondition condition) {
        UnrealScenario busy = mixed(condition).withWorkloads(List.of(WorkloadSpec.Writer.brief(2.0)));
        // 1.2 MB/s: in about half the frames some connection's credit does not cover the due list
        // at its largest, so the pass goes pair by pair there and the quiet actors are forgotten.
        Outcome tight = sameRunInBulk(busy.withSettings(busy.settings().withRates(1_200_000, 1_200_000)), 43, NONE);
        Outcome raised = run(Shortcuts.ALL, busy, 43, NONE);
        double share = (double) tight.settledInBulk() / raised.settledInBulk();
        assertTrue(share > 0.1 && share < 0.9, "both kinds of frames: " + share);
    }

    @ParameterizedTest
    @EnumSource(PushCondition.class)
    void relevancyFlipsAndAClosedConnectionChangeNothing(PushCondition condition) {
        UnrealScenario s = Runs.lab(ActorClasses.full(), 150, 3, condition, List.of(WorkloadSpec.Writer.brief(0.1)));
        FrameHook flips = (server, frame) -> {
            if (frame % 5 == 0) {
                int c = frame % 3;
                for (int a = frame % 7; a < server.actorCount(); a += 7) {
                    server.setRelevancy(c, a, !server.connections[c].relevant(a), 1f);
                }
            }
            if (frame == 70) {
                server.closeConnection(2);
                for (int a = 0; a < server.actorCount(); a++) {
                    server.setRelevancy(2, a, false, 1f);
                }
            }
        };
        sameRunInBulk(s, 44, flips);
    }
}
