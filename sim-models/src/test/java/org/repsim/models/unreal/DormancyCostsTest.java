package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * What a woken actor's channel churn costs, and where (docs/unreal-model.md, "Dormancy costs"):
 * per connection the flush's look-ups, the wake where the actor was dormant, the reopen (the
 * channel and each replicator), the pending-channel ticks and the close. One actor, three
 * connections, 33.3 ms frames (no game work), 10 ms round trips: a channel opened in frame N is
 * flagged pending in N+1 and closes in N+2, the first frame that has read N's acks.
 */
class DormancyCostsTest {
    private static final ActorClassSpec DORMANT_FULL = ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL);
    private static final int CONNECTIONS = 3;
    private static final int FRAMES = 30;
    private static final long FRAME = 33_333_333L;
    private static final long RTT = 10_000_000L;
    private static final Map<String, Double> UNIT = Runs.PROFILE.values();

    /** Per frame, the churn's scopes (exclusive ns) and counts of a run of one actor on three connections. */
    private static final class Churn {
        final double[] flushNanos = new double[FRAMES];
        final double[] openNanos = new double[FRAMES];
        final double[] closeNanos = new double[FRAMES];
        final double[] tickNanos = new double[FRAMES];
        final long[] opened = new long[FRAMES];
        final long[] closed = new long[FRAMES];
        final long[] pendingTicks = new long[FRAMES];
        final long[] flushes = new long[FRAMES];

        /**
         * Game code calls {@code FlushNetDormancy} on the actor in the frames {@code flushAt}
         * accepts, and also writes and marks a property in those {@code writeAt} accepts.
         */
        Churn(ActorClassSpec cls, IntPredicate flushAt, IntPredicate writeAt) {
            RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 1), new RandomStreams(1, 0));
            long[] rtt = new long[CONNECTIONS];
            java.util.Arrays.fill(rtt, RTT);
            UnrealServer server = UnrealServer.builder(ctx, Runs.fixedWork(0), List.of(cls),
                    List.of(new ActorGroup(cls.name(), 1)), CONNECTIONS,
                    ReplicationSettings.measured(PushCondition.PUSH_SKIP)).rttNanos(rtt).build();
            FrameLoop loop = new FrameLoop(ctx, FRAME);
            server.registerPhases(loop);
            loop.phase(UnrealServer.GAME_CODE - 1, f -> {
                if (writeAt.test(f.index())) {
                    server.wakeAndWrite(0, f.startNanos());
                } else if (flushAt.test(f.index())) {
                    server.channels.flush(0, server.frame);
                }
            });
            CostLedger l = ctx.ledger();
            int flush = l.scope("FlushNetDormancy", l.scope("GameWork"));
            int open = l.scope("ChannelOpen", l.scope("ServerReplicateActors"));
            int tick = l.scope("TickChannels");
            int close = l.scope("ChannelClose", tick);
            double[] before = new double[4];
            loop.onFrameEnd(f -> {
                int i = f.index();
                if (i < FRAMES) {
                    double[] now = {l.exclusiveNanos(flush), l.exclusiveNanos(open), l.exclusiveNanos(close),
                        l.exclusiveNanos(tick)};
                    flushNanos[i] = now[0] - before[0];
                    openNanos[i] = now[1] - before[1];
                    closeNanos[i] = now[2] - before[2];
                    tickNanos[i] = now[3] - before[3];
                    System.arraycopy(now, 0, before, 0, now.length);
                    opened[i] = server.frame.channelsOpened;
                    closed[i] = server.frame.closeBunches;
                    pendingTicks[i] = server.frame.pendingChannelTicks;
                    flushes[i] = server.frame.flushes;
                }
                server.frameEnded(f);
            });
            ctx.run();
        }

        long totalOpened() {
            return java.util.Arrays.stream(opened).sum();
        }

        long totalClosed() {
            return java.util.Arrays.stream(closed).sum();
        }
    }

    private static double ns(String key) {
        return UNIT.get(key) * 1e3;
    }

    /** Woken in frame 10 (dormant on every connection since frame 2), flushed again in frame 11. */
    private static Churn wokenAtTenFlushedAtEleven(ActorClassSpec cls) {
        return new Churn(cls, f -> f == 10 || f == 11, f -> false);
    }

    @Test
    void aWakeChargesTheFlushOnEveryConnectionAndTheWakeWhereTheActorWasDormant() {
        Churn c = wokenAtTenFlushedAtEleven(DORMANT_FULL);
        assertEquals(1L, c.closed[2] / CONNECTIONS, "dormant on every connection from frame 2");
        assertEquals(CONNECTIONS * (ns("flush_dormancy_connection_us") + ns("wake_channel_us")), c.flushNanos[10],
                1e-6, "frame 10: dormant on the three connections");
        // Frame 11: its channels are open again (not yet pending): only the look-ups.
        assertEquals(CONNECTIONS * ns("flush_dormancy_connection_us"), c.flushNanos[11], 1e-6);
        assertEquals(0.0, c.flushNanos[12], 0.0);
    }

    @Test
    void aFlushOfAnActorThatIsNotDormancyEnabledCostsNothing() {
        Churn c = new Churn(ActorClasses.full(), f -> f == 10, f -> false);
        assertEquals(1L, c.flushes[10], "the call is made");
        assertEquals(0.0, c.flushNanos[10], 0.0, "and returns at the engine's first test");
    }

    @Test
    void aReopenChargesTheChannelAndEachReplicatorOnEveryConnection() {
        Churn full = wokenAtTenFlushedAtEleven(DORMANT_FULL);
        assertEquals(CONNECTIONS, full.opened[10]);
        assertEquals(CONNECTIONS * (ns("channel_open_us") + ns("replicator_create_us")), full.openNanos[10], 1e-6);
        // The Carrier's body and its Full component: two replicators per channel.
        Churn carrier = wokenAtTenFlushedAtEleven(ActorClasses.carrier().withDormancy(DormancyMode.DORMANT_ALL));
        assertEquals(CONNECTIONS, carrier.opened[10]);
        assertEquals(CONNECTIONS * (ns("channel_open_us") + 2 * ns("replicator_create_us")), carrier.openNanos[10],
                1e-6);
    }

    @Test
    void aCloseChargesOncePerConnection() {
        Churn c = wokenAtTenFlushedAtEleven(DORMANT_FULL);
        // The reopen of frame 10 closes in frame 12, once on each connection, and nowhere else.
        assertEquals(CONNECTIONS, c.closed[12]);
        assertEquals(CONNECTIONS * ns("channel_close_us"), c.closeNanos[12], 1e-6);
        assertEquals(2L * CONNECTIONS, c.totalClosed(), "the first open's close and the reopen's");
        assertEquals(0.0, c.closeNanos[11], 0.0);
    }

    @Test
    void aChannelIsTickedPendingFromThePassAfterItOpened() {
        Churn c = wokenAtTenFlushedAtEleven(DORMANT_FULL);
        double fixed = CONNECTIONS * ns("tick_channels_connection_us");
        // The engine flags pending dormancy in its prioritize step, which needs an existing channel.
        assertEquals(0L, c.pendingTicks[10], "not flagged in the frame that opens it");
        assertEquals(fixed, c.tickNanos[10], 1e-6);
        assertEquals(CONNECTIONS, c.pendingTicks[11]);
        assertEquals(fixed + CONNECTIONS * ns("tick_channel_pending_us"), c.tickNanos[11], 1e-6);
        assertEquals(CONNECTIONS, c.pendingTicks[12], "ticked once more, and closed");
        assertEquals(0L, c.pendingTicks[13]);
    }

    @Test
    void anActorWokenEveryFrameNeverClosesAndPaysNoReopen() {
        Churn c = new Churn(DORMANT_FULL, f -> false, f -> true);
        assertEquals(CONNECTIONS, c.opened[0], "its first channels");
        assertEquals((long) CONNECTIONS, c.totalOpened(), "no reopen");
        assertEquals(0L, c.totalClosed());
        for (int f = 1; f < FRAMES; f++) {
            // Each flush finds its channels open (pending since the previous pass): the look-ups only.
            assertEquals(CONNECTIONS * ns("flush_dormancy_connection_us"), c.flushNanos[f], 1e-6, "frame " + f);
            assertEquals(0.0, c.openNanos[f], 0.0, "frame " + f);
        }
    }
}
