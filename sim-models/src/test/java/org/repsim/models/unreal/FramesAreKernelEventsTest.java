package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * The Unreal model has no time loop of its own: each server frame is one kernel event of the
 * run's frame loop, and the only other events are the measurement window's start and end.
 */
class FramesAreKernelEventsTest {
    @Test
    void everyFrameIsOneKernelEventAndNothingElseIsScheduled() {
        // 10 ms of game work and 20 actors (the first frame's whole-state bunches included) keep
        // every frame at the 30 Hz cap (33,333,333 ns): frames start at k × 33,333,333 ns for
        // every k with a start before the 5 s end, i.e. k = 0 .. 150.
        RunContext ctx = new RunContext(RunWindow.ofSeconds(2, 3), new RandomStreams(4, 0));
        UnrealScenario s = UnrealScenario.briefLab(ActorClasses.full(), 20, 2, PushCondition.PUSH_SKIP, 1.0);
        UnrealRun run = UnrealModel.simulate(ctx, s, Runs.fixedWork(10), Shortcuts.ALL);
        assertEquals(151, ctx.frameLoop().frames());
        assertEquals(151 + 2, ctx.simulator().executedEvents());
        // Measured: the frames starting at or after 2 s (k = 61 .. 150).
        assertEquals(90, run.frames());
        assertEquals(30.0, run.metric("tick_hz"), 1e-6);
    }

    @Test
    void framesLongerThanTheCapAreStillOneEventEach() {
        // 50 ms of game work: no frame is capped; the count follows from the work, not a loop.
        RunContext ctx = new RunContext(RunWindow.ofSeconds(1, 2), new RandomStreams(5, 0));
        UnrealRun run = UnrealModel.simulate(ctx, UnrealScenario.mainCondition(PushCondition.PUSH_OFF), Runs.fixedWork(50),
                Shortcuts.ALL);
        long frames = ctx.frameLoop().frames();
        assertEquals(frames + 2, ctx.simulator().executedEvents());
        double meanFrameMs = run.metric("frame_ms");
        // Frames started before the 3 s end, each about frame_ms long.
        assertEquals(3000.0 / meanFrameMs, frames, 2.0);
    }
}
