package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostLedger;
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
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * The server facade on its own, driven by a bare frame loop: its four phases and frame-end call
 * are all a model needs, each connection's channel goes dormant on that connection's own
 * round-trip time, and a closed connection stops costing its per-connection work.
 */
class UnrealServerTest {
    @Test
    void aDormantAllActorsChannelClosesOnEachConnectionAfterThatConnectionsRoundTrip() {
        ActorClassSpec cls = ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL);
        RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 2), new RandomStreams(1, 0));
        // 10 ms and 200 ms round trips; nothing is ever written, so only acks decide.
        UnrealServer server = UnrealServer.builder(ctx, Runs.fixedWork(0), List.of(cls), List.of(new ActorGroup(cls.name(), 1)),
                        2, ReplicationSettings.measured(PushCondition.PUSH_SKIP))
                .rttNanos(new long[] {10_000_000L, 200_000_000L}).build();
        FrameLoop loop = new FrameLoop(ctx, 33_333_333L);
        server.registerPhases(loop);
        byte[][] stateAt = new byte[20][];
        boolean[] activeAt = new boolean[20];
        loop.onFrameEnd(f -> {
            server.frameEnded(f);
            if (f.index() < 20) {
                stateAt[f.index()] = new byte[] {server.channels.state(0, 0), server.channels.state(1, 0)};
                activeAt[f.index()] = server.active.contains(0);
            }
        });
        ctx.run();
        // Frame 0 opens both channels with the whole state; frame 1's update sends nothing. Acks are
        // read at frame starts: on the 10 ms connection frame 0's ack is there at frame 2, whose
        // channel tick closes the channel (dormant from that close on). On the 200 ms one it
        // arrives at 33,333,333 + 200,000,000 ns, 2 ns after frame 7 starts (7 x 33,333,333 ns):
        // it is read at frame 8.
        assertArrayEquals(new byte[] {ActorChannels.OPEN, ActorChannels.OPEN}, stateAt[1]);
        assertArrayEquals(new byte[] {ActorChannels.DORMANT, ActorChannels.OPEN}, stateAt[2]);
        assertArrayEquals(new byte[] {ActorChannels.DORMANT, ActorChannels.OPEN}, stateAt[7]);
        assertTrue(activeAt[7], "still open on the slow connection");
        assertArrayEquals(new byte[] {ActorChannels.DORMANT, ActorChannels.DORMANT}, stateAt[8]);
        // Dormant everywhere at frame 8's close: off the active list then, although that close's
        // ack is only back about 200 ms after frame 8 ends.
        assertFalse(activeAt[8]);
        assertTrue(loop.frames() > 50);
    }

    /** The brief's writer on 40 lab actors, frames at the 30 Hz cap (no game work), 2 s all measured. */
    private static final CostProfile COSTS = Runs.fixedWork(0);
    private static final int FRAMES_BEFORE_CLOSE = 20;

    /** Per-frame figures of one run, as the server and its ledger report them. */
    private record Trace(TimerTree timers, List<Double> replicateActorsNs, List<Double> tickChannelsNs,
                         List<long[]> wireBytes, List<Long> actorsSent) {
    }

    /**
     * Runs {@code connections} connections; when there are three, connection 2 has nothing
     * relevant (the caller's side of the closeConnection contract) and is closed when
     * {@code closeAfterFrame} has ended (-1: before frame 0; null: never), closed twice to
     * show a second close changes nothing.
     */
    private static Trace trace(int connections, Integer closeAfterFrame) {
        ActorClassSpec cls = ActorClasses.full();
        RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 2), new RandomStreams(7, 0));
        UnrealServer server = UnrealServer.builder(ctx, COSTS, List.of(cls), List.of(new ActorGroup(cls.name(), 40)),
                        connections, ReplicationSettings.measured(PushCondition.PUSH_SKIP))
                .workloads(List.of(WorkloadSpec.Writer.brief(1.0))).build();
        if (connections == 3) {
            for (int a = 0; a < server.actorCount(); a++) {
                server.setRelevancy(2, a, false, 0f);
            }
            if (closeAfterFrame != null && closeAfterFrame < 0) {
                server.closeConnection(2);
            }
        }
        CostLedger ledger = ctx.ledger();
        int tickChannels = ledger.scope("TickChannels");
        FrameLoop loop = new FrameLoop(ctx, 33_333_333L);
        server.registerPhases(loop);
        List<Double> sra = new ArrayList<>();
        List<Double> tick = new ArrayList<>();
        List<long[]> wire = new ArrayList<>();
        List<Long> sent = new ArrayList<>();
        double[] tickBefore = {0};
        loop.onFrameEnd(f -> {
            sra.add(server.frameReplicationNanos());
            tick.add(ledger.exclusiveNanos(tickChannels) - tickBefore[0]);
            tickBefore[0] = ledger.exclusiveNanos(tickChannels);
            wire.add(new long[] {server.frameWireBytes(0), server.frameWireBytes(1)});
            sent.add(server.frameActorsSent());
            server.frameEnded(f);
            if (closeAfterFrame != null && f.index() == closeAfterFrame) {
                server.closeConnection(2);
                server.closeConnection(2);
            }
        });
        ctx.run();
        return new Trace(ledger.snapshot(loop.frames(), 2.0), sra, tick, wire, sent);
    }

    private static void assertSameTimers(TimerTree expected, TimerTree actual, List<String> except) {
        assertEquals(expected.scopes().size(), actual.scopes().size());
        for (TimerTree.Scope e : expected.scopes()) {
            if (except.contains(e.path())) {
                continue;
            }
            TimerTree.Scope a = actual.find(e.path()).orElseThrow();
            assertEquals(e.calls(), a.calls(), e.path() + " calls");
            assertEquals(e.exclusiveNanos(), a.exclusiveNanos(), e.path() + " exclusive time");
        }
    }

    @Test
    void closingAConnectionRemovesItsPerConnectionCostsAndChangesNothingForTheOthers() {
        Trace open = trace(3, null);
        Trace closed = trace(3, FRAMES_BEFORE_CLOSE);
        int frames = open.replicateActorsNs().size();
        assertEquals(frames, closed.replicateActorsNs().size(), "frames stay at the 30 Hz cap in both runs");
        assertTrue(frames > 50);
        double sraConnection = COSTS.nanos(UnrealCosts.SRA_CONNECTION_US);
        double tickConnection = COSTS.nanos(UnrealCosts.TICK_CHANNELS_CONNECTION_US);
        double prioritize = COSTS.nanos(UnrealCosts.PRIORITIZE_US);
        assertTrue(sraConnection > 0 && tickConnection > 0 && prioritize > 0);
        for (int f = 0; f < frames; f++) {
            // From the frame after the close on, one connection less pays the pass's and the tick's
            // fixed cost, and the prioritize step of each due actor (relevant to it or not, brief §3).
            double fewer = f > FRAMES_BEFORE_CLOSE ? 1 : 0;
            double saved = open.replicateActorsNs().get(f) - closed.replicateActorsNs().get(f) - fewer * sraConnection;
            double duePairs = saved / prioritize;
            assertEquals(Math.rint(duePairs), duePairs, 1e-6, "whole prioritize steps saved, frame " + f);
            assertTrue(duePairs >= 0 && duePairs <= fewer * 40, "at most every actor's step, frame " + f);
            assertEquals(open.tickChannelsNs().get(f) - fewer * tickConnection, closed.tickChannelsNs().get(f), 1e-6,
                    "TickChannels of frame " + f);
            assertArrayEquals(open.wireBytes().get(f), closed.wireBytes().get(f), "bytes of the open connections, frame " + f);
            assertEquals(open.actorsSent().get(f), closed.actorsSent().get(f), "actors sent in frame " + f);
        }
        assertTrue(open.actorsSent().stream().mapToLong(Long::longValue).sum() > frames,
                "the writer keeps the open connections busy (otherwise nothing is compared)");
        long closedFrames = frames - FRAMES_BEFORE_CLOSE - 1;
        TimerTree.Scope tickOpen = open.timers().find("TickChannels").orElseThrow();
        TimerTree.Scope tickClosed = closed.timers().find("TickChannels").orElseThrow();
        assertEquals(tickOpen.calls() - closedFrames, tickClosed.calls(), "one connection tick less per frame");
        assertSameTimers(open.timers(), closed.timers(), List.of("ServerReplicateActors", "TickChannels",
                "ServerReplicateActors/GatherPrioritize/Prioritize"));
    }

    @Test
    void aClosedConnectionCostsWhatAServerWithoutItCosts() {
        Trace closed = trace(3, -1);
        Trace two = trace(2, null);
        assertSameTimers(two.timers(), closed.timers(), List.of());
        assertEquals(two.replicateActorsNs(), closed.replicateActorsNs());
        assertEquals(two.tickChannelsNs(), closed.tickChannelsNs());
        for (int f = 0; f < two.wireBytes().size(); f++) {
            assertArrayEquals(two.wireBytes().get(f), closed.wireBytes().get(f), "frame " + f);
        }
        assertEquals(two.actorsSent(), closed.actorsSent());
    }
}
