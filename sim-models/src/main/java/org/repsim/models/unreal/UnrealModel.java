package org.repsim.models.unreal;

import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.FrameLoop;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.replication.FrameClock;

/**
 * The Unreal replication model: an {@link UnrealServer} on a {@link FrameLoop}. Each frame is one
 * kernel event whose phases are the non-replication game work, then the server's game code,
 * {@code ServerReplicateActors} (and optionally a replay driver's), the connections' channel tick
 * and the packet send; the frame's length is its simulated work ({@link FrameClock#SEQUENTIAL}) or
 * the longer of the game work and the rest ({@link FrameClock#OVERLAPPED}), never shorter than
 * {@code 1/maxTickRate}, so the tick rate emerges.
 */
public final class UnrealModel {
    /** Phase ordering of the non-replication game work: before the server's game code. */
    static final int GAME_WORK = 100;

    /** Every metric: scalars, families and series ({@link UnrealMetrics}). */
    public static final MetricSet METRICS = UnrealMetrics.ALL;

    private UnrealModel() {
    }

    public static RunOutput run(UnrealScenario scenario, CostProfile costs, RunWindow window, RandomStreams streams) {
        return simulate(scenario, costs, window, streams).output();
    }

    /** Runs the scenario and returns the output with raw totals. */
    public static UnrealRun simulate(UnrealScenario scenario, CostProfile costs, RunWindow window,
                                     RandomStreams streams) {
        return simulate(new RunContext(window, streams), scenario, costs, Shortcuts.ALL);
    }

    /** As {@link #simulate}, with only some of the pass's exact shortcuts: tests prove each changes nothing. */
    static UnrealRun simulateWith(Shortcuts shortcuts, UnrealScenario scenario, CostProfile costs, RunWindow window,
                                  RandomStreams streams) {
        return simulate(new RunContext(window, streams), scenario, costs, shortcuts);
    }

    /** Runs the scenario on a given (fresh) context, e.g. to inspect its kernel afterwards. */
    static UnrealRun simulate(RunContext ctx, UnrealScenario scenario, CostProfile costs, Shortcuts shortcuts) {
        UnrealServer server = UnrealServer.of(ctx, scenario, costs, shortcuts);
        FrameWorkModel frameWork = new FrameWorkModel(server.costs, ctx.stream("frame-work"));
        UnrealResults results = new UnrealResults(ctx, server);
        // The minimum interval is 1/rate rounded to the nearest nanosecond, as the net driver's
        // ServerTickTime (FrameLoop.capped rounds up): the shipped calibration was made so.
        FrameLoop loop = new FrameLoop(ctx, Math.round(1e9 / scenario.settings().maxTickRateHz()));
        GameWork gameWork = new GameWork(frameWork, server, scenario.settings().frameClock());
        loop.phase(GAME_WORK, gameWork).length(gameWork);
        server.registerPhases(loop);
        loop.onFrameEnd(f -> {
            // The model's bookkeeping reads the frame's counts before the server clears them.
            results.frameEnded(f);
            server.frameEnded(f);
        });
        ctx.run();
        return results.finish(loop, frameWork.levelNanos() / 1e6);
    }
}
