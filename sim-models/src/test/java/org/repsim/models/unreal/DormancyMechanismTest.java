package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostProfile;
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
import org.repsim.models.unreal.workload.WorkloadSpec.Writer;

/** Brief §6: the dormancy lifecycle and the engine's order of events for going dormant. */
class DormancyMechanismTest {
    private static final CostProfile SLOW = Runs.fixedWork(50);
    private static final ActorClassSpec DORMANT_FULL = ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL);
    private static final long FRAME = 33_333_333L;
    private static final long RTT = 10_000_000L;

    /**
     * The state machine on its own, frames written by hand: one DORM_DormantAll actor whose
     * channels open in frame 0 (whole state sent then), whose frame-1 update sent nothing, and
     * whose acks take 10 ms; acks are read at frame starts, so at frame 2 every ReadyForDormancy
     * condition holds unless a test breaks one.
     */
    private static final class Bench {
        final UnrealServer server;
        final FrameCounters fc = new FrameCounters();
        final int objects;

        Bench(int connections) {
            RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 1), new RandomStreams(1, 0));
            long[] rtt = new long[connections];
            java.util.Arrays.fill(rtt, RTT);
            server = UnrealServer.builder(ctx, Runs.fixedWork(0), List.of(DORMANT_FULL),
                    List.of(new ActorGroup(DORMANT_FULL.name(), 1)), connections,
                    ReplicationSettings.measured(PushCondition.PUSH_SKIP)).rttNanos(rtt).build();
            objects = server.world.objStart[1];
        }

        Connection connection(int i) {
            return server.connections[i];
        }

        /** The pass's report of one ReplicateActor of actor 0 on connection {@code c} (its time plays no part here). */
        void updated(int c, boolean empty) {
            server.channels.updated(connection(c), connection(c).slot(0), 0, 0L, empty);
        }

        void open(int c, int frame) {
            server.channels.open(connection(c), connection(c).slot(0), 0, frame, fc);
        }

        /** The report of the ReplicateActor that opened the channel (not flagged: the pass flags existing channels). */
        void updatedOnNewChannel(int c, boolean empty) {
            server.channels.updatedOnNewChannel(connection(c), connection(c).slot(0), 0L, empty);
        }

        boolean pending(int c) {
            return ActorChannels.isPendingDormancy(connection(c), connection(c).slot(0));
        }

        /** Frame {@code f}'s ReplicateActor on connection {@code c}, as the pass reports it. */
        void openAndSendWholeState(int c, int frame) {
            open(c, frame);
            send(c, frame, false);
            updatedOnNewChannel(c, false);
        }

        void send(int c, int frame, boolean lost) {
            for (int o = 0; o < objects; o++) {
                connection(c).acks.recordSend(o, frame, lost, -1);
            }
        }

        void endFrame(int frame) {
            server.timeline.setEnd(frame, (frame + 1) * FRAME);
        }

        /** The channel tick of frame {@code frame} (which starts when frame - 1 ended). */
        void tick(int frame) {
            server.channels.tickChannels(frame * FRAME, frame, fc);
        }

        byte state(int c) {
            return server.channels.state(c, 0);
        }

        /** Frames 0 and 1 as described above, on every connection. */
        static Bench ready(int connections) {
            Bench b = new Bench(connections);
            for (int c = 0; c < connections; c++) {
                b.openAndSendWholeState(c, 0);
            }
            b.tick(0);
            b.endFrame(0);
            for (int c = 0; c < connections; c++) {
                b.updated(c, true);
            }
            b.tick(1);
            b.endFrame(1);
            return b;
        }
    }

    @Test
    void withEveryReadyForDormancyConditionHoldingTheChannelClosesAtTheTick() {
        Bench b = Bench.ready(1);
        assertEquals(ActorChannels.OPEN, b.state(0), "frame 1: the open's ack is not read yet");
        assertTrue(b.pending(0));
        b.tick(2);
        assertEquals(ActorChannels.DORMANT, b.state(0));
        assertEquals(1L, b.fc.closeBunches);
        assertFalse(b.server.active.contains(0));
    }

    @Test
    void anUpdateThatSentSomethingAlonePreventsTheClose() {
        Bench b = Bench.ready(1);
        // Frame 2's update reported as not empty; its history, NAKs and the open stay as in the
        // ready bench (nothing recorded in flight).
        b.updated(0, false);
        b.tick(2);
        assertEquals(ActorChannels.OPEN, b.state(0));
        assertTrue(b.pending(0), "still pending, ticked again next frame");
        b.updated(0, true);
        b.tick(3);
        assertEquals(ActorChannels.DORMANT, b.state(0));
    }

    @Test
    void anUnacknowledgedChangeHistoryAlonePreventsTheClose() {
        Bench b = Bench.ready(1);
        // A send of frame 1 still in flight at frame 2 (its ack arrives 10 ms after frame 1 ends).
        b.send(0, 1, false);
        b.tick(2);
        assertEquals(ActorChannels.OPEN, b.state(0));
        b.endFrame(2);
        b.tick(3);
        assertEquals(ActorChannels.DORMANT, b.state(0));
    }

    @Test
    void anOutstandingNakAlonePreventsTheClose() {
        Bench b = new Bench(1);
        b.open(0, 0);
        // Frame 0's whole state was lost: its NAK is read at frame 2, as an ack would be.
        b.send(0, 0, true);
        b.updatedOnNewChannel(0, false);
        b.endFrame(0);
        b.updated(0, true);
        b.endFrame(1);
        b.tick(2);
        assertEquals(ActorChannels.OPEN, b.state(0));
        assertTrue(b.connection(0).acks.nakOutstanding(0));
        assertTrue(b.connection(0).acks.historyAcked(0), "nothing else in flight");
    }

    @Test
    void anUnacknowledgedOpenAlonePreventsTheClose() {
        Bench b = new Bench(1);
        // The replicators' history was sent and acknowledged in frame 0, but this channel's open
        // went out in frame 1: its ack is not read before frame 3.
        b.send(0, 0, false);
        b.endFrame(0);
        b.open(0, 1);
        b.updatedOnNewChannel(0, true);
        b.endFrame(1);
        // Frame 2's pass flags it pending; its update is empty.
        b.updated(0, true);
        b.tick(2);
        assertEquals(ActorChannels.OPEN, b.state(0));
        b.endFrame(2);
        b.tick(3);
        assertEquals(ActorChannels.DORMANT, b.state(0));
    }

    @Test
    void theActorLeavesTheActiveListAtTheCloseOnItsLastConnectionNotAtTheAck() {
        Bench b = Bench.ready(2);
        // Connection 1's frame-1 send is still in flight at frame 2: only connection 0 closes.
        b.send(1, 1, false);
        b.tick(2);
        assertEquals(ActorChannels.DORMANT, b.state(0));
        assertEquals(ActorChannels.OPEN, b.state(1));
        assertTrue(b.server.active.contains(0), "still open on connection 1");
        b.endFrame(2);
        b.tick(3);
        assertEquals(ActorChannels.DORMANT, b.state(1));
        // Frame 3 is still running: its close bunch has not even left, let alone been acked.
        assertFalse(b.server.timeline.ackArrived(3, RTT, 4 * FRAME));
        assertFalse(b.server.active.contains(0), "off the active list at the last close");
        assertEquals(2L, b.fc.channelsClosed);
    }

    @Test
    void aFlushOfAPendingActorCancelsTheClose() {
        Bench b = Bench.ready(1);
        // Frame 2's game code flushes the actor, and the pass does not replicate it this frame.
        b.server.channels.flush(0, b.fc);
        assertFalse(b.pending(0));
        b.tick(2);
        assertEquals(ActorChannels.OPEN, b.state(0), "cancelled: not closed although nothing changed");
        // The next update (empty) flags it again, and the tick closes it.
        b.updated(0, true);
        b.endFrame(2);
        b.tick(3);
        assertEquals(ActorChannels.DORMANT, b.state(0));
    }

    @Test
    void aFlushOfADormantActorReopensItsChannelAndTheFirstBunchIsTheWholeState() {
        RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 1), new RandomStreams(1, 0));
        UnrealServer server = UnrealServer.builder(ctx, Runs.fixedWork(0), List.of(DORMANT_FULL),
                List.of(new ActorGroup(DORMANT_FULL.name(), 1)), 1, ReplicationSettings.measured(PushCondition.PUSH_SKIP))
                .rttNanos(new long[] {RTT}).build();
        FrameLoop loop = new FrameLoop(ctx, FRAME);
        server.registerPhases(loop);
        int flushFrame = 10;
        // Before the server's game code: the game flushes the actor (no write).
        loop.phase(UnrealServer.GAME_CODE - 1, f -> {
            if (f.index() == flushFrame) {
                assertEquals(ActorChannels.DORMANT, server.channels.state(0, 0));
                assertFalse(server.active.contains(0));
                server.channels.flush(0, server.frame);
                assertTrue(server.active.contains(0), "back on the active list at the flush");
            }
        });
        long[] opened = new long[20];
        long[] initialProperties = new long[20];
        long[] payloadBits = new long[20];
        loop.onFrameEnd(f -> {
            if (f.index() < 20) {
                opened[f.index()] = server.frame.channelsOpened;
                initialProperties[f.index()] = server.frame.initialProperties;
                payloadBits[f.index()] = server.frame.payloadBits;
            }
            server.frameEnded(f);
        });
        ctx.run();
        assertEquals(1L, opened[0]);
        assertEquals(1L, opened[flushFrame], "a new channel on the next replication");
        // Its first bunch carries the whole state (26 properties), as the channel's very first did.
        assertEquals(26L, initialProperties[flushFrame]);
        assertEquals(payloadBits[0], payloadBits[flushFrame]);
        for (int f = 1; f < 20; f++) {
            if (f != flushFrame) {
                assertEquals(0L, opened[f], "frame " + f);
            }
        }
    }

    @Test
    void aDormantActorCostsNothingPerFrame() {
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL), 200, 2,
                PushCondition.PUSH_SKIP, List.of()), SLOW, 3, 5, 1);
        assertEquals(0.0, r.metric("active_objects_per_frame"), 0.0);
        assertEquals(0L, r.totals().replicateActorCalls);
        assertEquals(0L, r.totals().considered);
        assertEquals(0L, r.totals().pendingChannelTicks);
        // Only the fixed per-frame and per-connection costs remain.
        var v = Runs.PROFILE.values();
        assertEquals((v.get("sra_frame_us") + 2 * v.get("sra_connection_us")) / 1e3,
                r.metric("server_replicate_actors_ms"), 1e-9);
        assertEquals(2 * v.get("tick_channels_connection_us") / 1e3, r.metric("channel_tick_ms"), 1e-9);
    }

    @Test
    void aWokenActorOpensAChannelAndSendsItsWholeStateOnEveryConnection() {
        List<WorkloadSpec> w = List.of(Writer.brief(0.05).withWakeBeforeWrite(true));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL), 200, 3,
                PushCondition.PUSH_SKIP, w), SLOW, 3, 20, 2);
        long opened = r.totals().channelsOpened;
        assertTrue(opened > 30, "wakes happened: " + opened);
        // One channel per connection for every wake (3 connections), each starting with the whole state.
        assertEquals(r.totals().channelsWoken, opened, 3.0);
        assertEquals(opened, r.totals().initialSerializeCalls);
        assertEquals(26 * opened, r.totals().initialProperties);
        // ... and it goes dormant again: channels close once everything is acknowledged.
        assertEquals(opened, r.totals().channelsClosed, 3.0 * 3);
        assertTrue(r.metric("active_objects_per_frame") < 10, "back to dormant");
        assertEquals(0L, r.staleProperties());
    }

    @Test
    void writingWithoutWakingADormantActorLeavesItsClientsStale() {
        List<WorkloadSpec> w = List.of(Writer.brief(0.05));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full().withDormancy(DormancyMode.DORMANT_ALL), 200, 2,
                PushCondition.PUSH_SKIP, w), SLOW, 3, 20, 3);
        assertEquals(0L, r.totals().channelsOpened);
        assertTrue(r.staleProperties() > 0);
    }

    @Test
    void settingDormancyDuringTheRunEmptiesTheActiveList() {
        List<WorkloadSpec> w = List.of(new WorkloadSpec.DormancyChange(1.0, null, DormancyMode.DORMANT_ALL));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, w), SLOW, 3, 5, 4);
        assertEquals(0.0, r.metric("active_objects_per_frame"), 0.0);
        UnrealRun awake = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, List.of()), SLOW, 3, 5, 4);
        assertEquals(100.0, awake.metric("active_objects_per_frame"), 0.0);
    }

    @Test
    void settingDormantActorsAwakeAgainBringsThemBackForGood() {
        List<WorkloadSpec> w = List.of(new WorkloadSpec.DormancyChange(1.0, null, DormancyMode.DORMANT_ALL),
                new WorkloadSpec.DormancyChange(2.5, null, DormancyMode.AWAKE));
        UnrealRun r = Runs.run(Runs.lab(ActorClasses.full(), 100, 2, PushCondition.PUSH_ON, w), SLOW, 3, 5, 5);
        assertEquals(100.0, r.metric("active_objects_per_frame"), 0.0);
        assertEquals(0L, r.totals().pendingChannelTicks);
    }
}
