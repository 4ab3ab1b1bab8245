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
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * The server facade on its own, driven by a bare frame loop: its four phases and frame-end call
 * are all a model needs, and each connection's channel goes dormant on that connection's own
 * round-trip time.
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
        byte[][] stateAtFrame10 = new byte[2][];
        loop.onFrameEnd(f -> {
            server.frameEnded(f);
            if (f.index() == 10) {
                stateAtFrame10[0] = server.channels.states(0).clone();
                stateAtFrame10[1] = server.channels.states(1).clone();
            }
        });
        ctx.run();
        // Frame 0 opens both channels with the whole state. On the 10 ms connection the ack is
        // back by frame 2, the close bunch goes out, its ack is back by frame 4: dormant. On the
        // 200 ms one the initial ack arrives at about 233 ms (frame 8) and the close's ack about
        // 200 ms after frame 8 ends (frame 15): at frame 10 it is still closing.
        assertEquals(ActorChannels.DORMANT, stateAtFrame10[0][0]);
        assertEquals(ActorChannels.CLOSING, stateAtFrame10[1][0]);
        // Dormant everywhere by the end: off the active list, nothing considered any more.
        assertEquals(ActorChannels.DORMANT, server.channels.states(1)[0]);
        assertFalse(server.active.contains(0));
        assertTrue(loop.frames() > 50);
    }
}
