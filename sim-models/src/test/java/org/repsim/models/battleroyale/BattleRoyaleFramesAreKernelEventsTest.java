package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;

/**
 * The battle-royale model has no time loop of its own: each frame (Net Dispatch, Simulate, Net
 * Flush with the Unreal server's pass) is one kernel event; the only other events are the
 * measurement window's start and end. Client messages and deaths are handled inside frames.
 */
class BattleRoyaleFramesAreKernelEventsTest {
    @Test
    void everyFrameIsOneKernelEvent() {
        // Light phase costs keep every frame at the 30 Hz cap: FrameLoop.capped rounds 1/30 s up
        // to 33,333,334 ns, so frames start at k × 33,333,334 ns for k = 0 .. 89 before the 3 s end.
        RunContext ctx = new RunContext(RunWindow.ofSeconds(1, 2), new RandomStreams(8, 0));
        RunOutput out = BattleRoyaleModel.run(ctx, BattleRoyaleScenario.defaults(), BattleRoyaleTestProfiles.LIGHT,
                BattleRoyaleTestProfiles.UNREAL);
        assertEquals(90, ctx.frameLoop().frames());
        assertEquals(90 + 2, ctx.simulator().executedEvents());
        // Measured: k = 30 .. 89.
        assertEquals(60, out.timers().frames());
    }
}
