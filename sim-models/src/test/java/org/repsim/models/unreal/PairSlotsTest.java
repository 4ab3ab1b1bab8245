package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.replication.ReplicationSettings;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * Per-(actor, connection) state exists only for pairs that are or have been relevant
 * ({@link Connection}'s slots): a never-relevant pair has no slot and reads as a closed channel, a
 * pair keeps its slot and state when it stops being relevant, and a slot spans its actor's
 * replicators.
 */
class PairSlotsTest {
    private static final int ACTORS = 100;

    private static UnrealServer server(RunContext ctx, List<ActorClassSpec> classes, List<ActorGroup> groups) {
        return UnrealServer.builder(ctx, Runs.fixedWork(0), classes, groups, 3,
                ReplicationSettings.measured(PushCondition.PUSH_SKIP)).relevancyByModel()
                .workloads(List.of(WorkloadSpec.Writer.brief(30.0))).build();
    }

    @Test
    void onlyPairsMadeRelevantGetStateAndOnlyTheyAreReplicated() {
        RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 1), new RandomStreams(3, 0));
        ActorClassSpec full = ActorClasses.full();
        UnrealServer server = server(ctx, List.of(full), List.of(new ActorGroup(full.name(), ACTORS)));
        for (Connection c : server.connections) {
            assertEquals(0, c.slotCount(), "nothing relevant before the model says so");
            assertEquals(0, c.slotCapacity());
        }
        // Setting a never-relevant pair irrelevant stores nothing.
        server.setRelevancy(1, 7, false, 2f);
        assertEquals(0, server.connections[1].slotCount());
        for (int a = 0; a < 10; a++) {
            server.setRelevancy(0, a * 10, true, 1f);
        }
        FrameLoop loop = new FrameLoop(ctx, 33_333_333L);
        server.registerPhases(loop);
        loop.onFrameEnd(server::frameEnded);
        ctx.run();
        Connection c0 = server.connections[0];
        assertEquals(10, c0.slotCount());
        assertEquals(0, server.connections[1].slotCount());
        assertEquals(0, server.connections[2].slotCount());
        for (int a = 0; a < ACTORS; a++) {
            byte expected = a % 10 == 0 ? ActorChannels.OPEN : ActorChannels.CLOSED;
            assertEquals(expected, server.channels.state(0, a), "actor " + a);
            assertEquals(ActorChannels.CLOSED, server.channels.state(1, a));
        }
        assertEquals(10, server.totals.channelsOpened, "one channel per relevant pair, none elsewhere");
        assertTrue(c0.replicateActorCalls >= 10, "the relevant pairs were replicated");
        assertEquals(0, server.connections[1].replicateActorCalls, "nothing is relevant to connection 1");
        assertEquals(0, server.connections[2].replicateActorCalls);

        // Out of relevancy the pair keeps its slot and its state; back in, it finds them again.
        int slot = c0.slot(30);
        long clock = server.channels.lastUpdateNanos(c0, slot, 30);
        assertTrue(clock > 0, "replicated during the run");
        server.setRelevancy(0, 30, false, 0.5f);
        assertFalse(c0.relevant(30));
        assertEquals(slot, c0.slot(30));
        assertEquals(ActorChannels.OPEN, server.channels.state(0, 30));
        assertEquals(clock, server.channels.lastUpdateNanos(c0, slot, 30));
        server.setRelevancy(0, 30, true, 3f);
        assertTrue(c0.relevant(30));
        assertEquals(slot, c0.slot(30));
        assertEquals(3f, c0.priorityScale[slot]);
        assertEquals(10, c0.slotCount(), "no second slot");
    }

    @Test
    void aSlotSpansItsActorsReplicatorsSoNeighboursDoNotShareSendState() {
        RunContext ctx = new RunContext(RunWindow.ofSeconds(0, 1), new RandomStreams(3, 0));
        ActorClassSpec heavy = ActorClasses.componentHeavy(4, true);
        UnrealServer server = server(ctx, List.of(heavy), List.of(new ActorGroup(heavy.name(), 3)));
        int objects = server.world.objStart[1] - server.world.objStart[0];
        assertTrue(objects > 1, "the class has subobjects");
        Connection c = server.connections[2];
        server.setRelevancy(2, 2, true, 1f);
        server.setRelevancy(2, 0, true, 1f);
        assertEquals(0, c.slot(2));
        assertEquals(objects, c.slot(0), "the second slot starts after the first actor's replicators");
        assertEquals(-1, c.slot(1));
        assertTrue(c.slotCapacity() >= 2 * objects);
        // The first frame sends each relevant actor's whole state: every replicator of both slots
        // has had its first replication, and nothing lies outside them.
        FrameLoop loop = new FrameLoop(ctx, 33_333_333L);
        server.registerPhases(loop);
        loop.onFrameEnd(server::frameEnded);
        ctx.run();
        for (int p = 0; p < 2 * objects; p++) {
            assertTrue(c.replications[p] > 0, "pair object " + p);
        }
        for (int p = 2 * objects; p < c.replications.length; p++) {
            assertEquals(0, c.replications[p], "unused pair object " + p);
        }
    }
}
